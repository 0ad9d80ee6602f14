"""Every JSON document the commands print validates against the schema `wuhu-mj schema NAME`
prints (draft 2020-12): the score documents and errors of benchmarks/dump.py's inputs (every
built-in rule set and the sample house rules, broken inputs included), the same inputs as
batch lines and as waits, every sample session, and bad input of each command."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.catalog import entries
from wuhu_mj.messages.errors import USAGE_CODE, WuhuMjError
from wuhu_mj.messages.schemas import NAMES, VERSION, schema_of
from wuhu_mj.output.error_json import error_json
from wuhu_mj.service import Pipeline

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import dump  # noqa: E402  (benchmarks/dump.py: the inputs of the before-and-after dump)

CASES = dump.cases(random.Random(11), 1500)


def validator(name: str) -> Draft202012Validator:
    schema = schema_of(name)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def valid(name: str, document: Any) -> None:
    errors = [e.message for e in validator(name).iter_errors(document)]
    assert not errors, (name, errors[:3], json.dumps(document, ensure_ascii=False)[:300])


def test_every_schema_is_a_draft_2020_12_schema() -> None:
    for name in NAMES:
        assert schema_of(name)["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        Draft202012Validator.check_schema(schema_of(name))


def test_the_dump_inputs_validate_as_score_documents_and_errors() -> None:
    pipeline = Pipeline()
    score, error = validator("score"), validator("error")
    kinds = {"score": 0, "error": 0}
    rule_sets = set()
    for rules, hand, options in CASES:
        try:
            document = pipeline.score(hand, options, rules).to_json()
        except WuhuMjError as exc:
            document = error_json(exc)
            assert not list(error.iter_errors(document)), document
            assert document["error"]["code"] in entries(), document
            kinds["error"] += 1
            continue
        assert document["schema"] == VERSION
        found = [e.message for e in score.iter_errors(document)]
        assert not found, (found[:3], document)
        kinds["score"] += 1
        rule_sets.add(document["rules"])
    assert kinds["score"] > 1000 and kinds["error"] > 50
    assert len(rule_sets) >= 8  # every built-in rule set and the sample house rules


def test_the_dump_inputs_validate_as_batch_lines_and_ledger() -> None:
    lines = [json.dumps({"rules": r, "hand": h, **o}) for r, h, o in CASES[:400]]
    lines.append("not a hand at all")
    done = CliRunner().invoke(cli, ["batch", "-", "--json"], input="\n".join(lines) + "\n")
    printed = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(printed) == len(lines) + 1
    batch = validator("batch")
    for document in printed:
        found = [e.message for e in batch.iter_errors(document)]
        assert not found, (found[:3], document)
    assert "ledger" in printed[-1] and printed[-2]["code"] in entries()
    assert sum("error" in d for d in printed) > 10


def test_the_dump_inputs_validate_as_waits() -> None:
    waits, error = validator("waits"), validator("error")
    seen = {"thirteen": 0, "fourteen": 0, "error": 0}
    for rules, hand, options in CASES[:300:3]:
        options = {k: v for k, v in options.items() if k not in ("from", "rob_kong")}
        done = CliRunner().invoke(cli, ["waits", hand, "-r", rules, "--json"])
        document = json.loads(done.stdout)
        if done.exit_code == 2:
            valid("error", document)
            seen["error"] += 1
        else:
            assert not list(waits.iter_errors(document)), document
            seen["fourteen" if "discards" in document else "thirteen"] += 1
        last = hand[:-2] if hand[-2:-1].isdigit() and "+" not in hand else None
        if last:
            document = json.loads(
                CliRunner().invoke(cli, ["waits", last, "-r", rules, "--json"]).stdout
            )
            assert not list((waits if "error" not in document else error).iter_errors(document))
            seen["error" if "error" in document else "thirteen"] += 1
    assert all(seen.values()), seen


@pytest.mark.parametrize(
    "sample", sorted(p.name for p in (ROOT / "samples").glob("session-*.*")), ids=str
)
def test_every_sample_session_validates(sample: str) -> None:
    done = CliRunner().invoke(cli, ["session", str(ROOT / "samples" / sample), "--json"])
    valid("session", json.loads(done.stdout))


def test_a_session_with_bad_lines_validates() -> None:
    text = "players: a b c d\nrules: chizhou\nb 1255m456p234789s3m\nb c 123m\nzz 11m\n"
    done = CliRunner().invoke(cli, ["session", "-", "--json"], input=text)
    document = json.loads(done.stdout)
    valid("session", document)
    codes = [e["code"] for e in document["errors"]]
    assert codes == ["hand_not_a_win", "hand_size", "no_player"]


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["score", "11m"], "hand_size"),
        (["score", "1135789m234678p4m", "--jsn"], USAGE_CODE),
        (["score", "1135789m234678p4m", "-r", "nosuch"], "rules_no_builtin"),
        (["waits", "11m"], "hand_size"),
        (["session", "-"], "players_not_four"),
        (["batch", "/nonexistent/file"], USAGE_CODE),  # click checks the path,
    ],
)
def test_bad_input_of_each_command_is_an_error_document(args: list[str], code: str) -> None:
    done = CliRunner().invoke(cli, [*args, "--json"], input="players: a b c\n")
    assert done.exit_code == 2
    document = json.loads(done.stdout)
    valid("error", document)
    assert document["error"]["code"] == code


@pytest.mark.parametrize("name", NAMES)
def test_the_schema_command_prints_each_schema(name: str) -> None:
    done = CliRunner().invoke(cli, ["schema", name])
    assert done.exit_code == 0
    assert json.loads(done.stdout) == schema_of(name)


def test_the_schema_command_lists_the_documents() -> None:
    done = CliRunner().invoke(cli, ["schema"])
    assert (done.exit_code, done.stdout.split()) == (0, list(NAMES))
    wrong = CliRunner().invoke(cli, ["schema", "scores"])
    assert wrong.exit_code == 2 and wrong.stderr.count("\n") == 1
