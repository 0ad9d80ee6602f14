"""The static page's English error templates in Chinese (wuhu_mj/web/site.py, pyodide.py,
browser.py; `wuhu-mj page`), joined to i18n_errors.EN_TO_ZH."""

from __future__ import annotations

PAGE_EN_TO_ZH: tuple[tuple[str, str], ...] = (
    ("no such file or folder: {path}", "没有这个文件或文件夹：{path}"),
    (
        "npm is not installed: install Node.js and npm (it fetches pyodide {version} from the npm"
        " registry once), or give --pyodide PATH to an unpacked or packed npm package pyodide",
        "没有装 npm：请装上 Node.js 和 npm（它从 npm 仓库下载一次 pyodide {version}），"
        "或用 --pyodide PATH 指向解开或打包的 npm 包 pyodide",
    ),
    ("npm pack pyodide@{version} failed: {why}", "npm pack pyodide@{version} 失败：{why}"),
    (
        "npm pack pyodide@{version} failed (is the npm registry reachable?): {why}",
        "npm pack pyodide@{version} 失败（连得上 npm 仓库吗？）：{why}",
    ),
    (
        "{path}: its checksum is not that of pyodide {version} on the npm registry; remove it"
        " and build again",
        "{path}：校验和不是 npm 仓库里 pyodide {version} 的；删掉它再生成一次",
    ),
    ("{path}: not a packed npm package ({why})", "{path}：不是打包的 npm 包（{why}）"),
    (
        "{path}: not the npm package pyodide (no {files})",
        "{path}：不是 npm 包 pyodide（没有 {files}）",
    ),
    ("{path} is a file, not a folder", "{path} 是文件，不是文件夹"),
    (
        "{path} is a folder with other files in it; give a new or empty folder (or an earlier"
        " build of the page)",
        "{path} 里已有别的文件；请给一个新的或空的文件夹（或以前生成的页面）",
    ),
    (
        "the page needs the Python package '{name}' installed here: pip install 'wuhu-mj[web]'",
        "页面需要这里装好 Python 包 '{name}'：pip install 'wuhu-mj[web]'",
    ),
    ("static/sw.js has lost its /*SITE*/ marker", "static/sw.js 里没有 /*SITE*/ 标记"),
    (
        "the request must be a JSON object, as a batch line is",
        "请求应是 JSON 对象，如 batch 的一行",
    ),
    ("unknown call '{name}' (known: {known})", "不认识的调用 '{name}'（认识的：{known}）"),
    ('needs "text" and "rules_yaml", both text', '要有 "text" 和 "rules_yaml"，都是文字'),
)
