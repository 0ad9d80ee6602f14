"""Rulebook worked examples (samples/*.yaml): score each and compare with the printed numbers.

Each example is a concrete hand with its options and the numbers the book prints. Wuhu
examples print two numbers: what a payer who is not the dealer pays, and what the dealer
pays. The checker seats the winner at 1 and the dealer at 2; a discard comes from seat 3
(non-dealer payer) or seat 2 (dealer payer). An example no hand can realise has
`hand: null` and the facts it states, priced by the variant's `price_features`.
An example may name its own `rules:` (e.g. `anqing-classic` beside `anqing` examples);
otherwise the file's `rules:` apply. Its title and reason are shown in the language of the
output: `name`/`why` in Chinese, `name_en`/`why_en` in English (docs/examples-format.md).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...messages.errors import InputError, WuhuMjError
from ...messages.message import Message, Text, Words
from ...rules.ruleset import Rules, load_rules
from ...scoring.result import Money, Result
from ...scoring.situation import Situation
from ...service.options import situation_from
from ...service.pipeline import Pipeline
from ...variants import variant_of
from .file import VERDICTS, read_sample_file


@dataclass(frozen=True)
class Check:
    file: str
    name: str  # the example's `name:` as written: what tells it from the others
    printed: tuple[int, ...]
    computed: tuple[Money, ...] | None
    verdict: str  # what the scorer finds
    expected: str  # what the sample file records
    why: Words  # the example's `why:` and `why_en:`, the reason a hand is no win, or an error
    hand: str | None
    title: Words  # the example's `name:` and `name_en:`, shown in the table

    @property
    def matches(self) -> bool:
        return self.verdict == self.expected


def options_for(example: Mapping[str, Any], payer_is_dealer: bool) -> dict[str, Any]:
    """The seats the checker uses, plus the example's own flags and options: options as any
    door spells them."""
    options: dict[str, Any] = {"winner": 1, "dealer": 2}
    options.update({str(flag): True for flag in example.get("flags") or []})
    options.update(example.get("options") or {})
    if example.get("win", "self_draw") == "discard":
        options["from"] = 2 if payer_is_dealer else 3
    return options


def situation_for(example: Mapping[str, Any], payer_is_dealer: bool) -> Situation:
    """The situation of options_for."""
    return situation_from(options_for(example, payer_is_dealer))


def score(example: Mapping[str, Any], rules: Rules, payer_is_dealer: bool = False) -> Result:
    """The example's hand scored by the one pipeline (service/pipeline.py), as `score` would."""
    options = options_for(example, payer_is_dealer)
    return Pipeline().score(str(example["hand"]), options, rules).result


def payer_pair(example: Mapping[str, Any], rules: Rules) -> tuple[tuple[Money, ...], Result]:
    """(non-dealer payer, dealer payer) amounts for one example's hand."""
    if example.get("win", "self_draw") == "discard":
        plain = score(example, rules)
        dealer = score(example, rules, payer_is_dealer=True)
        amounts = (sum(p.amount for p in plain.payments), sum(p.amount for p in dealer.payments))
        return amounts, plain
    result = score(example, rules)
    paid = {p.payer: p.amount for p in result.payments}
    return (paid.get(3, 0), paid.get(2, 0)), result


def measured(example: Mapping[str, Any], rules: Rules) -> tuple[tuple[Money, ...], Result]:
    """The numbers an example's `measure` asks for, computed from its hand.

    - ``payers`` (default): what a non-dealer payer and the dealer pay (Wuhu's two numbers);
    - ``payer``: what seat 3, not the dealer, pays;
    - ``items``: the points of the breakdown items whose keys `items:` lists, summed;
    - ``price``: the price per non-dealer payer before payment rules (the sum of the items
      that are not dealer extras).
    - ``net``: what each of seats 1-4 wins or loses (liability examples).
    """
    measure = str(example.get("measure", "payers"))
    if measure == "payers":
        return payer_pair(example, rules)
    result = score(example, rules)
    if measure == "payer":
        return (sum(p.amount for p in result.payments if p.payer == 3),), result
    if measure == "items":
        keys = set(example.get("items") or [])
        return (sum(i.points for i in result.items if i.key in keys),), result
    if measure == "price":
        return (sum(i.points for i in result.items if i.key != "dealer"),), result
    if measure == "net":  # liability examples: what seats 1-4 win or lose
        return tuple(result.net[s] for s in (1, 2, 3, 4)), result
    raise InputError(Message("check_unknown_measure", name=measure), "sample")


def words(example: Mapping[str, Any], key: str) -> Words:
    """An example's text in both languages: `key` in Chinese, `key_en` in English; a text
    written in one language only is shown in both."""
    chinese, english = str(example.get(key) or ""), str(example.get(key + "_en") or "")
    if not english or english == chinese:
        return chinese
    return Text(chinese or english, english)


def check_example(example: Mapping[str, Any], rules: Rules, file: str) -> Check:
    name, title = str(example.get("name", "?")), words(example, "name")
    printed = tuple(int(v) for v in example.get("printed") or [])
    expected = str(example.get("expect", "agrees"))
    assert expected in VERDICTS  # read_sample_file checked it
    why = words(example, "why")
    hand = example.get("hand")
    if hand is None:
        features = example.get("features")
        computed = None
        if isinstance(features, Mapping):
            variant = variant_of(rules.table)
            sit = situation_for(example, False)
            computed = tuple(variant.price_features(features, rules.table, sit))
        verdict = "cannot_be_dealt"
        return Check(file, name, printed, computed, verdict, expected, why, None, title)
    numbers, result = measured(example, rules)
    if not result.winning:
        reason = result.reason
        return Check(file, name, printed, None, "disagrees", expected, reason, str(hand), title)
    verdict = "agrees" if numbers == printed else "disagrees"
    return Check(file, name, printed, numbers, verdict, expected, why, result.hand, title)


def _rules(name: str, path: str) -> Rules:
    """A rule set a check file names: a built-in name, or a rule file's path, read relative
    to the check file when it is there (a preset's examples sit beside the preset)."""
    if name.endswith(".yaml") and not os.path.isabs(name):
        beside = os.path.join(os.path.dirname(path), name)
        if os.path.isfile(beside):
            return load_rules(beside)
    return load_rules(name)


def check_file(path: str, given: bytes | None = None) -> list[Check]:
    """Every example of a check file, scored; the file is validated first (file.py). `given`:
    its bytes, read already (standard input, named `path`; its rule files are found from the
    working directory)."""
    sample = read_sample_file(path, given)
    rules = _rules(sample.rules, path)
    checks = []
    for example in sample.examples:
        try:
            own = example.get("rules")
            checks.append(check_example(example, _rules(str(own), path) if own else rules, path))
        except WuhuMjError as exc:
            name, title = str(example.get("name", "?")), words(example, "name")
            error = exc.placed()
            checks.append(Check(path, name, (), None, "error", "agrees", error, None, title))
    return checks
