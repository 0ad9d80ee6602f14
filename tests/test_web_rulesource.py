"""The API's built-in rule sets: found by name without listing the rule folders on every
request, and never by a path."""

from __future__ import annotations

import pytest

from wuhu_mj.doors.web import rulesource
from wuhu_mj.messages.errors import InputError


def test_a_known_name_does_not_list_the_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    def listed() -> list[str]:
        raise AssertionError("the rule folders were listed")

    monkeypatch.setattr(rulesource, "builtin_names", listed)
    assert rulesource.builtin("wuhu").name == "wuhu"
    assert rulesource.builtin("anqing-classic").name == "anqing-classic"


@pytest.mark.parametrize(
    "name", ["nope", "wuhu.yaml", "rules/wuhu", "../rules/wuhu", "./wuhu.yml", "", "wu\x00hu"]
)
def test_anything_else_is_no_built_in_rule_set(name: str) -> None:
    with pytest.raises(InputError, match="no built-in rule set") as caught:
        rulesource.builtin(name)
    assert caught.value.where == "rules"
    assert "known: anqing" in str(caught.value)


def test_the_page_and_the_cli_word_an_unknown_rule_set_alike() -> None:
    """One message, one id, whatever the door (the CLI names no option: the name is in it)."""
    from click.testing import CliRunner

    from wuhu_mj.doors.cli import cli

    with pytest.raises(InputError) as caught:
        rulesource.builtin("nosuchrules")
    for lang in ("en", "zh"):
        done = CliRunner().invoke(
            cli, ["--lang", lang, "score", "123m456m789m11p234p", "-r", "nosuchrules"]
        )
        assert done.exit_code == 2
        said = caught.value.text(lang).split(": ", 1)[1]  # less the page's where, `rules`
        assert done.stderr.strip().endswith(said)
        assert "'nosuchrules'" in said
    assert caught.value.message.id == "rules_no_builtin"
