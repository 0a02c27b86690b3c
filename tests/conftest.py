"""Shared test settings: the hypothesis profiles of the fuzz tests.

``ci`` (the default) keeps every fuzz test short; ``NR_FAST_FUZZ=long`` selects ``long``, a
long fuzzing run (see README, "Fuzzing").
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", max_examples=200, deadline=None)
settings.register_profile("long", max_examples=100_000, deadline=None)
settings.load_profile("long" if os.environ.get("NR_FAST_FUZZ") == "long" else "ci")
