"""What the page's keyboard may tap next, as Python decides it (doors/web/tapped.py next_taps, the
page's `next_taps` call): the hand's size, the most copies of a tile, the tiles a chi starts
from, a meld's tiles and count, flowers, and a hand that is not as the page keeps it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from wuhu_mj.doors.web import browser
from wuhu_mj.doors.web.tapped import next_taps, tapped_text
from wuhu_mj.messages.errors import InputError


def hand(tiles: str = "", melds: tuple[tuple[str, str], ...] = (), hua: str = "") -> dict[str, Any]:
    """A tapped hand from codes written one after another (`1m2m3m`)."""

    def codes(text: str) -> list[str]:
        return [text[i : i + 2] for i in range(0, len(text), 2)]

    listed = [{"kind": kind, "tile": tile, "from": None} for kind, tile in melds]
    return {"tiles": codes(tiles), "win": None, "melds": listed, "hua": codes(hua)}


def taps(data: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    return next_taps(data, "en" if lang == "en" else "zh")[1]


def refused(data: dict[str, Any], as_: str, tile: str) -> str | None:
    """The refusal's catalog key for tapping `tile` as `as_` (a tile, or a meld's first)."""
    found = taps(data)["refused"][as_].get(tile)
    return None if found is None else str(found["key"])


FIFTH = "page_tap_fifth"
FULL = "1m2m3m4m5m6m7m8m9m1p2p3p5z5z"
THIRTEEN = FULL[:-2]


@pytest.mark.parametrize(
    ("case", "data", "as_", "tile", "key"),
    [
        ("an empty hand takes any tile", hand(), "tile", "5m", None),
        ("a whole hand takes no more tiles", hand(FULL), "tile", "9s", "page_tap_full"),
        ("a whole hand still takes a flower", hand(FULL), "bonus", "2f", None),
        ("a whole hand still takes a bonus 发", hand(FULL), "bonus", "6z", None),
        ("no fifth 发 as a bonus tile", hand("6z6z", hua="6z6z"), "bonus", "6z", FIFTH),
        ("thirteen take a fourteenth", hand(THIRTEEN), "tile", "9s", None),
        ("a fifth copy", hand("5s5s5s5s"), "tile", "5s", FIFTH),
        ("a fourth copy", hand("5s5s5s"), "tile", "5s", None),
        ("a fifth copy counting a kong", hand("5s", (("gang", "5s"),)), "tile", "5s", FIFTH),
        (
            "a fifth copy counting a chi",
            hand("1m1m1m", (("chi", "1m"),)),
            "tile",
            "1m",
            "page_tap_fifth",
        ),
        ("one of each flower", hand(hua="3f"), "bonus", "3f", FIFTH),
        ("another flower", hand(hua="3f"), "bonus", "4f", None),
        ("chi from 7", hand(), "chi", "7m", None),
        ("no chi from 8", hand(), "chi", "8m", "page_tap_chi_bad"),
        ("no chi from 9", hand(), "chi", "9p", "page_tap_chi_bad"),
        ("honours make no chi", hand(), "chi", "1z", "page_tap_chi_bad"),
        ("flowers make no chi", hand(), "chi", "1f", "page_tap_chi_bad"),
        ("a chi whose last tile is used up", hand("9m9m9m9m"), "chi", "7m", FIFTH),
        ("a peng with one held", hand("5z"), "peng", "5z", None),
        ("no peng with two held", hand("5z5z"), "peng", "5z", FIFTH),
        ("a kong takes all four", hand("5z"), "gang", "5z", FIFTH),
        ("a concealed kong from none", hand(), "angang", "5z", None),
        ("a meld up to the whole hand", hand(FULL[:-6]), "peng", "9s", None),
        ("no meld past the whole hand", hand(FULL[:-4]), "peng", "9s", "page_tap_full"),
        ("a meld of flowers", hand(), "peng", "1f", FIFTH),
    ],
)
def test_what_may_be_tapped(
    case: str, data: dict[str, Any], as_: str, tile: str, key: str | None
) -> None:
    assert refused(data, as_, tile) == key, case


@pytest.mark.parametrize(
    ("melds", "tiles", "count", "need", "full"),
    [
        ((), "", 0, 14, False),
        ((("peng", "1z"),), "", 3, 11, False),
        ((("gang", "1z"), ("angang", "2z"), ("chi", "1m"), ("jiagang", "3z")), "5p5p", 14, 0, True),
        ((("chi", "1m"),), THIRTEEN[:-6], 13, 1, False),
    ],
)
def test_melds_count_three(
    melds: tuple[tuple[str, str], ...], tiles: str, count: int, need: int, full: bool
) -> None:
    found = taps(hand(tiles, melds))
    assert (found["count"], found["need"], found["full"]) == (count, need, full)


def test_the_strip_the_melds_and_the_keys() -> None:
    data = {**hand("9m1m5z1m2p3p4p6s", (("gang", "7z"), ("chi", "3s")), "2f"), "win": 1}
    text, found = next_taps(data, "en")
    assert text == tapped_text(data) == "19m234p6s5z1m+gang7777z+chi345s+hua2f"
    assert found["win"] == 1  # whole: the marked tile stands apart
    assert found["strip"] == [3, 0, 4, 5, 6, 7, 2]  # 1m 9m 2p 3p 4p 6s 5z: the notation's order
    assert found["melds"] == [["7z", "7z", "7z", "7z"], ["3s", "4s", "5s"]]
    assert found["held"]["7z"] == 4 and found["held"]["1m"] == 2 and found["held"]["2f"] == 1
    assert found["used_up"] == ["7z", "2f"]
    assert found["refused"]["tile"]["7z"]["said"] == "Four 中 already"
    assert set(found["refused"]) == {"tile", "bonus", "peng", "gang", "jiagang", "angang", "chi"}


def test_no_winning_tile_before_the_hand_is_whole() -> None:
    found = taps({**hand("1m2m"), "win": 0})
    assert found["win"] is None and found["strip"] == [0, 1]


def test_the_words_are_in_the_page_language() -> None:
    data = hand(FULL)
    assert taps(data, "zh")["refused"]["tile"]["9s"]["said"] == "已经 14 张了"
    assert taps(data, "en")["refused"]["tile"]["9s"]["said"] == "14 tiles already"


@pytest.mark.parametrize(
    "data",
    [
        5,
        {"tiles": ["0m"]},
        {"tiles": "1m"},
        {"melds": [{"kind": "chi", "tile": "8m"}]},
        {"melds": [{"kind": "pong", "tile": "1m"}]},
        {"hua": [1]},
        {"tiles": ["1m"] * 40},
    ],
)
def test_a_hand_not_as_the_page_keeps_it(data: object) -> None:
    with pytest.raises(InputError):
        next_taps(data)
    answer = json.loads(browser.call("next_taps", json.dumps({"hand": data}), "en"))
    assert answer["exit"] == 2
    assert (
        answer["error"]["said"]
        == "the hand is not as the page keeps it (tile codes, melds, bonus tiles)"
    )


def test_the_call_answers_text_and_view() -> None:
    answer = json.loads(browser.call("next_taps", json.dumps({"hand": hand("1m2m")}), "zh"))
    assert answer["exit"] == 0 and answer["text"] == "1m2m\n"
    assert answer["view"]["need"] == 12
    assert "next_taps" in browser.CALLS
