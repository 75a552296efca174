"""A rule of the shape ``MARK <up to N characters> ORDER | OTHER``, searched in linear time.

The payload-splitting rule (:mod:`.techniques`) looks for a fragment mark (``x = '``, "let
a be", "store ... in") followed within 320 characters by an order to run the result
("execute", "answer the question"). Its regular expression tries the 320-character gap from
every mark: a run of data values (``='`` repeated, a log of ``key='value'`` pairs) cost
320 steps a mark, 3.6-5.1 s for 100 KB (review after blind set 7). :class:`Gap` finds where
an order can begin once per text, and runs the whole expression only at a mark that has
one within reach; it returns exactly the match the expression's ``search`` would.

>>> g = Gap(r"=\\s*'", r"\\bexecute\\b", r"\\bfunction \\w\\(", 20)
>>> g.search("x = 'rm -rf'. now execute x", 0, 27).group()
"= 'rm -rf'. now execute"
>>> g.search("x = 'a' " * 1000, 0, 8000) is None
True
"""

from __future__ import annotations

import re
from bisect import bisect_left

#: How much longer than the mark found another alternative of the mark may be at the same
#: place (the marks that can share a start are short: "reverse it", "reversed string").
MARK_SLACK = 40

#: A run of bracketed single characters ("[a] [b] [c] [d]"), one alternative of the
#: payload-splitting mark. Inside such a run no other alternative of that mark can begin
#: (each begins with "=" or a word of three letters or more), and a run from any bracket in
#: it ends where the run from its first bracket ends, with fewer forms: a run that failed is
#: skipped whole ("[a]" repeated: 4.8 s for 40 KB searched from every bracket; review of
#: round 8).
_BRACKETS = re.compile(r"(?:\[\w\]\s*)+")


class Gap:
    """``mark``, then within ``reach`` characters ``order``; or ``other`` (alternatives of
    one expression, :attr:`pattern`, in this order). ``verified`` and ``scans`` count the
    expensive steps (whole-expression matches at a mark; passes over a text for orders or
    for ``other``) and ``marks`` the searches for a mark, for tests that the work grows
    linearly."""

    __slots__ = ("_orders", "_other", "mark", "marks", "order", "other", "pattern", "reach",
                 "scans", "verified")  # fmt: skip

    def __init__(self, mark: str, order: str, other: str, reach: int) -> None:
        self.mark = re.compile(mark, re.S)
        self.order = re.compile(f"(?=(?:{order}))", re.S)
        self.other = re.compile(other, re.S)
        self.reach = reach
        self.pattern = re.compile(rf"(?:{mark})[^\0]{{0,{reach}}}?(?:{order})|{other}", re.S)
        self.verified = 0
        self.scans = 0
        self.marks = 0
        #: the last pass for orders: (text, endpos, from, where orders begin)
        self._orders: tuple[str, int, int, list[int]] | None = None
        #: the last search for ``other``: (text, endpos, from, its first start or -1)
        self._other: tuple[str, int, int, int] | None = None

    def _order_starts(self, text: str, pos: int, endpos: int) -> list[int]:
        last = self._orders
        if last is not None and last[0] is text and last[1] == endpos and last[2] <= pos:
            return last[3]
        self.scans += 1
        found = [m.start() for m in self.order.finditer(text, pos, endpos)]
        self._orders = (text, endpos, pos, found)
        return found

    def _other_start(self, text: str, pos: int, endpos: int) -> int:
        last = self._other
        fresh = last is not None and last[0] is text and last[1] == endpos and last[2] <= pos
        if fresh and last is not None and (last[3] < 0 or pos <= last[3]):
            return last[3]
        self.scans += 1
        m = self.other.search(text, pos, endpos)
        found = m.start() if m is not None else -1
        self._other = (text, endpos, pos, found)
        return found

    def search(self, text: str, pos: int, endpos: int) -> re.Match[str] | None:
        """Exactly ``self.pattern.search(text, pos, endpos)``."""
        other = self._other_start(text, pos, endpos)
        limit = other if other >= 0 else endpos
        orders = self._order_starts(text, pos, endpos)
        start = pos
        while start < limit:
            # no order at or after ``start``: no mark from here can reach one
            i = bisect_left(orders, start)
            if i == len(orders):
                break
            self.marks += 1
            mark = self.mark.search(text, start, endpos)
            if mark is None or mark.start() >= limit:
                break
            # an order must begin between the mark and the end of the gap after the mark's
            # longest form (a shorter form only moves the gap earlier; another alternative
            # of the mark at the same place may be up to MARK_SLACK longer)
            i = bisect_left(orders, mark.start(), i)
            reach = max(mark.end(), mark.start() + MARK_SLACK) + self.reach
            if i < len(orders) and orders[i] <= reach:
                self.verified += 1
                found = self.pattern.match(text, mark.start(), endpos)
                if found is not None:
                    return found
            start = mark.start() + 1
            if text[mark.start()] == "[":
                run = _BRACKETS.match(text, mark.start(), endpos)
                if run is not None and run.end() == mark.end():
                    start = mark.end()
        return self.pattern.match(text, limit, endpos) if other >= 0 else None
