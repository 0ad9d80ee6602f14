"""Shell completion through click's entry, `_WUHU_MJ_COMPLETE` (README: bash, zsh, fish): rule-set
names for -r/--rules and the rule commands, a house-rule file's path, --lang's values."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.rules.ruleset import builtin_names

BUILT_IN = builtin_names()  # every built-in rule set (a variant plugin may add more)


def completed(line: str) -> list[str]:
    """What bash is offered for the last word of `line` (type,value per line)."""
    words = line.split(" ")
    done = CliRunner(
        env={
            "_WUHU_MJ_COMPLETE": "bash_complete",
            "COMP_WORDS": line,
            "COMP_CWORD": str(len(words) - 1),
        }
    ).invoke(cli, [], prog_name="wuhu-mj")
    assert done.exit_code == 0, done.output
    return done.stdout.splitlines()


@pytest.mark.parametrize(
    ("line", "offered"),
    [
        ("wuhu-mj score 11m -r ", [f"plain,{name}" for name in BUILT_IN]),
        ("wuhu-mj score 11m --rules wuhu-", ["plain,wuhu-315", "plain,wuhu-fan"]),
        ("wuhu-mj waits 11m -r chi", ["plain,chizhou"]),
        ("wuhu-mj batch hands.txt -r anqing-", ["plain,anqing-classic", "plain,anqing-daque"]),
        ("wuhu-mj rules show wuhu-f", ["plain,wuhu-fan"]),
        ("wuhu-mj rules diff wuhu an", [f"plain,{n}" for n in BUILT_IN[:3]]),
        ("wuhu-mj rules validate samples/house-rules/", ["file,samples/house-rules/"]),
        ("wuhu-mj score 11m -r ./our", ["file,./our"]),
        ("wuhu-mj score 11m --lang ", ["plain,zh", "plain,en"]),
        ("wuhu-mj sch", ["plain,schema"]),
    ],
)
def test_completion_offers(line: str, offered: list[str]) -> None:
    assert completed(line) == offered


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_each_shell_gets_its_script(shell: str) -> None:
    done = CliRunner(env={"_WUHU_MJ_COMPLETE": f"{shell}_source"}).invoke(
        cli, [], prog_name="wuhu-mj"
    )
    assert done.exit_code == 0
    assert "_WUHU_MJ_COMPLETE" in done.stdout
