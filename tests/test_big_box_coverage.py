"""Every rule ID of our own for the Big Box scenarios (HELPERS-…, FRIENDS-…, SCENARIO-… in docs/rulings.md) is named
by a test (tools/big_box_coverage.py), and the tool counts what it should."""

from __future__ import annotations

import importlib.util

from botplay import ROOT

spec = importlib.util.spec_from_file_location("big_box_coverage", ROOT / "tools" / "big_box_coverage.py")
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)


def test_every_big_box_rule_id_is_named_by_a_test():
    found = tool.coverage()
    assert {i.split("-")[0] for i in found} == set(tool.PREFIXES)
    assert [i for i, tests in found.items() if not tests] == []


def test_the_tool_reads_ids_from_table_rows_and_names_from_tokens():
    text = "| HELPERS-6 | q |\n| FRIENDS-14 | q |\nSCENARIO-3 in prose\n| SCENARIO-12 (x) | q |\n"
    assert tool.ruling_ids(text) == ["FRIENDS-14", "HELPERS-6", "SCENARIO-12"]
    assert tool.named_ids("test_SCENARIO_4_5_items") == {"SCENARIO-4", "SCENARIO-5"}
    assert tool.named_ids("test_scenario_files_load") == set()
    assert tool.named_ids("test_helpers_6_x_friends_14") == {"HELPERS-6", "FRIENDS-14"}
