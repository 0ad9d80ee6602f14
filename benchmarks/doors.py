"""Print what every door answers for many thousands of seeded inputs: the before/after record
of a refactor of the outer ring (the CLI, batch, sessions, the web API).

    python benchmarks/doors.py > /tmp/doors.txt          # every section
    python benchmarks/doors.py --only score,session      # some of them
    python benchmarks/doors.py --scale 0.1               # a tenth of the inputs

Where dump.py records the library's answer to each input, this records what a person or a
script sees: the exit status, stdout and stderr of `wuhu-mj` commands run in process (click's
CliRunner) in Chinese and English and at two widths, and the web API's status, exit header
and body. Sections: batch (JSON and text lines, the table), score (text and --json), waits
(13 and 14 tiles), session (text and JSON Lines evenings, their JSON), web (score, waits,
rules, session), misc (rules list/show/validate/schema, check, --help, typos). The inputs
come from one seeded random.Random (dump.py's generators), so two runs on one tree print the
same bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from click.testing import CliRunner
from dump import HOUSE, RULE_SETS, cases

from wuhu_mj.doors.cli import cli

ROOT = Path(__file__).resolve().parents[1]
SESSION_RULES = ["wuhu", "wuhu-315", "wuhu-fan", "anqing", "anqing-classic", "chizhou"]
PLAYERS = [["老王", "小李", "阿强", "小红"], ["A", "B", "C", "D"], ["东", "南", "西", "北x"]]


def run(args: list[str], stdin: str | None = None, lang: str = "zh", width: int = 80) -> str:
    env = {"WUHU_MJ_LANG": lang, "COLUMNS": str(width), "LINES": "50"}
    result = CliRunner().invoke(cli, args, input=stdin, env=env, catch_exceptions=True)
    crash = ""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        crash = f"--crash {type(result.exception).__name__}: {result.exception}\n"
    return (
        f"$ {' '.join(args)} [{lang} {width}]\nexit {result.exit_code}\n{crash}"
        f"--out\n{result.stdout}--err\n{result.stderr}"
    )


def flags(options: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for name, value in options.items():
        flag = "--" + name.replace("_", "-")
        if value is True:
            out.append(flag)
        elif value is False or value is None:
            continue
        elif isinstance(value, list):
            for item in value:
                out += [flag, str(item)]
        else:
            out += [flag, str(value)]
    return out


def hand_cases(rng: random.Random, n: int) -> list[tuple[str, str, dict[str, Any]]]:
    return cases(rng, n)


def sec_batch(rng: random.Random, scale: float) -> Iterator[str]:
    found = hand_cases(rng, int(20000 * scale))
    lines = [json.dumps({"hand": h, "rules": r, **o}, ensure_ascii=False) for r, h, o in found]
    yield run(["batch", "-", "--json"], "\n".join(lines) + "\n")
    text = []
    for r, h, o in found[: int(4000 * scale)]:
        text.append(" ".join([h, "-r", r, *flags(o)]))
    yield run(["batch", "-", "--json"], "\n".join(text) + "\n")
    table = "\n".join(text[:300]) + '\nnot a hand\n{"hand": 5}\n'
    for lang, width in (("zh", 80), ("en", 60), ("zh", 40)):
        yield run(["batch", "-", "--rows", "300"], table, lang, width)
    yield run(["batch", "-", "--unit", "0.5", "--json"], "\n".join(text[:50]) + "\n")


def sec_score(rng: random.Random, scale: float) -> Iterator[str]:
    for i, (r, h, o) in enumerate(hand_cases(rng, int(1500 * scale))):
        args = ["score", h, "-r", r, *flags(o)]
        yield run(args, lang="zh", width=80 if i % 3 else 60)
        yield run(args, lang="en", width=60 if i % 3 else 100)
        if i % 3 == 0:
            yield run([*args, "--json"], lang="en" if i % 2 else "zh")


def sec_waits(rng: random.Random, scale: float) -> Iterator[str]:
    for i, (r, h, o) in enumerate(hand_cases(rng, int(800 * scale))):
        head, plus, melds = h.partition("+")
        hand13 = head[:-2] + plus + melds if len(head) > 2 and head[-1] in "mpsz" else h
        o = {k: v for k, v in o.items() if k not in ("kong_draw", "rob_kong")}
        for hand in (hand13, h) if i % 4 == 0 else (hand13,):
            args = ["waits", hand, "-r", r, *flags(o)]
            yield run([*args, "--json"])
            if i % 3 == 0:
                yield run(args, lang="zh" if i % 2 else "en", width=80 if i % 2 else 60)


def random_session(rng: random.Random, json_lines: bool) -> str:
    rules = rng.choice(SESSION_RULES)
    players = rng.choice(PLAYERS)
    family = "anqing" if "anqing" in rules else "chizhou" if "chizhou" in rules else "wuhu"
    header = [f"players: {' '.join(players)}", f"rules: {rules}"]
    if rng.random() < 0.3:
        header.append(f"unit: {rng.choice(['2', '0.5', '0.25', '0.00001', '0'])}")
    if rng.random() < 0.3:
        header.append(f"dealer: {rng.choice(players)}")
    if family == "wuhu" and rules != "wuhu-fan" and rng.random() < 0.4:
        header.append(f"pot: {rng.choice([20, 30, 50])}")
        if rng.random() < 0.5:
            header.append(f"pots: {rng.choice([1, 2])}")
    hands = []
    for r, h, o in hand_cases(rng, rng.randint(3, 10)):
        if rng.random() < 0.1:
            hands.append({"draw": True})
            continue
        kind = "wuhu" if "wuhu" in r else "anqing" if "anqing" in r else "chizhou"
        if kind != family:
            continue
        entry: dict[str, Any] = {"hand": h, "winner": rng.choice(players)}
        if family != "anqing" and "from" in o:
            others = [p for p in players if p != entry["winner"]]
            entry["from"] = rng.choice(others)
        for key in ("wild", "indicator", "kong_draw"):
            if key in o:
                entry[key] = o[key]
        hands.append(entry)
    if json_lines:
        head: dict[str, Any] = {"players": players, "rules": rules}
        lines = [json.dumps({"session": head}, ensure_ascii=False)]
        lines += [json.dumps(e, ensure_ascii=False) for e in hands]
        return "\n".join(lines) + "\n"
    out = list(header)
    for e in hands:
        if e.get("draw"):
            out.append("荒庄")
            continue
        words = [e["winner"]]
        if "from" in e:
            words.append(e["from"])
        words.append(e["hand"])
        for key in ("wild", "indicator"):
            if key in e:
                words += [key, e[key]]
        if e.get("kong_draw"):
            words.append("杠开")
        out.append(" ".join(words))
    return "\n".join(out) + "\n"


def sec_session(rng: random.Random, scale: float) -> Iterator[str]:
    for i in range(int(200 * scale)):
        text = random_session(rng, json_lines=i % 4 == 3)
        yield run(["session", "-", "--json"], text)
        yield run(["session", "-"], text, "zh" if i % 2 else "en", 80 if i % 3 else 60)
    for sample in sorted((ROOT / "samples").glob("session*")):
        for lang in ("zh", "en"):
            yield run(["session", str(sample.relative_to(ROOT))], lang=lang)
            yield run(["session", "--json", str(sample.relative_to(ROOT))], lang=lang)


def sec_web(rng: random.Random, scale: float) -> Iterator[str]:
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    client = TestClient(create_app())

    def post(path: str, body: Any) -> str:
        raw = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
        answer = client.post(path, content=raw.encode("utf-8"))
        exit_code = answer.headers.get("x-wuhu-mj-exit")
        return f"POST {path} {raw}\n{answer.status_code} {exit_code}\n{answer.text}\n"

    for i, (r, h, o) in enumerate(hand_cases(rng, int(600 * scale))):
        body: dict[str, Any] = {"hand": h, **o}
        if r in RULE_SETS:
            body["rules"] = r
        else:
            body["rules_yaml"] = (ROOT / r).read_text(encoding="utf-8")
        if i % 5 == 0:
            body["lang"] = "zh" if i % 2 else "en"
        yield post("/api/score", body)
        if i % 3 == 0:
            head, plus, melds = h.partition("+")
            body["hand"] = head[:-2] + plus + melds
            body.pop("kong_draw", None)
            yield post("/api/waits", body)
    for i in range(int(40 * scale)):
        text = random_session(rng, json_lines=True)
        lines = [json.loads(line) for line in text.splitlines()]
        yield post("/api/session", {"session": lines[0]["session"], "hands": lines[1:]})
        if i % 5 == 0:
            yield run(["session", "-", "--json"], text)
    answer = client.get("/api/rules")
    yield f"GET /api/rules\n{answer.status_code}\n{answer.text}\n"
    for path in HOUSE:
        yield post("/api/rules", {"rules_yaml": (ROOT / path).read_text(encoding="utf-8")})
    for bad in ('{"hand": 5}', "[]", "{", '{"hand": "1m", "rules": "/etc/passwd"}', '{"x": 1}'):
        yield post("/api/score", bad)
        yield post("/api/waits", bad)
        yield post("/api/session", bad)
    yield post("/api/score", {"hand": "11234678m23467p5p", "unit": "0.00001"})
    yield post("/api/score", {"hand": "11234678m23467p5p", "from": 3, "lang": "zh", "unit": 0})


def sec_misc(rng: random.Random, scale: float) -> Iterator[str]:
    for lang in ("zh", "en"):
        for width in (80, 60):
            yield run(["rules", "list"], lang=lang, width=width)
        for name in [*RULE_SETS, "wuhu-315", *HOUSE]:
            yield run(["rules", "show", name], lang=lang)
            yield run(["rules", "validate", name], lang=lang)
        for variant in ("wuhu", "anqing", "chizhou", "wuhu-315"):
            yield run(["rules", "schema", variant], lang=lang)
        yield run(["rules", "schema"], lang=lang)
        examples = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "samples").glob("*.yaml"))
        for width in (100, 60):
            yield run(["check", *examples], lang=lang, width=width)
        for command in ([], ["score"], ["waits"], ["batch"], ["session"], ["check"], ["rules"]):
            yield run([*command, "--help"], lang=lang)
        for command in (["rules", "list"], ["rules", "show"], ["rules", "validate"]):
            yield run([*command, "--help"], lang=lang)
        for bad in (
            ["score"],
            ["scor", "1m"],
            ["score", "123m456m789m11p+pong555s"],
            ["score", "11234678m23467p5p", "--form", "3"],
            ["score", "11234678m23467p5p", "--from", "x"],
            ["score", "11234678m23467p5p", "--unit", "0.00001"],
            ["score", "11234678m23467p5p", "--unit", "1_000"],
            ["score", "11234678m23467p5p", "--wild", "5p"],
            ["score", "123m456p789s11z23m", "-r", "nosuch"],
            ["waits", "123m456p789s11z23m"],
            ["waits", "1m"],
            ["rules", "show", "nosuch"],
            ["check", "nosuch.yaml"],
            ["session", "nosuch.txt"],
            ["batch", "nosuch.txt"],
            ["--lang", "fr", "score", "1m"],
        ):
            yield run(bad, lang=lang)
    for unit in ("0.00001", "0.5", "1000000", "1000001", "0.0000001"):
        header = f"players: A B C D\nunit: {unit}\nB C 11234678m23467p5p\n"
        yield run(["session", "-"], header)
        yield run(["session", "-", "--json"], header)


SECTIONS: dict[str, Callable[[random.Random, float], Iterator[str]]] = {
    "batch": sec_batch,
    "score": sec_score,
    "waits": sec_waits,
    "session": sec_session,
    "web": sec_web,
    "misc": sec_misc,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", default=",".join(SECTIONS), help="sections, comma-separated")
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the inputs")
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    out = sys.stdout
    for name in args.only.split(","):
        rng = random.Random(f"{args.seed}-{name}")
        out.write(f"=== {name}\n")
        for record in SECTIONS[name](rng, args.scale):
            out.write(record)
            out.write("\n")
        out.flush()


if __name__ == "__main__":
    main()
