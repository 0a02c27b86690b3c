"""The web table: play against the bots in a browser (``nr-fast serve``, ``nr-fast play --web``).

A local Starlette server (the optional ``web`` extra: ``pip install '.[web]'`` in the checkout)
holds the real game and sends the page only what the human side may know.
:mod:`nr_fast.web.app` (the endpoints, :func:`~nr_fast.web.app.create_app`,
:func:`~nr_fast.web.app.serve`), :mod:`nr_fast.web.session` (the games it holds),
:mod:`nr_fast.web.views` (the JSON it sends), ``static/`` (the page: plain HTML, CSS and
JavaScript). See docs/web.md.

This package imports Starlette only when :func:`create_app` or :func:`serve` is first used, so
the command line can say how to install the extra when it is missing.
"""

from __future__ import annotations

from typing import Any

__all__ = ["create_app", "serve"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import app

        return getattr(app, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
