"""Catan: Treasures, Dragons & Adventurers — the scenarios of seed 003 (catan-td-and-e.md), each a member of the
Catan family built on Seafarers.

One subpackage per scenario, reading like its pages of the rulebook (``treasure_islands``, ``into_the_unknown``,
``greater_catan``, ``desert_dragons``), its setup data in ``tde/data/<key>.toml`` (the digest's ``[scenario.…]``
tables, every lost number marked), and what two scenarios share (the treasure tokens of §2) in a module of this
package.
"""
