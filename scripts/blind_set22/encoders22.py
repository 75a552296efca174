"""Standard-library encoders for set blind22 (written by hand for this set)."""
import base64
import codecs
import urllib.parse

def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")

def b64x2(s):
    return b64(b64(s))

def hexenc(s):
    return s.encode("utf-8").hex()

def hex_spaced(s):
    return " ".join("%02x" % b for b in s.encode("utf-8"))

def rot13(s):
    return codecs.encode(s, "rot_13")

def pct(s):
    return "".join("%%%02X" % b for b in s.encode("utf-8"))

def pct_quote(s):
    return urllib.parse.quote(s, safe="")

_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8"}

def leet(s):
    return "".join(_LEET.get(c.lower(), c) for c in s)

def reverse(s):
    return s[::-1]

def reverse_words(s):
    return " ".join(s.split()[::-1])

ZW = "\u200b"

def zerowidth(s):
    return ZW.join(s)

def zw_words(s):
    return " ".join(ZW.join(w) for w in s.split(" "))

_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
         "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458"}

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

def spaced(s):
    return " ".join(c for c in s if c != " ")

def spaced_words(s):
    return "  ".join(" ".join(w) for w in s.split())

def dotted(s):
    return ".".join(c for c in s if c != " ")

_MORSE = {
    "a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.",
    "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.",
    "o": "---", "p": ".--.", "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-",
    "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--..", "0": "-----",
    "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
    "7": "--...", "8": "---..", "9": "----.", ".": ".-.-.-", ",": "--..--", "?": "..--..",
}

def morse(s):
    words = []
    for w in s.lower().split():
        words.append(" ".join(_MORSE[c] for c in w if c in _MORSE))
    return " / ".join(words)

def binary(s):
    return " ".join(format(b, "08b") for b in s.encode("utf-8"))
