"""`--help` in the chosen language, and `--lang` on every command.

The help texts are written in English beside the commands (cli.py, cli_batch.py); their
Chinese is here, keyed by the English text. click's own words ("Usage:", "Options",
"No such option") go through gettext, which reads only compiled .mo files: its `_` in the
modules that write them is swapped for a look-up in CLICK_ZH while Chinese is in force.
"""

from __future__ import annotations

import inspect
import re
import unicodedata
from collections.abc import Callable
from typing import Any

import click

from . import i18n

HELP_ZH: dict[str, str] = {
    "Score hands of Anhui mahjong: Wuhu 芜湖, Anqing 安庆, Chizhou 池州.\n\n"
    "Hands are written like 123m456m789m11p+peng555s: concealed tiles first (the last\n"
    "one is the winning tile), then melds after '+'. Exit status: 0 a win, 1 not a win,\n"
    "2 bad input.": "安徽麻将算分：芜湖、安庆、池州。\n\n"
    "手牌写成 123m456m789m11p+peng555s：先写手里的牌（最后一张是胡的那张），再在 '+'"
    " 后写副露。退出码：0 胡牌，1 不成胡，2 输入有错。",
    "Score one table's evening in FILE (or stdin), hand after hand, and settle up.\n\n"
    "A header names the players, rules, unit, first dealer (and Wuhu's 底 pot); then one\n"
    "line per hand: WINNER [DISCARDER] HAND [options], or `draw`. The scorer keeps the\n"
    "dealer, the 连庄 count and the pots. See docs/sessions.md. Exit status: 0 every hand\n"
    "scored, 1 some hand not a win, 2 a bad line (the rest is still scored).": (
        "一桌一晚上：给 FILE（或标准输入）里的牌逐手算分，最后结账。\n\n"
        "开头写玩家、规则、每分多少钱、第一手的庄（芜湖还有底）；然后每手一行：WINNER"
        " [DISCARDER] HAND [选项]，流局写“荒庄”。庄家、连庄次数和底由程序记。见"
        " docs/sessions.md。退出码：0 每手都算好，1 有一手不成胡，2 有一行写错（其余照算）。"
    ),
    "Print one JSON object (docs/sessions.md).": "输出一个 JSON 对象（docs/sessions.md）。",
    "Score HAND and show the breakdown and what each seat pays.": (
        "给手牌 HAND 算分：明细和每家付多少。"
    ),
    "Built-in rule set or a rule file.": "内置规则名或规则文件。",
    "Winning seat 1-4.": "胡家座位 1-4。",
    "Dealer seat 1-4 (庄).": "庄家座位 1-4。",
    "Seat that discarded the winning tile; absent means self-draw (自摸).": (
        "放冲的座位；不写就是自摸。"
    ),
    "Won on a kong's replacement tile (杠开).": "杠开：杠后补牌胡。",
    "Robbed the added kong of the --from seat (抢杠).": "抢杠：抢 --from 那家的加杠。",
    "天胡: the dealer's dealt hand wins.": "天胡：庄家起手就胡。",
    "地胡: a non-dealer wins at once.": "地胡：闲家第一轮就胡。",
    "Money per point.": "每分多少钱。",
    "Anqing: the wild tile (钻牌).": "安庆：钻牌。",
    "Anqing: the flipped tile; the wild is the next one.": "安庆：翻开的牌，下一张是钻牌。",
    "Anqing: the winner discarded a wild earlier.": "安庆：胡家之前打出过钻牌。",
    "Anqing: dealer's 连庄 count.": "安庆：庄家连庄次数。",
    "Melds the winner fed to another seat, e.g. 3=peng,peng,chi (反包); a meld may name its"
    " suit (chi:s), and Chizhou marks nohua / laizi describe that seat's hand.": (
        "反包：胡家打给别家的副露，"
    )
    + "如 3=peng,peng,chi；副露可写花色（chi:s），池州可加 nohua / laizi 说明那家的牌。",
    "Print one JSON object.": "输出一个 JSON 对象。",
    "Score the rulebook's worked examples in FILES and compare with the printed numbers.": (
        "给例子文件"
    )
    + " FILES 里书上的例子算分，和书上印的数对照。",
    "List, show and validate rule sets.": "列出、显示、检查规则。",
    "The built-in rule sets, one line each.": "内置规则，每个一行。",
    "Check rule files against their schema without scoring (exit 2 if any is broken).": "只检查"
    "规则文件，不算分（有错退出码 2）。",
    "Show a rule set (NAME or PATH) with `extends:` merged.": "显示一套规则（名字或路径），"
    "`extends:` 已合并。",
    "Score every hand in FILE (or stdin) and settle the session.\n\n"
    'Each line is a JSON object ({"hand": "...", "winner": 2, "from": 3, "rules": "wuhu"})\n'
    "or the arguments of `score` (123m456m789m11p+peng555s --from 3). Blank lines and\n"
    "lines starting with # are skipped. Lines are scored and printed as they are read.\n"
    "Exit status: 0 every hand a win, 1 some not a win, 2 some bad input (the other lines\n"
    "are still scored), 130 interrupted.": "给 FILE（或标准输入 -）里每手牌算分，并结算本场。\n\n"
    '每行是一个 JSON 对象（{"hand": "...", "winner": 2, "from": 3, "rules": "wuhu"}），'
    "或 score 的参数（123m456m789m11p+peng555s --from 3）。空行和 # 开头的行跳过。"
    "读一行、算一行、输出一行。退出码：0 每手都胡，1 有不成胡的，2 有输入错误的（其余照算），"
    "130 被中断。",
    "One JSON object per hand, then the ledger.": "每手输出一个 JSON 对象，最后是结算。",
    "Money per point for lines that do not give their own (default 1).": "没写 unit 的行"
    "每分多少钱（默认 1）。",
    "Processes to score with (at most the CPUs; output order is unchanged).": "用几个进程算分"
    "（不超过 CPU 数；输出顺序不变）。",
    "Rule set for lines that do not name one.": "没写规则的行用的规则。",
    "Hands listed in the table (the ledger always covers every hand).": "表里列出几手"
    "（结算总是算全部）。",
    "What HAND waits on and what each win would pay; with 14 tiles, which tile to discard.\n\n"
    "For 13 tiles (plus melds): every tile kind that completes the hand under the rules,\n"
    "how many are unseen (4 less the copies in sight), 压档 / 跑风, and the winner's\n"
    "takings on a self-draw and on a discard (from --from, else the seat before the\n"
    "winner). A hand that waits on nothing gets its distance from ready (shanten).\n\n"
    "For 14 tiles: the same for each possible discard, the best first (most money the\n"
    "waits are worth, then most tiles left). Exit status: 0 ready, 1 not ready, 2 bad\n"
    "input.": "手牌 HAND 听什么、每种胡能得多少；14 张时看打哪张。\n\n"
    "13 张（加副露）：按规则能胡的每种牌，还剩几张没见（4 减去看得见的），压档 / 跑风，"
    "以及自摸和点炮各得多少（点炮算 --from 那家，不写就是胡家的上家）。不听牌时给出向听数。"
    "\n\n14 张：每种打法各列一遍，最好的在前（听的牌值钱最多，其次剩的张数最多）。"
    "退出码：0 听牌，1 不听，2 输入有错。",
    "Language of everything printed: zh or en (default: $WUHU_MJ_LANG, else zh).": "输出的语言："
    "zh 或 en（默认取 $WUHU_MJ_LANG，没有就是 zh）。",
    "Show the version and exit.": "显示版本并退出。",
    "Score hands of Anhui mahjong: Wuhu 芜湖, Anqing 安庆, Chizhou 池州.\n\n"
    "Hands are written like 123m456m789m11p+peng555s: concealed tiles first (the last\n"
    "one is the winning tile, unless --win names it), then melds after '+'. Exit status:\n"
    '0 a win, 1 not a win, 2 bad input (with --json also as {"error": ...} on stdout).': (
        "安徽麻将算分：芜湖、安庆、池州。\n\n"
        "手牌写成 123m456m789m11p+peng555s：先写手里的牌（最后一张是胡的那张，"
        "除非用 --win 指明），再在 '+' 后写副露。退出码：0 胡牌，1 不成胡，2 输入有错"
        '（加 --json 时标准输出另有 {"error": ...}）。'
    ),
    "Score HAND and show the breakdown and what each seat pays.\n\n"
    "HAND may be typed in several pieces (123m 456m ...): they are joined into one hand.": (
        "给手牌 HAND 算分：明细和每家付多少。\n\nHAND 可以分几段写（123m 456m …），会连成一手牌。"
    ),
    "The winning tile; the concealed tiles may then be typed in any order. Without it the"
    " last concealed tile wins.": "胡的那张牌；写了它，手里的牌可以按任意顺序写。不写时，"
    "手里最后一张是胡的那张。",
    "Money per point (0.5 works, exactly).": "每分多少钱（0.5 也行，按精确小数算）。",
    "List, show, validate rule sets and print their JSON Schema.": (
        "列出、显示、检查规则，输出规则文件的 JSON Schema。"
    ),
    "Check rule files (each compiled into its typed table) without scoring; exit 2 if any\n"
    "is broken.": "只检查规则文件（每个编译成它的类型表），不算分；有错退出码 2。",
    "Print the JSON Schema of a rule file (for an editor: see docs/house-rules.md).\n\n"
    "NAME is a variant (wuhu, anqing, chizhou) or a rule set, whose variant is used;\n"
    "without it, the schema takes a rule file of any variant.": (
        "输出规则文件的 JSON Schema（给编辑器用，见 docs/house-rules.md）。\n\n"
        "NAME 是变体（wuhu、anqing、chizhou）或一套规则（用它的变体）；"
        "不写时，任何变体的规则文件都适用。"
    ),
    "Serve the phone page and the JSON API (needs: pip install 'wuhu-mj[web]').\n\n"
    "Open the printed address in a phone's browser. With the default --host 127.0.0.1 only\n"
    "this computer can reach it; with --host 0.0.0.0 every device on the same network can,\n"
    "so use it only on a network you trust. Stop with Ctrl-C.": (
        "提供手机页面和 JSON 接口（要先装：pip install 'wuhu-mj[web]'）。\n\n"
        "用手机浏览器打开打印出来的地址。默认 --host 127.0.0.1 只有这台电脑能打开；"
        "--host 0.0.0.0 让同一网络里的设备都能打开，只在信得过的网络里这样用。按 Ctrl-C 停止。"
    ),
    "Address to listen on; 0.0.0.0 lets phones on the same Wi-Fi in.": (
        "监听的地址；0.0.0.0 让同一无线网里的手机能连进来。"
    ),
    "Port.": "端口。",
    "Do not print the QR code of the address.": "不打印地址的二维码。",
    "Serve the static page `wuhu-mj page DIR` built (it scores in the browser and keeps"
    " working offline).": "提供 wuhu-mj page DIR 生成的静态页面（在浏览器里算分，断网也能用）。",
    "Write the phone page as a static site into DIR: it scores in the browser (Pyodide),\n"
    "works offline after the first visit and can be added to the home screen.\n\n"
    "Serve DIR from any static host, or try it with `python -m http.server -d DIR`.\n"
    "See docs/web.md.": (
        "把手机页面写成静态网站放进 DIR：在浏览器里算分（Pyodide），第一次打开以后断网也能用，"
        "可以添加到主屏幕。\n\n"
        "放到任何静态网站上，或在本机试：python -m http.server -d DIR。见 docs/web.md。"
    ),
    "The npm package pyodide, unpacked (a folder) or packed (.tgz); without it, `npm pack`"
    " fetches it once into the cache.": (
        "npm 包 pyodide：解开的文件夹或打包的 .tgz；不给时用 npm pack 下载一次，放进缓存。"
    ),
}

# click's own words (click/core.py, decorators.py, exceptions.py, parser.py, types.py).
CLICK_ZH: dict[str, str] = {
    "Usage:": "用法：",
    "Options": "选项",
    "Commands": "命令",
    "Show this message and exit.": "显示这段说明并退出。",
    "Show the version and exit.": "显示版本并退出。",
    "%(prog)s, version %(version)s": "%(prog)s，版本 %(version)s",
    "default: {default}": "默认：{default}",
    "required": "必填",
    "Missing argument": "缺少参数",
    "Missing option": "缺少选项",
    "Missing parameter": "缺少参数",
    "Missing command.": "缺少命令。",
    "No such option: {name}": "没有这个选项：{name}",
    "No such option {name!r}.": "没有这个选项 {name!r}。",
    "No such command {name!r}.": "没有这个命令 {name!r}。",
    "Did you mean {possibility}?": "是不是 {possibility}？",
    "(Possible options: {possibilities})": "（可能是：{possibilities}）",
    "(Did you mean one of: {possibilities}?)": "（是不是：{possibilities}？）",
    "Got unexpected extra argument ({args})": "多了参数（{args}）",
    "Got unexpected extra arguments ({args})": "多了参数（{args}）",
    "Option {name!r} requires an argument.": "选项 {name!r} 要给一个值。",
    "Option {name!r} does not take a value.": "选项 {name!r} 不带值。",
    "Invalid value for {param_hint}: {message}": "{param_hint} 的值不对：{message}",
    "Invalid value: {message}": "值不对：{message}",
    "{value!r} is not one of {choices}.": "{value!r} 不是 {choices} 之一。",
    "{value!r} is not {choice}.": "{value!r} 不是 {choice}。",
    "{value!r} is not a valid {number_type}.": "{value!r} 不是有效的 {number_type}。",
    "{value} is not in the range {range}.": "{value} 不在 {range} 之内。",
    "{name} {filename!r} does not exist.": "{name} {filename!r} 不存在。",
    "{name} {filename!r} is a directory.": "{name} {filename!r} 是目录。",
    "{name} {filename!r} is not readable.": "{name} {filename!r} 读不了。",
    "Could not open file {filename!r}: {message}": "打不开文件 {filename!r}：{message}",
    "file": "文件",
    "path": "路径",
    "directory": "目录",
    "integer": "整数",
    "integer range": "整数范围",
    "Aborted!": "中止！",
}

LANG_HELP = "Language of everything printed: zh or en (default: $WUHU_MJ_LANG, else zh)."
_CLICK_MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "types")
_ENGLISH = "_wuhu_mj_english_help"


def _gettext(message: str) -> str:
    return CLICK_ZH.get(message, message) if not i18n.english() else message


def _ngettext(singular: str, plural: str, n: int) -> str:
    return _gettext(singular if n == 1 else plural)


def _install_click_words() -> None:
    import importlib

    for name in _CLICK_MODULES:
        module = importlib.import_module(f"click.{name}")
        if hasattr(module, "_"):
            module._ = _gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _ngettext  # type: ignore[attr-defined]
    formatting: Any = importlib.import_module("click.formatting")
    if formatting.wrap_text is not wrap_text:
        _ASCII_WRAP.append(formatting.wrap_text)
        formatting.wrap_text = wrap_text


# click's own wrap_text, for ASCII text (kept when it is replaced by wrap_text below).
_ASCII_WRAP: list[Callable[..., str]] = []


def _cells(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _chunks(paragraph: str) -> list[str]:
    """Pieces a line may break between: a Chinese character (with the punctuation after it,
    which must not start a line), or an ASCII word with the spaces after it."""
    out: list[str] = []
    for piece in re.findall(
        r"[\u3000-\u303f\uff00-\uffef]+|[^\s\u2e80-\uffef]+\s*|\S\s*|\s+", paragraph
    ):
        if out and re.match(r"[\u3000-\u303f\uff01-\uff0f\uff1a-\uff1f）]", piece):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def wrap_text(
    text: str,
    width: int = 78,
    initial_indent: str = "",
    subsequent_indent: str = "",
    preserve_paragraphs: bool = False,
) -> str:
    """click's wrap_text, measuring Chinese characters as two columns and breaking between
    them (click's own breaks only at spaces, so a Chinese sentence ran past the terminal)."""
    if text.isascii():
        return _ASCII_WRAP[0](text, width, initial_indent, subsequent_indent, preserve_paragraphs)
    paragraphs = re.split(r"\n\s*\n", text) if preserve_paragraphs else [text]
    out = []
    for paragraph in paragraphs:
        lines: list[str] = []
        line = initial_indent
        for chunk in _chunks(" ".join(part.strip() for part in paragraph.splitlines())):
            if _cells(line + chunk.rstrip()) > width and line.strip():
                lines.append(line.rstrip())
                line = subsequent_indent + chunk.lstrip()
            else:
                line += chunk
        lines.append(line.rstrip())
        out.append("\n".join(lines))
    return "\n\n".join(out)


def help_text(english: str) -> str:
    """One help text in the current language (the English when it has no translation)."""
    if i18n.english():
        return english
    return HELP_ZH.get(inspect.cleandoc(english), english)


def _swap(item: Any, attribute: str, translate: Callable[[str], str]) -> None:
    originals = item.__dict__.setdefault(_ENGLISH, {})
    if attribute not in originals:
        originals[attribute] = getattr(item, attribute)
    english = originals[attribute]
    if english:
        setattr(item, attribute, translate(english))


def prepare(command: click.Command) -> None:
    """Give `command` and its subcommands a `--lang` option and their help texts in the
    current language (called before every run; the English originals are kept)."""
    _install_click_words()
    if not any(p.name == "lang" for p in command.params):
        command.params.append(
            click.Option(
                ["--lang"],
                type=click.Choice(i18n.LANGUAGES),
                default=None,
                expose_value=False,
                is_eager=True,
                help=LANG_HELP,
            )
        )
    _swap(command, "help", help_text)
    cached = getattr(command, "_help_option", None)  # click keeps the --help it made
    if isinstance(cached, click.Option):
        cached.help = _gettext("Show this message and exit.")
    for param in command.params:
        if isinstance(param, click.Option):
            _swap(param, "help", help_text)
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            prepare(sub)
