"""Exit statuses come from one place (wuhu_mj/messages/exits.py): every door's numbers and the
rule that sums up many hands (a batch, an evening)."""

from __future__ import annotations

import pytest

from wuhu_mj.doors import startup
from wuhu_mj.doors.cli import options as cli_options
from wuhu_mj.messages import exits


@pytest.mark.parametrize(
    ("bad_lines", "not_wins", "status"),
    [(0, 0, 0), (0, 3, 1), (1, 0, 2), (2, 5, 2)],
)
def test_many_hands_sum_up_to_one_status(bad_lines: int, not_wins: int, status: int) -> None:
    assert exits.exit_status(bad_lines, not_wins) == status


def test_the_numbers_are_the_usual_ones_everywhere() -> None:
    usual = (exits.EXIT_WIN, exits.EXIT_NOT_WIN, exits.EXIT_BAD_INPUT, exits.EXIT_INTERRUPTED)
    assert usual == (0, 1, 2, 130)
    assert startup.EXIT_INTERRUPTED == exits.EXIT_INTERRUPTED
    assert cli_options.EXIT_BAD_INPUT is exits.EXIT_BAD_INPUT
