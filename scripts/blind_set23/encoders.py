"""Standard-library encoders written for blind23 (no external code)."""
import base64
import codecs
import urllib.parse

MORSE = {
    'a': '.-', 'b': '-...', 'c': '-.-.', 'd': '-..', 'e': '.', 'f': '..-.', 'g': '--.',
    'h': '....', 'i': '..', 'j': '.---', 'k': '-.-', 'l': '.-..', 'm': '--', 'n': '-.',
    'o': '---', 'p': '.--.', 'q': '--.-', 'r': '.-.', 's': '...', 't': '-', 'u': '..-',
    'v': '...-', 'w': '.--', 'x': '-..-', 'y': '-.--', 'z': '--..', '0': '-----',
    '1': '.----', '2': '..---', '3': '...--', '4': '....-', '5': '.....', '6': '-....',
    '7': '--...', '8': '---..', '9': '----.', '.': '.-.-.-', ',': '--..--', '?': '..--..',
    "'": '.----.', '/': '-..-.', ':': '---...', '-': '-....-',
}
LEET = {'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 't': '7', 'b': '8', 'g': '9'}
HOMO = {'a': '\u0430', 'e': '\u0435', 'o': '\u043e', 'p': '\u0440', 'c': '\u0441',
        'x': '\u0445', 'y': '\u0443', 'i': '\u0456', 'A': '\u0410', 'E': '\u0415',
        'O': '\u041e', 'P': '\u0420', 'C': '\u0421', 'T': '\u0422', 'H': '\u041d'}


def b64(s):
    return base64.b64encode(s.encode('utf-8')).decode('ascii')


def b64x2(s):
    return b64(b64(s))


def hexe(s):
    return s.encode('utf-8').hex()


def rot13(s):
    return codecs.encode(s, 'rot_13')


def pct(s):
    return urllib.parse.quote(s, safe='')


def leet(s):
    return ''.join(LEET.get(ch.lower(), ch) for ch in s)


def rev(s):
    return s[::-1]


def zw(s):
    return '\u200b'.join(s)


def homo(s):
    return ''.join(HOMO.get(ch, ch) for ch in s)


def full(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0x21 <= o <= 0x7e:
            out.append(chr(o + 0xfee0))
        elif ch == ' ':
            out.append('\u3000')
        else:
            out.append(ch)
    return ''.join(out)


def spaced(s):
    return ' '.join(ch for ch in s if ch != ' ')


def dotted(s):
    return '.'.join(ch for ch in s if ch != ' ')


def morse(s):
    return ' / '.join(' '.join(MORSE[c] for c in w if c in MORSE) for w in s.lower().split())


def binary(s):
    return ' '.join(format(b, '08b') for b in s.encode('utf-8'))
