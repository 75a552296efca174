from __future__ import annotations

import threading

from genai_chaos.telemetry import prometheus
from genai_chaos.telemetry.prometheus import OTHER, Counter, Gauge, Histogram, Registry


def test_the_cap_still_applies_when_label_keys_are_remembered() -> None:
    c = Counter("jobs_total", "Jobs.", ["queue", "code"], max_values=2)
    for _ in range(3):  # the second and third rounds hit the memo
        for q in ("a", "b", "c", "d"):
            c.inc(q, "200")
    assert c.value("a", "200") == 3.0
    assert c.value("b", "200") == 3.0
    assert c.value(OTHER, "200") == 6.0
    assert c.value("c", "200") == 0.0
    # a value past the cap stays "other" even once the memo knows it
    c.inc("a", "500")
    c.inc("c", "500")
    assert c.value("a", "500") == 1.0
    assert c.value(OTHER, "500") == 1.0


def test_remembered_keys_render_the_same_as_fresh_ones() -> None:
    def feed(reg: Registry) -> None:
        c = reg.counter("r_total", "R.", ["code"], max_values=2)
        h = reg.histogram("d_seconds", "D.", ["ep"], buckets=[0.1, 1.0], max_values=1)
        for code, ep, v in [("200", "x", 0.05), ("500", "y", 0.5), ("404", "x", 2.0)] * 3:
            c.inc(code)
            h.observe(v, ep)

    memo, fresh = Registry(), Registry()
    feed(memo)
    old = prometheus.KEY_CACHE_SIZE
    prometheus.KEY_CACHE_SIZE = 0  # nothing remembered: every update resolves anew
    try:
        feed(fresh)
    finally:
        prometheus.KEY_CACHE_SIZE = old
    text = memo.render()
    assert text == fresh.render()
    assert 'r_total{code="other"} 3' in text
    assert 'd_seconds_count{ep="other"} 3' in text


def _update(metric: Counter | Gauge | Histogram, value: str) -> None:
    if isinstance(metric, Histogram):
        metric.observe(0.1, value)
    else:
        metric.inc(value)


def test_clear_forgets_the_remembered_keys() -> None:
    metrics: list[Counter | Gauge | Histogram] = [
        Counter("a_total", "A.", ["k"], max_values=1),
        Gauge("g", "G.", ["k"], max_values=1),
        Histogram("h_seconds", "H.", ["k"], max_values=1),
    ]
    for metric in metrics:
        _update(metric, "a")
        _update(metric, "b")  # past the cap: other, and remembered so
        metric.clear()
        _update(metric, "b")  # after clear, "b" is the first value again
        rendered = "\n".join(metric.render())
        assert 'k="b"' in rendered, rendered
        assert 'k="other"' not in rendered, rendered


def test_the_memo_is_bounded() -> None:
    old = prometheus.KEY_CACHE_SIZE
    prometheus.KEY_CACHE_SIZE = 5
    try:
        c = Counter("n_total", "N.", ["id"], max_values=3)
        for i in range(50):
            c.inc(str(i))
        assert len(c._keys) == 5
        assert c.value(OTHER) == 47.0
    finally:
        prometheus.KEY_CACHE_SIZE = old


def test_concurrent_updates_keep_the_cap_and_every_count() -> None:
    c = Counter("t_total", "T.", ["v"], max_values=10)
    barrier = threading.Barrier(8)

    def work(n: int) -> None:
        barrier.wait()
        for i in range(2000):
            c.inc(str((i + n) % 40))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    series = [line for line in c.render() if not line.startswith("#")]
    assert len(series) == 11  # ten values and "other"
    assert sum(float(line.rsplit(" ", 1)[1]) for line in series) == 16000
