"""The page's JavaScript is view code: the scorer's facts — the notation writer, the rules of
tapping a hand, money arithmetic, the default rule set, the session's header keys and option words,
the limits — are Python's (doors/web/manifest.py, doors/web/tapped.py, doors/web/evening.py), and
the page asks for them. This reads doors/web/static/*.js, comments left out, for the tell-tales of
each.

The JavaScript's own checks (eslint, tsc --checkJs, node's test runner) run from web-tools/
in .ci/run; the last test here runs them too when web-tools/node_modules is installed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "wuhu_mj" / "doors" / "web" / "static"
TOOLS = ROOT / "web-tools"

# What each fact looks like when it is written in JavaScript.
TELLTALES = {
    "the notation writer": r"\+hua|\+\$\{meld|@\$\{meld|mpszf|\bgrouped\(|\bnotation\(",
    "the tiles' names": r"[\"'](一|五|东|中|春|万|筒|条)[\"']|\bHONORS\b|\bNUMERALS\b",
    "the rules of tapping": r"\bHAND_SIZE\b|\bMELD_SIZE\b|===? ?\"[zf]\"|> ?7\b|\? ?1 ?: ?4\b|"
    r"\bhandSize\b|\bhand_tiles\b|\bmeld_counts_as\b|\bchi_starts\b|\bstartsChi\b|"
    r"\bmeldTiles\b|\bcopies\b|\brefusal\(",
    "money arithmetic": r"Math\.round|toFixed|parseFloat|\.reduce\(|\* ?10000",
    "the default rule set": r"[\"'`](wuhu|anqing|hefei|chizhou)[\"'`]",
    "the session's header keys": r"`(players|rules|unit|dealer|pots?|streak): |"
    r"[\"'](玩家|规则|单位|庄|底|底数|连庄)[\"']|players\s*\[:：\]",
    "the session's words": r"杠开|抢杠|天胡|地胡|打过钻|[\"']钻[\"']|[\"']翻[\"']|自摸|荒庄|\bfed=",
    "a house-rule file's name or limit": r"house-rules\.yaml|HOUSE_LIMIT|\b60 ?\* ?1024",
}


def code_of(path: Path) -> str:
    """A script without its comments (block comments, and // to the end of a line)."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"(^|[\s;,(){}])//.*$", r"\1", text, flags=re.M)


def scripts() -> list[Path]:
    return sorted(STATIC.glob("*.js"))


def test_the_comment_stripper_keeps_code() -> None:
    sample = STATIC / "hand.js"
    kept = code_of(sample)
    assert "export function" in kept and "/**" not in kept


@pytest.mark.parametrize("fact", sorted(TELLTALES))
def test_no_script_writes_a_fact_of_the_scorer(fact: str) -> None:
    pattern = re.compile(TELLTALES[fact])
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in scripts()
        for number, line in enumerate(code_of(path).splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == [], f"{fact} in doors/web/static: {found}"


@pytest.mark.parametrize(
    "line",
    [
        "text += `+hua${grouped(hand.hua)}`;",
        'const SUITS = { m: "万", p: "筒" };',
        "const total = payments.reduce((s, p) => s + Number(p), 0);",
        'rules: fields.rules || "wuhu",',
        "const KEYS = { 玩家: \"players\", '连庄': 1 };",
        'for (const flag of hand.flags) words.push("杠开");',
        "lines.push(`players: ${names}`);",
        'if (size(hand) >= handSize()) return say(t("page_full"));',
        'if (kind === "chi" && !rules.chi_starts.includes(code)) return;',
        "return rules?.copies[code[1]] ?? 0;",
    ],
)
def test_the_telltales_would_be_found(line: str) -> None:
    assert any(re.search(pattern, line) for pattern in TELLTALES.values()), line


def test_the_javascript_checks_pass_when_the_tools_are_installed() -> None:
    if not (TOOLS / "node_modules").is_dir() or shutil.which("node") is None:
        pytest.skip("web-tools/node_modules is not installed (.ci/run installs it with npm ci)")
    done = subprocess.run(
        ["sh", "check.sh"], cwd=TOOLS, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_keyboard_asks_python_what_may_be_tapped() -> None:
    """editing.js asks `next_taps` (doors/web/tapped.py) and hand.js holds no rule of tapping."""
    assert 'call("next_taps"' in code_of(STATIC / "editing.js")
    exported = re.findall(r"export function (\w+)", code_of(STATIC / "hand.js"))
    assert sorted(exported) == ["emptyHand", "tapped", "tileElement", "unanswered"]
