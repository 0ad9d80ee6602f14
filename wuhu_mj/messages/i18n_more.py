"""More texts (i18n_catalog.UI and i18n_errors.EN_TO_ZH take them in): what `serve` says
about the connections it refuses, and what the commands say about the terminal and the streams
they were given.

- MORE_UI: key -> (Chinese, English), texts the CLI writes itself;
- MORE_EN_TO_ZH: English error templates -> Chinese (values in {braces}).
"""

from __future__ import annotations

MORE_UI: dict[str, tuple[str, str]] = {
    # `wuhu-mj serve` (cli/serve.py, web/guard.py): a warning, and lines about refused
    # connections (each kind at most once every 10 s).
    "serve_everyone": (
        "wuhu-mj: 注意：同一网络里的任何人都能打开这个页面（没有密码）；只在信得过的网络上这样用",
        "wuhu-mj: warning: anyone on this network can open this page (there is no password);"
        " do this only on a network you trust",
    ),
    "serve_bad_host": (
        "不是主机名或地址：{name}（应写如 laptop.local 或 192.168.1.23）",
        "not a host name or address: {name} (write e.g. laptop.local or 192.168.1.23)",
    ),
    "serve_foreign_host": (
        "wuhu-mj: 拒绝了一个发给别的主机名的请求"
        "（如果这个名字就是本机，用 --allow-host 名字 放行）",
        "wuhu-mj: refused a request for another host name (if the name is this computer's,"
        " --allow-host NAME lets it in)",
    ),
    "serve_too_many": (
        "wuhu-mj: 同时连接太多（{count} 个都在处理请求）；拒绝了来自 {client} 的新连接",
        "wuhu-mj: too many connections ({count}, each with a request in hand); refused a new"
        " one from {client}",
    ),
    "serve_no_files": (
        "wuhu-mj: 打开的文件太多，暂时不接受新连接（一秒后再试）",
        "wuhu-mj: out of file descriptors: new connections wait (tried again every second)",
    ),
    "serve_failed": ("wuhu-mj: 服务器出错：{what}", "wuhu-mj: server error: {what}"),
}

MORE_EN_TO_ZH: tuple[tuple[str, str], ...] = (
    # `wuhu-mj serve` (web/hosts.py, web/guard.py, web/offload.py): what a connection may not do.
    ("a request names one host: Host: ADDRESS:PORT", "请求要写明一个主机：Host: 地址:端口"),
    (
        "this server does not answer to the name '{name}' (wuhu-mj serve --allow-host NAME lets"
        " a name in)",
        "本服务器不接受名字 '{name}'（wuhu-mj serve --allow-host 名字 可以放行）",
    ),
    ("the request did not arrive within {n} s", "请求没有在 {n} 秒内收完"),
    (
        "too many connections at once; try again in a moment",
        "同时连接太多；请稍后再试",
    ),
    (
        "the server did not finish this request within {n} s; try again",
        "服务器没能在 {n} 秒内处理完这个请求；请再试一次",
    ),
    # Rule files (rules/compiled/decode.py).
    ("'{name}' must be a finite number, not {got}", "'{name}' 应是有限的数，而不是 {got}"),
    # A closed stdin (cli/streams.py).
    (
        "closed (<&-): nothing to read; give FILE, or send the lines in",
        "已关闭（<&-）：没有可读的内容；请给出 FILE，或把内容送进来",
    ),
    # `check` (checks/file.py).
    (
        "not a plain file (a FIFO, a device or a folder?)",
        "不是普通文件（是管道、设备还是文件夹？）",
    ),
)
