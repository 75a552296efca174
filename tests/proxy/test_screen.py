"""The rule screen (proxy/screen.py) decides exactly what parsing every body and asking
every rule would: the same rules in scope, the same rules firing, in the same order."""

from __future__ import annotations

import gc
import json
import random
import sys
import threading
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from genai_chaos.faults.randomness import frac_below, seed_keys
from genai_chaos.proxy import screen as screen_module
from genai_chaos.proxy import wire
from genai_chaos.proxy.app import Exchange, ProxyState
from genai_chaos.proxy.events import ProxyEvents, RuleIds, Stats
from genai_chaos.proxy.rules import CompiledRule, RuleSet, parse_rule, request_hash
from genai_chaos.proxy.screen import RuleIndex, model_needles, needles_absent, plain_utf8

CHAT = "/v1/chat/completions"

GLOBS = [
    "gpt-4o*",
    "gpt-[34]o*",
    "*mini",
    "meta/llama*",
    "o1-?ini",
    "*",
    "fake",
    "*ünï*",
    'we"ird*',
    "a?b",
]

# bodies where a quick look at the bytes would be wrong: the parse must decide
TRICKY = [
    b'{"model": "gpt-4o"}',
    b'{ "model" :\n\t"gpt-4o-mini" }',
    b'{"messages": [{"model": "gpt-4o"}], "model": "other"}',
    b'{"model": "other", "note": "gpt-4o"}',
    b'{"model": "gpt-4o\\"x"}',
    b'{"model": "a", "c": "\\"model\\": \\"gpt-4o\\""}',
    b'{"model": "gpt\\u002d4o"}',
    b'{"\\u006dodel": "gpt-4o-mini"}',
    b'{"model": "gpt-4o", "model": "other"}',
    b'{"model": "other", "model": "gpt-4o"}',
    b'{"model": "meta\\/llama-3"}',
    b'{"model": "meta/llama-3"}',
    b'{"model": "\\u00fcn\\u00ef-1"}',
    '{"model": "x-ünï-1"}'.encode(),
    b'{"model": "we\\"ird-1"}',
    b'{"model": "a\\nb"}',
    b'{"model": "o1-mini"}',
    b'{"model": "gpt-4o", "x": NaN}',
    b'{"model": "gpt-4o"',
    b'{"model": "gpt-4o"} x',
    b'{"model": 4}',
    b'{"model": null}',
    b'{"model": ["gpt-4o"]}',
    b'["gpt-4o"]',
    b'"gpt-4o"',
    b"null",
    b"",
    b"gpt-4o",
    b'{"model": "gpt-4o\xff"}',
    b'{"model": "\\ud800gpt-4o"}',
    json.dumps({"model": "gpt-4o-mini"}).encode("utf-16-le"),
    json.dumps({"model": "gpt-4o-mini"}).encode("utf-32-le"),
    json.dumps({"model": "gpt-4o-mini"}).encode("utf-16-be"),
    b'{"model": "gpt-4o", "deep": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b'{"model": "fake", "messages": [{"role": "user", "content": "hi"}]}',
]


def state(rules: list[dict]) -> ProxyState:
    rs = RuleSet(run_seed=1)
    rs.replace(rules)
    return ProxyState("http://127.0.0.1:9", rs, ProxyEvents(), Stats())


_REQUESTS: dict[tuple[tuple[str, str], ...], web.Request] = {}


def exchange(st: ProxyState, body: bytes, rid: str = "req-1", **headers: str) -> Exchange:
    key = tuple(sorted(headers.items()))
    request = _REQUESTS.get(key)
    if request is None:  # a mocked request is slow to make; the screen only reads headers
        request = _REQUESTS[key] = make_mocked_request(
            "POST", CHAT, headers={"Host": "x", **headers}
        )
    ex = Exchange(request, st, rid, 0.0)
    ex._body = body
    return ex


def reference_scope(st: ProxyState, body: bytes, headers: dict[str, str]) -> list[str]:
    """What parsing the body and asking every rule gives (the old screen)."""
    data = wire.json_object(body)
    value = data.get("model") if data is not None else None
    model = value if isinstance(value, str) else None
    lowered = {k.lower(): v for k, v in headers.items()}
    return [c.rule.id for c in st.rules.index().for_path(CHAT) if c.matches(CHAT, model, lowered)]


def screened(st: ProxyState, body: bytes, headers: dict[str, str]) -> list[str]:
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    ex = exchange(st, body, **headers)
    scoped = {c.rule.id for c in ex._in_scope(screen)}
    return [c.rule.id for c in screen.rules if c.rule.id in scoped or c in screen.open]


def model_rules(globs: list[list[str]]) -> list[dict]:
    return [
        {"id": f"m{i}", "kind": "latency", "params": {"delay_ms": 1}, "match": {"models": g}}
        for i, g in enumerate(globs)
    ]


def test_needles_are_the_literal_text_a_glob_needs() -> None:
    assert model_needles(["gpt-4o*"]) == ((b"gpt-4o",),)
    assert model_needles(["gpt-[34]o*"]) == ((b"gpt-",),)  # nothing after a class
    assert model_needles(["meta/llama*"]) == ((b"meta", b"llama"),)  # "/" may be escaped
    assert model_needles(['we"ird*']) == ((b"we", b"ird"),)
    assert model_needles(["*ünï*"]) == (("ünï".encode(),),)
    assert model_needles(["*"]) is None
    assert model_needles(["gpt-4o*", "*"]) is None
    assert model_needles(["[ab]*"]) is None


def test_plain_bodies_are_utf8_without_unicode_escapes() -> None:
    assert plain_utf8(b'{"model": "x"}')
    assert not plain_utf8(b'{"model": "\\u0078"}')
    assert not plain_utf8(json.dumps({"model": "x"}).encode("utf-16-le"))
    assert not plain_utf8(json.dumps({"model": "x"}).encode("utf-32-be"))


@pytest.mark.parametrize("body", TRICKY, ids=range(len(TRICKY)))
def test_the_screen_puts_the_same_rules_in_scope_as_the_parse(body: bytes) -> None:
    st = state(model_rules([[g] for g in GLOBS] + [["gpt-4o*", "*mini"], ["o1-?ini", "fake"]]))
    assert screened(st, body, {}) == reference_scope(st, body, {})


def test_needles_never_rule_out_a_model_that_matches() -> None:
    # every needle-based dismissal must agree with the parse, on random bodies built
    # from pieces that put a glob's text in every place but the model, or in the model
    rng = random.Random(7)
    models = ["gpt-4o", "gpt-4o-mini", "o1-mini", "meta/llama-3", "x-ünï", "fake", "a\nb"]
    escapes = {"-": "\\u002d", "/": "\\/", "o": "\\u006f", "\n": "\\n"}
    rules = model_rules([[g] for g in GLOBS])
    st = state(rules)
    compiled = [CompiledRule(parse_rule(r), None) for r in rules]
    checked = 0
    for _ in range(3000):
        model = rng.choice(models)
        text = json.dumps(model, ensure_ascii=rng.random() < 0.3)
        if rng.random() < 0.3:
            ch = rng.choice(list(escapes))
            text = text.replace(ch, escapes[ch]) if ch != "\n" else text
        other = json.dumps(rng.choice(models))
        parts = [f'"model": {text}', f'"note": {other}', f'"messages": [{{"model": {other}}}]']
        rng.shuffle(parts)
        if rng.random() < 0.2:
            parts.append(f'"model": {other}')  # a duplicate: the last one counts
        sep = rng.choice([",", ", ", " ,\n  "])
        body = ("{" + sep.join(parts) + "}").encode()
        if rng.random() < 0.1:
            body = body[: rng.randrange(len(body))]  # cut: not JSON
        expected = reference_scope(st, body, {})
        assert screened(st, body, {}) == expected, body
        for c in compiled:
            if plain_utf8(body) and needles_absent(c.model_needles, body):
                checked += 1
                assert c.rule.id not in expected, (c.rule.id, body)
    assert checked > 1000  # the needles did rule out many rules without a parse


def test_header_scoped_rules_are_ruled_out_together_only_when_no_header_is_there() -> None:
    st = state(
        [
            {"id": "t", "kind": "timeout", "match": {"headers": {"X-Tenant": "acme*"}}},
            {"id": "u", "kind": "timeout", "match": {"headers": {"x-user": "*"}}},
            {
                "id": "tm",
                "kind": "timeout",
                "match": {"headers": {"x-tenant": "*"}, "models": ["gpt-4o*"]},
            },
            {"id": "m", "kind": "timeout", "match": {"models": ["gpt-4o*"]}},
        ]
    )
    body = b'{"model": "gpt-4o"}'
    for headers in [{}, {"x-tenant": "acme-1"}, {"X-Tenant": "globex"}, {"x-user": "bob"}]:
        assert screened(st, body, headers) == reference_scope(st, body, headers)
        assert screened(st, b"{}", headers) == reference_scope(st, b"{}", headers)
    assert screened(st, body, {"x-tenant": "acme"}) == ["t", "tm", "m"]


@pytest.mark.parametrize(
    ("probability", "blast_radius"), [(1.0, 1.0), (0.3, 1.0), (1.0, 0.4), (0.5, 0.5), (0.0, 1.0)]
)
def test_the_draw_over_cached_keys_is_the_faults_own(probability: float, blast_radius: float):
    rules = [
        {
            "id": f"r{i}",
            "kind": "timeout",
            "probability": probability,
            "blast_radius": blast_radius,
            "seed": 11 + i,
        }
        for i in range(4)
    ]
    st = state(rules)
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    for i in range(1500):
        r = request_hash(f"req-{i}")
        assert screen.firing(r) == [c for c in screen.open if c.fault.fires(r)]


# probabilities on both sides of the modulo-free test's limit (0.5), and its edges
PROBABILITIES = [1e-12, 1e-6, 0.001, 0.3, 0.5, 0.5000000000000001, 0.7, 0.999, 1.0, 0.0]
#: CRC-32 values at the ends of the range and around powers of two
EDGE_HASHES = [0, 1, 2, 3, 2**16, 2**31 - 1, 2**31, 2**31 + 1, 2**32 - 2, 2**32 - 1]


def test_the_modulo_free_test_agrees_with_the_modulo_on_millions_of_draws() -> None:
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(5)
    r = np.concatenate([np.array(EDGE_HASHES), rng.integers(0, 2**32, 1_000_000)])
    x = r.astype(np.float64)
    checked = 0
    for seed in range(6):
        keys = seed_keys(seed, "timeout")
        for c, d in ((keys.c, keys.d), (keys.a, keys.b)):
            y = x * c + d  # the same IEEE-754 operations as Python floats
            modulo = np.fmod(y, 1.0)  # Python's % for y >= 0
            f = y - ((y + 2.0**52) - 2.0**52)
            for p in (p for p in PROBABILITIES if p <= 0.5):
                fast = (f >= 0.0) & (f < p)
                assert np.array_equal(fast, modulo < p), (seed, p)
                checked += len(r)
    assert checked > 20_000_000
    # the scalar function, on exact halves and integers where rounding ties
    for y in (0.0, 0.5, 1.5, 2.5, 3.0, 7.25, 2.0**32, 2.0**32 + 0.5):
        for p in (0.0, 0.25, 0.5):
            assert frac_below(y, p) == (y % 1.0 < p), (y, p)


def test_mixed_probabilities_fire_as_the_faults_do_in_the_rules_order() -> None:
    rng = random.Random(9)
    rules = [
        {"id": f"r{i}", "kind": "timeout", "probability": p, "seed": 100 + i}
        for i, p in enumerate(PROBABILITIES)
    ]
    rules.append({"id": "half-blast", "kind": "timeout", "blast_radius": 0.5, "seed": 3})
    rules.append({"id": "narrow-last", "kind": "timeout", "probability": 0.4, "seed": 4})
    st = state(rules)
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    hashes = EDGE_HASHES + [rng.getrandbits(32) for _ in range(20_000)]
    several = 0
    for r in hashes:
        expected = [c for c in screen.open if c.fault.fires(r)]
        assert screen.firing(r) == expected, r
        several += len(expected) > 2
    assert several > 1000  # the wide rules fire together with narrow ones: order matters


def test_the_draw_follows_a_fault_changed_in_place() -> None:
    st = state([{"id": "a", "kind": "timeout", "seed": 3}])
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    c = screen.open[0]
    r = request_hash("req-1")
    assert screen.firing(r) == [c]
    c.fault.probability = 0.0
    assert screen.firing(r) == []
    c.fault.probability = 1.0
    c.fault.enabled = False
    assert screen.firing(r) == []
    c.fault.enabled = True
    c.fault.blast_radius = 0.0
    assert screen.firing(r) == []
    c.fault.blast_radius = 1.0
    assert screen.firing(r) == [c]


def test_fired_rules_begin_in_the_rules_order_and_are_counted() -> None:
    st = state(
        [
            {"id": "open1", "kind": "latency", "params": {"delay_ms": 1}},
            {
                "id": "hdr",
                "kind": "latency",
                "params": {"delay_ms": 2},
                "match": {"headers": {"x-t": "a"}},
            },
            {"id": "open2", "kind": "latency", "params": {"delay_ms": 3}},
            {
                "id": "mdl",
                "kind": "latency",
                "params": {"delay_ms": 4},
                "match": {"models": ["m*"]},
            },
            {"id": "never", "kind": "latency", "params": {"delay_ms": 5}, "probability": 0.0},
        ]
    )
    ex = exchange(st, b'{"model": "m1"}', **{"x-t": "a"})
    ex._decide()
    assert [c.rule.id for c, _ in ex.fired] == ["open1", "hdr", "open2", "mdl"]
    ex2 = exchange(st, b'{"model": "n"}', rid="req-2")
    ex2._decide()
    assert [c.rule.id for c, _ in ex2.fired] == ["open1", "open2"]
    hits = st.stats.snapshot()["rule_hits"]
    assert hits == {
        "open1": {"matched": 2, "fired": 2},
        "open2": {"matched": 2, "fired": 2},
        "never": {"matched": 2, "fired": 0},
        "hdr": {"matched": 1, "fired": 1},
        "mdl": {"matched": 1, "fired": 1},
    }


def test_matched_counts_stay_exact_past_the_cap_on_distinct_sets() -> None:
    stats = Stats()
    expected: dict[str, int] = {}
    for i in range(Stats.MATCHED_SETS * 3):
        ids = ("all", f"r{i % (Stats.MATCHED_SETS + 7)}")
        stats.rule_hits(ids, [])
        for r in ids:
            expected[r] = expected.get(r, 0) + 1
    assert len(stats._matched_sets) <= Stats.MATCHED_SETS
    assert dict(stats.matched) == expected
    assert {r: h["matched"] for r, h in stats.snapshot()["rule_hits"].items()} == expected
    stats.clear()
    assert stats.snapshot()["rule_hits"] == {}


def test_a_body_too_deep_to_parse_has_no_model_and_breaks_nothing() -> None:
    deep = b'{"model": "gpt-4o", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    assert wire.json_object(deep) is None
    st = state(model_rules([["gpt-4o*"]]))
    ex = exchange(st, deep)
    ex._decide()
    assert ex.fired == []


def _count_generated_draws(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the draw functions the screen generates (each costs a ``compile`` on the
    event loop, about 0.1 ms a rule)."""
    made: list[int] = []
    real = screen_module.compile_draws

    def counting(rules: tuple[CompiledRule, ...], *args: Any) -> screen_module._Draw:
        made.append(len(rules))
        return real(rules, *args)

    monkeypatch.setattr(screen_module, "compile_draws", counting)
    return made


def test_paths_with_the_same_rules_share_one_screen_past_the_memo(monkeypatch) -> None:
    monkeypatch.setattr(RuleIndex, "MEMO", 8)
    made = _count_generated_draws(monkeypatch)
    st = state(
        [
            {"id": "all", "kind": "timeout", "probability": 0.3, "seed": 1},
            {"id": "chat", "kind": "timeout", "match": {"paths": ["*/chat/*"]}, "seed": 2},
        ]
    )
    index = st.rules.index()
    r = request_hash("req-1")
    seen = {}  # the screens themselves, so that no id is reused
    for i in range(50):  # client-chosen paths, many more than the memo holds
        for path in (f"/v{i}/chat/completions", f"/v{i}/embeddings"):
            screen = index.screen(path)
            assert screen is not None
            assert screen.firing(r) == [c for c in screen.open if c.fault.fires(r)]
            seen[id(screen)] = screen
    assert len(seen) == 2 and len(made) == 2  # one screen, one draw, per set of rules


def test_a_large_rule_set_is_drawn_exactly_without_generated_code(monkeypatch) -> None:
    compiled: list[str] = []
    real = compile

    def spy(source: str, *args: object, **kwargs: object) -> object:
        compiled.append(source)
        return real(source, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(screen_module, "compile", spy, raising=False)
    rng = random.Random(3)
    probabilities = [*PROBABILITIES, -0.0]
    n = screen_module.UNROLL_MAX * 4
    rules = [
        {
            "id": f"r{i}",
            "kind": "timeout",
            "probability": probabilities[i % len(probabilities)],
            "blast_radius": (1.0, 0.5, 0.0)[i % 3],
            "seed": 1000 + i,
        }
        for i in range(n)
    ]
    st = state(rules)
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    for r in EDGE_HASHES + [rng.getrandbits(32) for _ in range(2000)]:
        assert screen.firing(r) == [c for c in screen.open if c.fault.fires(r)], r
    assert compiled == []  # a compile of n rules would hold the event loop for n * 0.1 ms
    # a small set is still unrolled into one generated function
    small = state(rules[: screen_module.UNROLL_MAX]).rules.index().screen(CHAT)
    assert small is not None
    for r in EDGE_HASHES + [rng.getrandbits(32) for _ in range(2000)]:
        assert small.firing(r) == [c for c in small.open if c.fault.fires(r)], r
    assert len(compiled) == 1


def test_rules_that_can_never_fire_are_left_out_of_the_draw() -> None:
    rules = [
        {"id": "p0", "kind": "timeout", "probability": 0.0, "seed": 1},
        {"id": "b0", "kind": "timeout", "blast_radius": 0.0, "seed": 2},
        {"id": "on", "kind": "timeout", "probability": 0.2, "seed": 3},
    ]
    st = state(rules)
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    source = screen_module.draw_source(screen.open)
    assert source.count("RULES[") == 1 and "RULES[2]" in source


def test_keys_that_are_not_plain_floats_are_drawn_as_the_fault_draws() -> None:
    st = state([{"id": f"r{i}", "kind": "timeout", "seed": i} for i in range(3)])
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    odd = screen.open[1].fault
    odd._prob = 0  # an int, as a fault kind of a plugin might keep it
    odd.blast_radius = 1.0  # bumps the faults' generation: the screen draws again
    for i in range(500):
        r = request_hash(f"req-{i}")
        assert screen.firing(r) == [c for c in screen.open if c.fault.fires(r)]
    assert screen.firing(0) == [screen.open[0], screen.open[2]]


def test_matched_counts_stay_exact_while_other_threads_read_them() -> None:
    # the counting thread stores without the lock; readers fold under it
    stats = Stats()
    key = RuleIds(("a", "b"))
    counted = 0
    folds = 0
    done = threading.Event()

    def read() -> None:
        nonlocal folds
        while not done.is_set():
            stats.snapshot()
            folds += 1

    reader = threading.Thread(target=read)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads often, inside rule_hits too
    reader.start()
    try:
        for _ in range(50):  # 50 x 4,000 requests, however many folds meanwhile
            for _ in range(2000):
                stats.rule_hits(key, [])
                stats.rule_hits(("a",), [])
            counted += 2000
    finally:
        done.set()
        reader.join(5)
        sys.setswitchinterval(interval)
    assert folds > 0
    assert dict(stats.matched) == {"a": 2 * counted, "b": counted}
    stats.clear()
    stats.rule_hits(key, [])
    stats.rule_hits(key, ["b"])
    assert stats.snapshot()["rule_hits"] == {
        "a": {"matched": 2, "fired": 0},
        "b": {"matched": 2, "fired": 1},
    }


class _FoldingDict(dict[Any, int]):
    """Matched sets whose look-up lets a reader fold first: a fold lands between every
    read and store of the counting thread's fast path (where a thread switch may)."""

    stats: Stats

    def get(self, key: Any, default: Any = None) -> Any:
        n = super().get(key, default)
        if not self.stats._lock.locked():  # (not from rule_hits' own locked path)
            self.stats.snapshot()
        return n


def test_a_fold_between_the_counting_threads_read_and_store_loses_nothing() -> None:
    stats = Stats()
    sets = _FoldingDict()
    sets.stats = stats
    stats._matched_sets = sets
    key = RuleIds(("a",))
    for _ in range(100):
        stats.rule_hits(key, [])
    stats.rule_hits(key, ["a"])
    assert dict(stats.matched) == {"a": 101}
    assert dict(stats.fired) == {"a": 1}


def test_clear_forgets_what_was_counted_even_unread() -> None:
    stats = Stats()
    key = RuleIds(("a", "b"))
    for _ in range(3):
        stats.rule_hits(key, [])
    stats.clear()  # nothing read before: what was counted is folded, then forgotten
    assert dict(stats.matched) == {}
    stats.rule_hits(key, [])
    assert dict(stats.matched) == {"a": 1, "b": 1}


def test_a_second_counting_thread_makes_every_count_take_the_lock() -> None:
    stats = Stats()
    key = RuleIds(("a",))
    stats.rule_hits(key, [])  # this thread counts first: its fast path is lock-free
    n = 100_000

    def count() -> None:
        for _ in range(n):
            stats.rule_hits(key, [])

    other = threading.Thread(target=count)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    other.start()
    try:
        count()
    finally:
        other.join(30)
        sys.setswitchinterval(interval)
    # at most the one request this thread was counting when the other one began
    assert 2 * n <= stats.matched["a"] <= 2 * n + 1


def test_a_request_compiles_the_draw_once_while_faults_keep_changing(monkeypatch) -> None:
    st = state([{"id": "a", "kind": "timeout", "seed": 3}])
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    real = screen_module.compile_draws
    made: list[int] = []

    def changing(rules: tuple[CompiledRule, ...], *args: Any) -> screen_module._Draw:
        made.append(1)
        draw = real(rules, *args)
        rules[0].fault.seed = rules[0].fault.seed  # another thread changes a fault meanwhile
        return draw

    monkeypatch.setattr(screen_module, "compile_draws", changing)
    r = request_hash("req-1")
    for i in range(1, 6):
        assert screen.draw(r) == [screen.open[0]]
        assert len(made) == i  # one compile a request, never nested


def test_rules_replaced_are_freed_without_the_cyclic_collector() -> None:
    gc.collect()
    gc.disable()
    try:
        rules = RuleSet(run_seed=1)
        for i in range(20):
            rules.replace(
                [
                    {"id": f"freed-s{i}", "kind": "timeout", "probability": 0.01},
                    {"id": f"freed-t{i}", "kind": "timeout", "match": {"paths": ["/v1/*"]}},
                ]
            )
            found = rules.index().screen(CHAT)
            assert found is not None
            found.draw(request_hash("req-1"))
            del found
        alive = [
            o.rule.id
            for o in gc.get_objects()
            if type(o) is CompiledRule and o.rule.id.startswith("freed-")
        ]
        assert sorted(alive) == ["freed-s19", "freed-t19"]  # in force; not the 38 replaced
    finally:
        gc.enable()


def test_a_draw_function_follows_a_fault_changed_after_it_was_made() -> None:
    for n in (1, screen_module.UNROLL_MAX + 8):  # unrolled, and drawn by a loop
        st = state([{"id": f"r{i}", "kind": "timeout", "seed": i} for i in range(n)])
        rules = st.rules.index().enabled
        draw = screen_module.compile_draws(rules)
        r = request_hash("req-1")
        assert draw(r) == list(rules)
        rules[0].fault.probability = 0.0
        assert draw(r) == list(rules[1:])
        for c in rules:
            c.fault.enabled = False
        assert draw(r) == []
        rules[-1].fault.enabled = True
        rules[-1].fault.probability = 1.0  # (with one rule, the one made silent above)
        assert draw(r) == [rules[-1]]


def test_a_draw_function_kept_past_its_screen_still_follows_a_changed_fault() -> None:
    st = state([{"id": "a", "kind": "timeout", "seed": 3}])
    screen = st.rules.index().screen(CHAT)
    assert screen is not None
    rule = screen.open[0]
    r = request_hash("req-1")
    assert screen.draw(r) == [rule]
    draw = screen.draw
    st.rules.replace([])  # the screen goes with its index
    del screen
    gc.collect()
    rule.fault.probability = 0.0
    assert draw(r) == []
    rule.fault.probability = 1.0
    assert draw(r) == [rule]
