"""Standard-library encoders for dev14p obfuscated items (written by hand for this set)."""
import base64, urllib.parse

def b64(s): return base64.b64encode(s.encode("utf-8")).decode("ascii")
def b64x2(s): return b64(b64(s))
def hexenc(s): return s.encode("utf-8").hex()
def hexspaced(s): return " ".join("%02x" % b for b in s.encode("utf-8"))

def rot13(s):
    out = []
    for c in s:
        if "a" <= c <= "z": out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        elif "A" <= c <= "Z": out.append(chr((ord(c) - 65 + 13) % 26 + 65))
        else: out.append(c)
    return "".join(out)

def pct(s): return urllib.parse.quote(s, safe="")

_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8"}
def leet(s): return "".join(_LEET.get(c.lower(), c) for c in s)

def rev(s): return s[::-1]

ZW = "\u200b"
def zwsp(s): return ZW.join(s)
def zw_words(s): return (" " + "\u200c").join(s.split(" ")).replace("e", "e\u200d")

_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
         "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0391", "E": "\u0395", "O": "\u039f",
         "T": "\u03a4", "H": "\u0397", "P": "\u03a1"}
def homoglyph(s): return "".join(_HOMO.get(c, c) for c in s)

def fullwidth(s):
    out = []
    for c in s:
        o = ord(c)
        if c == " ": out.append("\u3000")
        elif 0x21 <= o <= 0x7e: out.append(chr(o + 0xfee0))
        else: out.append(c)
    return "".join(out)

def spaced(s): return "  ".join(" ".join(w) for w in s.split())
def dotted(s): return " / ".join(".".join(w) for w in s.split())

_MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
          "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
          "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
          "y": "-.--", "z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
          "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.", ".": ".-.-.-", ",": "--..--",
          "?": "..--..", "'": ".----."}
def morse(s): return " / ".join(" ".join(_MORSE[c] for c in w.lower() if c in _MORSE) for w in s.split())

def binary(s): return " ".join(format(b, "08b") for b in s.encode("utf-8"))

ENCODERS = {"b64": b64, "b64x2": b64x2, "hex": hexenc, "hexsp": hexspaced, "rot13": rot13, "pct": pct,
            "leet": leet, "rev": rev, "zwsp": zwsp, "zwwords": zw_words, "homo": homoglyph,
            "full": fullwidth, "spaced": spaced, "dotted": dotted, "morse": morse, "bin": binary}

def enc(name, s): return ENCODERS[name](s)
