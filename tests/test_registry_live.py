"""The option registry is read when it is used: a variant registered after every module of
wuhu-mj is imported is known to every door at once, and forgotten when it is removed (no
snapshot of the options anywhere)."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.batch.input import parse_line
from wuhu_mj.doors.batch.run import Scorer
from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.session import score_session
from wuhu_mj.service import options
from wuhu_mj.variants import register, unregister

sys.path.insert(0, str(Path(__file__).resolve().parent / "plugin"))
from pengpeng_mj import PENGPENG

HAND = "111m222p333s44z555m"


@pytest.fixture
def registered() -> Iterator[None]:
    register(PENGPENG)
    yield
    unregister("pengpeng")


def test_before_registering_the_option_is_unknown() -> None:
    assert options.spec_of("lucky") is None
    line = parse_line(1, f"{HAND} -r wuhu --lucky 5m")
    assert line is not None and "unknown option of score" in str(line.error)


@pytest.mark.usefixtures("registered", "english")
def test_after_registering_every_door_knows_it() -> None:
    spec = options.spec_of("lucky")
    assert spec is not None and spec.kind == "tile"
    scorer = Scorer()
    text = parse_line(1, f"{HAND} -r pengpeng --from 3 --lucky 5m")
    data = parse_line(2, json.dumps({"hand": HAND, "rules": "pengpeng", "from": 3, "lucky": "5m"}))
    assert text is not None and data is not None
    assert [scorer.score_line(line).net[0] for line in (text, data)] == [19, 19]
    evening = f"players: A B C D\nrules: pengpeng\nA B {HAND} 幸运牌 5m\n"
    assert score_session(evening).net == {"A": 19, "B": -19, "C": 0, "D": 0}
    helped = CliRunner().invoke(cli, ["score", "--help"])
    assert "--lucky TILE" in helped.stdout


def test_after_removing_it_is_unknown_again(registered: None) -> None:
    unregister("pengpeng")
    assert options.spec_of("lucky") is None
    register(PENGPENG)  # for the fixture to remove


@pytest.mark.usefixtures("english")
def test_a_command_made_before_registering_is_made_again() -> None:
    runner = CliRunner()
    assert "--lucky" not in runner.invoke(cli, ["score", "--help"]).stdout  # made now
    register(PENGPENG)
    try:
        assert "--lucky TILE" in runner.invoke(cli, ["waits", "--help"]).stdout
        assert "--lucky TILE" in runner.invoke(cli, ["score", "--help"]).stdout
    finally:
        unregister("pengpeng")
    assert "--lucky" not in runner.invoke(cli, ["score", "--help"]).stdout
