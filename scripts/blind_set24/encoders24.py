"""Standard-library encoders for blind24 (hand-written, no third-party code)."""
import base64
import codecs
import urllib.parse

def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")

def b64x2(s):
    return b64(b64(s))

def hexe(s):
    return s.encode("utf-8").hex()

def rot13(s):
    return codecs.encode(s, "rot_13")

def pct(s):
    return urllib.parse.quote(s, safe="")

_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "g": "9"}

def leet(s):
    return "".join(_LEET.get(c.lower(), c) for c in s)

def rev(s):
    return s[::-1]

def zwsp(s):
    # zero-width space between every character of each word
    return "\u200b".join(s)

_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
         "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455"}

def homoglyph(s):
    return "".join(_HOMO.get(c, c) for c in s)

def fullwidth(s):
    out = []
    for c in s:
        o = ord(c)
        if 0x21 <= o <= 0x7e:
            out.append(chr(o + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)

def spaced(s):
    return " ".join(c for c in s if c != " ").upper()

def dotted(s):
    return ".".join(c for c in s if c != " ")

_MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.",
          "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.",
          "o": "---", "p": ".--.", "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-",
          "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--..", "0": "-----",
          "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
          "7": "--...", "8": "---..", "9": "----."}

def morse(s):
    words = s.lower().split()
    return " / ".join(" ".join(_MORSE[c] for c in w if c in _MORSE) for w in words)

def binary(s):
    return " ".join(format(b, "08b") for b in s.encode("utf-8"))
