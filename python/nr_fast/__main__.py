"""``python -m nr_fast``: the same as the ``nr-fast`` command."""

import sys

from .cli import main

sys.exit(main())
