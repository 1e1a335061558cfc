"""Which rule IDs of a digest are named by a test: ``python tools/rule_coverage.py [DIGEST…] [--strict] [--missing]``.

With no digest, every digest of ``../shared/rules`` whose IDs have a game here. A test names an ID
when its function name holds the area and the number after the prefix token (``aqua``, ``rome``,
``catan``), case-insensitively: ``test_aqua_turn_2_…`` names AQUA-TURN-2,
``test_AQUA_CLOSE_1_2_…`` names AQUA-CLOSE-1 and AQUA-CLOSE-2, ``test_aqua_place_5_worker_2_…``
names AQUA-PLACE-5 and AQUA-WORKER-2, ``test_aqua_opt_well_adj_…`` names AQUA-OPT-WELL-ADJ.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules"
DIGESTS = ("catan-base.md", "catan-5-6.md", "seafarers-and-ck-minimum.md", "aqua-romana.md", "struggle-for-rome.md",
           "warriors-and-traders.md", "catan-td-and-e.md")
PREFIX = "AQUA"


def prefix_of(text: str) -> str:
    """The digest's own prefix: the one most of its numbered rules carry (``CATAN``, ``ROME``, ``AQUA``)."""
    found = re.findall(r"\*\*([A-Z0-9]+)-[A-Z]+-[0-9]+\*\*", text)
    return max(set(found), key=found.count)


def prefixes_of(text: str) -> list[str]:
    """Every prefix the digest numbers rules with (at least five bold IDs: ``SEA`` and ``CK`` in the Seafarers and
    C&K digest, ``CATAN`` and the worked examples' ``EX`` in the base game's), the main one first."""
    found = re.findall(r"\*\*([A-Z0-9]+)-[A-Z]+-[0-9]+", text)
    main = prefix_of(text)
    return [main, *sorted(p for p in set(found) if p != main and found.count(p) >= 5)]


def digest_ids(text: str, prefix: str = PREFIX) -> list[str]:
    """Every numbered rule the digest defines: in bold, alone or with its title (``**AQUA-TURN-2**``,
    ``**CATAN-BUILD-5 (distance rule)**``, ``**WT-ACT-1 Upgrade technology:**``), or as the first cell of a table
    row (``| ROME-FAQ-1 | …``); the §9 switch names are options, not rules."""
    found = re.findall(rf"\*\*({prefix}-[A-Z]+-[0-9]+)(?:\*\*| \(| [A-Z][\w ,/&-]*:\*\*)", text)
    found += re.findall(rf"^\| *({prefix}-[A-Z]+-[0-9]+) *\|", text, re.MULTILINE)
    return sorted(set(found), key=lambda i: (i.rsplit("-", 1)[0], int(i.rsplit("-", 1)[1])))


def test_names(root: Path = ROOT / "tests") -> list[str]:
    return [m.group(1) for path in sorted(root.rglob("*.py"))
            for m in re.finditer(r"^\s*def (test_\w+)", path.read_text("utf-8"), re.M)]


def named_ids(name: str, ids: list[str], prefix: str = PREFIX, strict: bool = False) -> set[str]:
    """The IDs among ``ids`` that one test name carries (``strict``: only ``aqua_AREA_N``, the number right
    after its area and the area right after ``aqua``, so ``aqua_close_1_2`` names CLOSE-1 alone and
    ``aqua_place_5_worker_2`` PLACE-5 alone)."""
    tokens = name.lower().split("_")
    if prefix.lower() not in tokens:
        return set()
    tokens = tokens[tokens.index(prefix.lower()):]
    by_tokens = {tuple(i.lower().split("-")[1:]): i for i in ids}
    found: set[str] = set()
    for start in range(len(tokens)):
        # named options: the whole ID spelled out (opt_well_adj)
        for key, rule in by_tokens.items():
            if not key[-1].isdigit() and tuple(tokens[start:start + len(key)]) == key:
                found.add(rule)
        # numbered rules: the area followed by one or more numbers (close_1_2); strict: aqua_AREA_N only
        area = tokens[start]
        if strict and (start == 0 or tokens[start - 1] != prefix.lower()):
            continue
        pos = start + 1
        while pos < len(tokens) and tokens[pos].isdigit():
            if (area, tokens[pos]) in by_tokens:
                found.add(by_tokens[(area, tokens[pos])])
            pos += 1
            if strict:
                break
    return found


def coverage(digest: Path, prefix: str | None = None, strict: bool = False) -> tuple[list[str], set[str]]:
    text = digest.read_text("utf-8")
    prefix = prefix or prefix_of(text)
    ids = digest_ids(text, prefix)
    named: set[str] = set()
    for name in test_names():
        named |= named_ids(name, ids, prefix, strict)
    return ids, named


def main(argv: list[str]) -> int:
    digests = [Path(a) for a in argv if not a.startswith("--")] or [RULES / name for name in DIGESTS]
    for digest in digests:
        prefixes = prefixes_of(digest.read_text("utf-8"))
        for prefix in prefixes:
            ids, named = coverage(digest, prefix, strict="--strict" in argv)
            label = digest.name if len(prefixes) == 1 else f"{digest.name} [{prefix}]"
            print(f"{label}: {len(named & set(ids))}/{len(ids)} IDs named by a test "
                  f"({100 * len(named & set(ids)) / len(ids):.1f} %)")
            if "--missing" in argv:
                for rule in ids:
                    if rule not in named:
                        print(f"  no test: {rule}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
