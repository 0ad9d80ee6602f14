"""Per-payer breakdown (issue 12, point 1): every payment carries the items it is made of,
and their points times the money unit are exactly its amount — for every rule set, every
way of winning and every liability rule."""

from __future__ import annotations

import json
import random
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj import InputError, Result, Situation, score
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.message import render
from wuhu_mj.rules.ruleset import load_rules
from wuhu_mj.scoring.result import Payment
from wuhu_mj.service.options import parse_fed, situation

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from handgen import GenHand, random_hands

RULE_SETS = ["wuhu", "wuhu-fan", "wuhu-315", "anqing", "anqing-daque", "anqing-classic", "chizhou"]
SELF_DRAW_ONLY = {"anqing", "anqing-daque", "anqing-classic"}
UNITS: list[int | Decimal] = [1, 1, 2, Decimal("0.5"), Decimal("0.2")]


def _variant(hand: GenHand, rules: str, rng: random.Random) -> tuple[str, Situation]:
    """The generated hand, its melds fed by random seats, under a random seating."""
    winner = rng.choice([1, 2, 3, 4])
    others = [s for s in (1, 2, 3, 4) if s != winner]
    text = "".join(f"{t % 9 + 1}{'mps'[t // 9]}" if t < 27 else "7z" for t in hand.concealed)
    for kind, tiles in hand.melds:
        meld = f"+{kind}" + "".join(
            f"{t % 9 + 1}{'mps'[t // 9]}" if t < 27 else "7z" for t in tiles
        )
        if kind != "angang" and rng.random() < 0.8:
            # one seat feeding several melds is what the liability rules look for
            meld += f"@{others[0] if rng.random() < 0.6 else rng.choice(others)}"
        text += meld
    options: dict[str, Any] = {
        "winner": winner,
        "dealer": rng.choice([1, 2, 3, 4]),
        "unit": rng.choice(UNITS),
    }
    if rules not in SELF_DRAW_ONLY and rng.random() < 0.6:
        options["discarder"] = rng.choice(others)
        if rules in ("wuhu-fan", "wuhu-315", "chizhou") and rng.random() < 0.2:
            options["rob_kong"] = True
    if rules.startswith("anqing"):
        options["wild"] = rng.choice([0, 4, 13, 22, 27, 33])
    if rules == "chizhou":
        text += "+hua1234f"
    if rules in ("anqing", "chizhou") and rng.random() < 0.3:
        options["fed"] = ((rng.choice(others), ("peng", "peng", "peng", "gang")),)
    return text, situation(**options)


def _results(rules: str, count: int = 300) -> list[tuple[Result, Situation]]:
    rng = random.Random(f"breakdown-{rules}")
    loaded = load_rules(rules)
    out = []
    for hand in random_hands(count, seed=12):
        text, sit = _variant(hand, rules, rng)
        try:
            result = score(text, loaded, sit)
        except InputError:
            continue
        if result.winning:
            out.append((result, sit))
    return out


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_payment_is_its_items_times_the_unit(rules: str) -> None:
    results = _results(rules)
    assert len(results) >= 40, f"too few winning hands to say anything about {rules}"
    for result, sit in results:
        for payment in result.payments:
            assert payment.items, (result.hand, payment)
            assert _points(payment) * sit.unit == payment.amount, (result.hand, sit, payment)
        assert sum(result.net.values()) == 0


def _points(payment: Payment) -> int:
    return sum(i.points for i in payment.items)


def _liability_cases() -> list[Any]:
    """Every case of the liability tables: each rule of each rule set, each way to win."""
    from test_liability import CASES
    from test_liability_variants import ANQING, CHIZHOU

    cases = [
        pytest.param(rules, hand, {"winner": 1, "dealer": 2, **sit}, id=f"{rules}-{name}")
        for name, rules, hand, sit, _, _ in CASES
    ]
    cases += [
        pytest.param("anqing", hand, {"winner": 1, "dealer": 2, "wild": 26, **sit}, id=f"aq-{n}")
        for n, hand, sit, _ in ANQING
    ]
    cases += [
        pytest.param("chizhou", hand, {"winner": 1, "dealer": 2, **sit}, id=f"cz-{n}")
        for n, hand, sit, _ in CHIZHOU
    ]
    return cases


@pytest.mark.parametrize("unit", [1, 3, Decimal("0.5")])
@pytest.mark.parametrize(("rules", "hand", "options"), _liability_cases())
def test_liable_payments_add_up(
    rules: str, hand: str, options: dict[str, Any], unit: int | Decimal
) -> None:
    options = dict(options)
    if "fed" in options:
        options["fed"] = parse_fed(options["fed"])
    sit = situation(**options, unit=unit)
    result = score(hand, rules, sit)
    assert result.winning
    charged = {c["seat"]: c for c in result.details.get("liability_detail", [])}
    for payment in result.payments:
        assert _points(payment) * unit == payment.amount, payment
        if payment.payer in charged:
            charge = charged[payment.payer]
            # whose shares and why: every seat taken over other than the payer is an item
            # naming that seat, with the rule's source
            named = {render(i.label, "zh") for i in payment.items if i.key.startswith("liability_")}
            for seat in charge["instead_of"]:
                if seat != payment.payer and len(charge["instead_of"]) > 1:
                    assert any(f"代{seat}号" in label for label in named), payment.items


# ---------------------------------------------------------------- the items, seat by seat

MIXED3 = "45m99p6m+chi123s@3+peng555s@3+peng777m@3"  # anqing 顺包: three melds fed by 3
SIDUI = "9m9m+peng111m@2+peng333m@3+peng555m@2+peng777m@4"  # wuhu-fan 四对转包: 4th from 4

ITEMS: list[tuple[str, str, str, dict[str, Any], dict[int, list[tuple[str, int]]]]] = [
    # issue 12: 支番 8 + 底 4 = 12; 庄家加底 applies to nobody (neither 2 nor 3 deals)
    (
        "issue-hand",
        "wuhu",
        "55677789m555p66s6m",
        {"winner": 2, "dealer": 1, "discarder": 3},
        {3: [("zhi", 8), ("di", 4)]},
    ),
    # self-draw, dealer 2: only the dealer's column has 庄家加底 (001: 13/19-style split)
    (
        "self-draw-dealer-pays",
        "wuhu-fan",
        "111123m456m999m55p",
        {"dealer": 2},
        {
            2: [("zhi", 12), ("di", 8), ("sihuo", 40), ("dealer", 8)],
            3: [("zhi", 12), ("di", 8), ("sihuo", 40)],
            4: [("zhi", 12), ("di", 8), ("sihuo", 40)],
        },
    ),
    # the winner deals: 庄家加底 in every column
    (
        "winner-deals",
        "wuhu-fan",
        "111123m456m999m55p",
        {"dealer": 1},
        {s: [("zhi", 12), ("di", 8), ("sihuo", 40), ("dealer", 8)] for s in (2, 3, 4)},
    ),
    # 抢杠 × 3 (001): the discard share 4 + 4 and the multiplier's extra 2 × 8
    (
        "rob-kong",
        "wuhu-fan",
        "11234678m23467p5p",
        {"discarder": 3, "rob_kong": True, "dealer": 2},
        {3: [("zhi", 4), ("di", 4), ("rob_kong", 16)]},
    ),
    # Chizhou: 番 × 底 1 each, the cap taking off what passes 3 (002 打法 1)
    (
        "chizhou-cap",
        "chizhou",
        "55p+chi123m+peng777m+chi456s+gang2222s+hua1f",
        {"kong_draw": True},
        {s: [("dadiaoche", 2), ("gangkai", 2), ("cap", -1)] for s in (2, 3, 4)},
    ),
    # Chizhou 抢杠 乘3 (002 打法 16): 混一色 3, and 2 × 3 more
    (
        "chizhou-rob-kong",
        "chizhou",
        "12345689m11z7m+peng555z+hua12f",
        {"discarder": 2, "rob_kong": True, "dealer": 2},
        {2: [("hunyise", 3), ("rob_kong", 6)]},
    ),
    # wuhu 报警, three feeders: the discarder pays for all, 代2号 and 代3号 as items
    (
        "pays-for-all",
        "wuhu",
        "2399m4m+peng111m@2+peng555m@3+peng777m@4",
        {"discarder": 4, "dealer": 2},
        {
            4: [
                ("jiao", 50),
                ("liability_yise_baojing", 50),
                ("liability_yise_baojing", 50),
            ]
        },
    ),
    # wuhu-fan 四对转包 on 3's discard: 4 pays all three 交 shares (150 each)
    (
        "zhuanbao",
        "wuhu-fan",
        SIDUI,
        {"discarder": 3, "dealer": 2},
        {
            4: [
                ("jiao", 100),
                ("jiao_extra", 50),
                ("liability_sidui_zhuanbao", 150),
                ("liability_sidui_zhuanbao", 150),
            ]
        },
    ),
    # wuhu 三对包牌: 3 pays in place of the discarder 4, at its own price
    (
        "instead-of-discarder",
        "wuhu",
        "45m99p6m+peng111m@3+peng777m@3+peng555s@3",
        {"discarder": 4, "dealer": 2},
        {3: [("zhi", 5), ("di", 2)]},
    ),
    # anqing 顺包 ×3 on the dealer's share 3 + 3: 18
    (
        "shunbao",
        "anqing",
        MIXED3,
        {"dealer": 2, "wild": 26},
        {
            2: [("jibenhu", 3), ("dealer", 3)],
            3: [("jibenhu", 3), ("dealer", 3), ("liability_shunbao", 12)],
            4: [("jibenhu", 3)],
        },
    ),
    # anqing 互为顺包: 3 is liable twice; the second charge (反包 ×6 = 36) is one item
    (
        "shunbao-and-fanbao",
        "anqing",
        MIXED3,
        {"dealer": 2, "wild": 26, "fed": ((3, ("peng", "peng", "chi")),)},
        {
            2: [("jibenhu", 3), ("dealer", 3)],
            3: [("jibenhu", 3), ("dealer", 3), ("liability_shunbao", 12), ("liability_fanbao", 36)],
            4: [("jibenhu", 3)],
        },
    ),
    # Chizhou 承包 (蜡子) on a self-draw: 3 shares of 3
    (
        "chengbao",
        "chizhou",
        "45s99s6s+chi123s@4+peng777s@4+chi789s@4+hua1f2f3f",
        {"dealer": 2},
        {
            2: [("qingyise", 3)],
            3: [("qingyise", 3)],
            4: [("qingyise", 3), ("liability_laizi_chengbao", 6)],
        },
    ),
]


@pytest.mark.parametrize(
    ("rules", "hand", "options", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in ITEMS],
)
def test_each_payers_items(
    rules: str, hand: str, options: dict[str, Any], expected: dict[int, list[tuple[str, int]]]
) -> None:
    result = score(hand, rules, situation(**options))
    assert result.winning
    got = {p.payer: [(i.key, i.points) for i in p.items] for p in result.payments}
    assert got == expected
    for payment in result.payments:
        assert payment.amount == sum(points for _, points in expected[payment.payer])


def test_liability_items_say_whose_share_and_why() -> None:
    result = score(
        "2399m4m+peng111m@2+peng555m@3+peng777m@4", "wuhu", Situation(discarder=4, dealer=2)
    )
    (payment,) = result.payments
    shares = [
        (render(i.label, "zh"), i.source) for i in payment.items if i.key.startswith("liability_")
    ]
    assert shares == [
        ("代2号（清一色/混一色报警）", "000 报警 1"),
        ("代3号（清一色/混一色报警）", "000 报警 1"),
    ]


def test_json_payment_items() -> None:
    out = CliRunner().invoke(
        cli,
        ["score", "55677789m555p66s6m", "--winner", "2", "--dealer", "1", "--from", "3", "--json"],
    )
    (payment,) = json.loads(out.stdout)["payments"]
    assert payment == {
        "from": 3,
        "to": 2,
        "amount": 12,
        "items": [
            {"key": "zhi", "label": "支番", "points": 8, "source": "000 五.2"},
            {"key": "di", "label": "底番", "points": 4, "source": "000 七"},
        ],
    }


def _table(*args: str) -> list[str]:
    out = CliRunner(env={"COLUMNS": "100"}).invoke(cli, ["score", *args])
    assert out.exit_code == 0, out.output
    return out.stdout.splitlines()


def test_table_column_adds_up_to_what_seat_3_pays() -> None:
    lines = _table("55677789m555p66s6m", "--winner", "2", "--dealer", "1", "--from", "3")
    header = next(i for i, line in enumerate(lines) if line.split()[:1] == ["项目"])
    assert lines[header - 1].split() == ["3号"] and lines[header].split()[:2] == ["项目", "放冲"]
    assert not any("庄家加底" in line for line in lines)
    assert any(line.split()[:2] == ["合计（分）", "12"] for line in lines)


def test_table_self_draw_has_a_dealer_column_and_a_shared_one() -> None:
    lines = _table("111123m456m999m55p", "--dealer", "2", "--rules", "wuhu-fan")
    assert any(line.split() == ["2号", "3号、4号"] for line in lines)
    assert any(line.split()[:3] == ["合计（分）", "68", "60"] for line in lines)
    assert any(line.split()[:2] == ["庄家加底", "8"] for line in lines)


def test_table_marks_the_liable_seat() -> None:
    lines = _table("45m99p6m+peng111m@3+peng777m@3+peng555s@3", "--from", "4", "--dealer", "2")
    assert any("包（代4号）" in line for line in lines)


def test_the_liability_cases_meet_every_rule() -> None:
    """The cases above reach every liability rule of the rule sets that define their own
    (anqing-daque and anqing-classic inherit anqing's)."""
    met: dict[str, set[str]] = {}
    for param in _liability_cases():
        rules, hand, options = param.values
        options = dict(options)
        if "fed" in options:
            options["fed"] = parse_fed(options["fed"])
        result = score(hand, rules, situation(**options))
        for charge in result.details.get("liability_detail", []):
            met.setdefault(rules, set()).add(charge["rule"])
    # wuhu-fan: 三对包牌 (001 报警 4) counts any three melds from one seat and comes first,
    # so the one-feeder 报警 after it can never be the rule that decides (same payment).
    shadowed = {"wuhu-fan": {"yise_baojing_feeder"}}
    for rules in ("wuhu", "wuhu-fan", "anqing", "chizhou"):
        section = load_rules(rules).table.liability_rules
        assert section is not None
        keys = {spec.key for spec in section.specs} - shadowed.get(rules, set())
        assert keys == met[rules], rules
