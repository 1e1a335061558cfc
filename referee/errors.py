"""The error family (re-exported from :mod:`referee.core.errors`)."""

from referee.core.errors import *  # noqa: F401,F403
from referee.core.errors import __all__  # noqa: F401
