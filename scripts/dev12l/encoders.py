"""Standard-library encoders for dev12l obfuscated items (hand-written)."""
import base64, urllib.parse, codecs

def b64(s): return base64.b64encode(s.encode("utf-8")).decode("ascii")
def b64x2(s): return b64(b64(s))
def hexe(s): return s.encode("utf-8").hex()
def hex_spaced(s): return " ".join("%02x" % b for b in s.encode("utf-8"))
def rot13(s): return codecs.encode(s, "rot_13")
def pct(s): return urllib.parse.quote(s, safe="")
def pct_all(s): return "".join("%%%02X" % b for b in s.encode("utf-8"))

_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8"}
def leet(s): return "".join(_LEET.get(c.lower(), c) for c in s)
def reverse(s): return s[::-1]
def reverse_words(s): return " ".join(w[::-1] for w in s.split(" "))

ZW = "\u200b"
def zerowidth(s): return ZW.join(s)
def zerowidth_words(s):
    return " ".join(("\u200c".join(w) if len(w) > 3 else w) for w in s.split(" "))

_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
         "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "E": "\u0415",
         "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c"}
def homoglyph(s): return "".join(_HOMO.get(c, c) for c in s)

def fullwidth(s):
    out = []
    for c in s:
        o = ord(c)
        if c == " ": out.append("\u3000")
        elif 0x21 <= o <= 0x7e: out.append(chr(o + 0xFEE0))
        else: out.append(c)
    return "".join(out)

def spaced(s): return "  ".join(" ".join(w) for w in s.split(" "))
def dotted(s): return " / ".join(".".join(w) for w in s.split(" "))

_MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
          "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
          "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
          "y": "-.--", "z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
          "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.", ".": ".-.-.-", ",": "--..--",
          "?": "..--..", "'": ".----.", "/": "-..-.", "-": "-....-", ":": "---..."}
def morse(s):
    return " / ".join(" ".join(_MORSE[c] for c in w.lower() if c in _MORSE) for w in s.split(" "))

def binary(s): return " ".join(format(b, "08b") for b in s.encode("utf-8"))
