"""Standard-library encoders for blind18 obfuscated items (hand-written, no external code)."""
import base64
import codecs
import urllib.parse

def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")

def b64x2(s):
    return b64(b64(s))

def hexenc(s):
    return s.encode("utf-8").hex()

def rot13(s):
    return codecs.encode(s, "rot_13")

def pct(s):
    return "".join("%{:02X}".format(b) for b in s.encode("utf-8"))

def pct_light(s):
    return urllib.parse.quote(s, safe="")

_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8", "l": "1"}

def leet(s):
    return "".join(_LEET.get(c.lower(), c) for c in s)

def reverse(s):
    return s[::-1]

def zero_width(s):
    zw = "\u200b"
    return zw.join(s)

_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
         "y": "\u0443", "i": "\u0456", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420",
         "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}

def homoglyph(s):
    return "".join(_HOMO.get(c, c) for c in s)

def fullwidth(s):
    out = []
    for c in s:
        o = ord(c)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)

def spaced(s, sep=" "):
    return sep.join(c for c in s if c != " ") if sep != " " else " ".join(s.replace(" ", "/"))

def dotted(s):
    return ".".join(c for c in s.replace(" ", "_"))

_MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
          "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
          "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
          "y": "-.--", "z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
          "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----."}

def morse(s):
    words = s.lower().split()
    return " / ".join(" ".join(_MORSE[c] for c in w if c in _MORSE) for w in words)

def binary(s):
    return " ".join(format(b, "08b") for b in s.encode("utf-8"))
