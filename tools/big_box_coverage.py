"""Which Big Box rule IDs of our own (``HELPERS-n``, ``FRIENDS-n``, ``SCENARIO-n``) a test names:
``python tools/big_box_coverage.py [--missing]``.

The IDs are read from ``docs/rulings.md`` (the first cell of a table row, ``| HELPERS-6 | …``). A test names an ID
when its function name holds the prefix and the number as tokens, case-insensitively: ``test_HELPERS_6_…`` names
HELPERS-6, ``test_scenario_4_5_…`` names SCENARIO-4 and SCENARIO-5. Exit code 1 when an ID is named by no test.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PREFIXES = ("HELPERS", "FRIENDS", "SCENARIO")


def ruling_ids(text: str) -> list[str]:
    """Every ``PREFIX-n`` that heads a row of the rulings' tables."""
    found = re.findall(rf"^\| *((?:{'|'.join(PREFIXES)})-[0-9]+)\b", text, re.MULTILINE)
    return sorted(set(found), key=lambda i: (i.split("-")[0], int(i.split("-")[1])))


def test_names(root: Path = ROOT / "tests") -> list[str]:
    return [m.group(1) for path in sorted(root.rglob("*.py"))
            for m in re.finditer(r"^\s*def (test_\w+)", path.read_text("utf-8"), re.M)]


def named_ids(name: str) -> set[str]:
    """The IDs one test name carries: a prefix token followed by one or more number tokens."""
    tokens = name.lower().split("_")
    found = set()
    for i, token in enumerate(tokens):
        if token.upper() in PREFIXES:
            for number in tokens[i + 1:]:
                if not number.isdigit():
                    break
                found.add(f"{token.upper()}-{number}")
    return found


def coverage(rulings: Path = ROOT / "docs" / "rulings.md") -> dict[str, list[str]]:
    """ID → the tests naming it (an empty list: no test)."""
    ids = ruling_ids(rulings.read_text("utf-8"))
    out: dict[str, list[str]] = {i: [] for i in ids}
    for name in test_names():
        for rule in named_ids(name) & set(ids):
            out[rule].append(name)
    return out


def main(argv: list[str]) -> int:
    found = coverage()
    missing = [i for i, tests in found.items() if not tests]
    for prefix in PREFIXES:
        mine = [i for i in found if i.startswith(prefix + "-")]
        print(f"{prefix}: {len(mine) - len([i for i in missing if i in mine])} of {len(mine)} named by a test")
    if "--missing" in argv or missing:
        for rule in missing:
            print(f"  no test: {rule}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
