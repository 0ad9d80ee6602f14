"""click's own words ("Usage:", "No such option"), in Chinese: what click writes through its
gettext domain (doors/cli/words.py binds it). Each entry is click's English message, as its source
spells it, and the Chinese for it; PLURALS pairs the messages click picks by a number
(`ngettext`). The compiled form, locale/zh/LC_MESSAGES/wuhu_mj_click.mo, is made from this
table by messages/mofile.py; tests/test_catalog.py checks that the two agree and that every
message is one click still writes."""

from __future__ import annotations

CLICK: dict[str, tuple[str, str]] = {
    "click:Usage:": ("用法：", "Usage:"),
    "click:Options": ("选项", "Options"),
    "click:Commands": ("命令", "Commands"),
    "click:Show this message and exit.": ("显示这段说明并退出。", "Show this message and exit."),
    "click:Show the version and exit.": ("显示版本并退出。", "Show the version and exit."),
    "click:%(prog)s, version %(version)s": (
        "%(prog)s，版本 %(version)s",
        "%(prog)s, version %(version)s",
    ),
    "click:default: {default}": ("默认：{default}", "default: {default}"),
    "click:required": ("必填", "required"),
    "click:Missing argument": ("缺少参数", "Missing argument"),
    "click:Missing option": ("缺少选项", "Missing option"),
    "click:Missing parameter": ("缺少参数", "Missing parameter"),
    "click:Missing command.": ("缺少命令。", "Missing command."),
    "click:No such option {name!r}.": ("没有这个选项 {name!r}。", "No such option {name!r}."),
    "click:No such command {name!r}.": ("没有这个命令 {name!r}。", "No such command {name!r}."),
    "click:Did you mean {possibility}?": ("是不是 {possibility}？", "Did you mean {possibility}?"),
    "click:(Did you mean one of: {possibilities}?)": (
        "（是不是：{possibilities}？）",
        "(Did you mean one of: {possibilities}?)",
    ),
    "click:Got unexpected extra argument ({args})": (
        "多了参数（{args}）",
        "Got unexpected extra argument ({args})",
    ),
    "click:Got unexpected extra arguments ({args})": (
        "多了参数（{args}）",
        "Got unexpected extra arguments ({args})",
    ),
    "click:Option {name!r} requires an argument.": (
        "选项 {name!r} 要给一个值。",
        "Option {name!r} requires an argument.",
    ),
    "click:Option {name!r} does not take a value.": (
        "选项 {name!r} 不带值。",
        "Option {name!r} does not take a value.",
    ),
    "click:Invalid value for {param_hint}: {message}": (
        "{param_hint} 的值不对：{message}",
        "Invalid value for {param_hint}: {message}",
    ),
    "click:Invalid value: {message}": ("值不对：{message}", "Invalid value: {message}"),
    "click:{value!r} is not one of {choices}.": (
        "{value!r} 不是 {choices} 之一。",
        "{value!r} is not one of {choices}.",
    ),
    "click:{value!r} is not {choice}.": ("{value!r} 不是 {choice}。", "{value!r} is not {choice}."),
    "click:{value!r} is not a valid {number_type}.": (
        "{value!r} 不是有效的 {number_type}。",
        "{value!r} is not a valid {number_type}.",
    ),
    "click:{value} is not in the range {range}.": (
        "{value} 不在 {range} 之内。",
        "{value} is not in the range {range}.",
    ),
    "click:{name} {filename!r} does not exist.": (
        "{name} {filename!r} 不存在。",
        "{name} {filename!r} does not exist.",
    ),
    "click:{name} {filename!r} is a directory.": (
        "{name} {filename!r} 是目录。",
        "{name} {filename!r} is a directory.",
    ),
    "click:{name} {filename!r} is not readable.": (
        "{name} {filename!r} 读不了。",
        "{name} {filename!r} is not readable.",
    ),
    "click:Could not open file {filename!r}: {message}": (
        "打不开文件 {filename!r}：{message}",
        "Could not open file {filename!r}: {message}",
    ),
    "click:file": ("文件", "file"),
    "click:path": ("路径", "path"),
    "click:directory": ("目录", "directory"),
    "click:integer": ("整数", "integer"),
    "click:integer range": ("整数范围", "integer range"),
    "click:Aborted!": ("中止！", "Aborted!"),
}

# (singular, plural) pairs click chooses between with ngettext.
PLURALS: tuple[tuple[str, str], ...] = (
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
)
