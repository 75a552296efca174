"""Standard-library encoders for dev17v obfuscated items."""
import base64, codecs, urllib.parse

def b64(s): return base64.b64encode(s.encode("utf-8")).decode("ascii")
def b64x2(s): return b64(b64(s))
def hexe(s): return s.encode("utf-8").hex()
def rot13(s): return codecs.encode(s, "rot_13")
def pct(s): return "".join("%%%02X" % b for b in s.encode("utf-8"))
def pct_light(s): return urllib.parse.quote(s, safe="")
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "g": "9", "b": "8"}
def leet(s): return "".join(_LEET.get(c.lower(), c) for c in s)
def rev(s): return s[::-1]
ZW = "\u200b"
def zwsp(s): return ZW.join(s)
def zw_words(s): return " ".join(ZW.join(w) for w in s.split(" "))
_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455"}
def homoglyph(s): return "".join(_HOMO.get(c, c) for c in s)
def fullwidth(s): return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
def spaced(s): return " ".join(c for c in s if c != " ")
def spaced_words(s): return "  ".join(" ".join(w) for w in s.split())
def dotted(s): return ".".join(c for c in s if c != " ")
_MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.", "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----."}
def morse(s): return " / ".join(" ".join(_MORSE[c] for c in w if c in _MORSE) for w in s.lower().split())
def binary(s): return " ".join(format(b, "08b") for b in s.encode("utf-8"))
