"""Shared pytest configuration: hypothesis profiles for the fuzz tests.

``ci`` (the default) runs a modest number of examples; ``NR_FAST_FUZZ=long`` selects ``long``.
"""

import os

from hypothesis import settings

settings.register_profile("ci", max_examples=200, deadline=None)
settings.register_profile("long", max_examples=100_000, deadline=None)
settings.load_profile("long" if os.environ.get("NR_FAST_FUZZ") == "long" else "ci")
