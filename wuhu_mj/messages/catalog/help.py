"""`--help`: every command and option, in Chinese and English (the English is what click shows
when the language is English; options shared by `score` and `waits` have one entry)."""

from __future__ import annotations

HELP: dict[str, tuple[str, str]] = {
    "help_cli": (
        "安徽麻将算分：芜湖、安庆、池州。\n\n手牌写成 123m456m789m11p+peng555s：先写手里的牌（最"
        "后一张是胡的那张，除非用 --win 指明），再在 '+' 后写副露。退出码：0 胡牌，1 不成胡，2 输"
        '入有错（加 --json 时标准输出另有 {{"error": ...}}）。',
        "Score hands of Anhui mahjong: Wuhu 芜湖, Anqing 安庆, Chizhou 池州.\n\nHands are "
        "written like 123m456m789m11p+peng555s: concealed tiles first (the last\none is the "
        "winning tile, unless --win names it), then melds after '+'. Exit status:\n0 a win, 1 "
        'not a win, 2 bad input (with --json also as {{"error": ...}} on stdout).',
    ),
    "help_score": (
        "给手牌 HAND 算分：明细和每家付多少。\n\nHAND 可以分几段写（123m 456m …），会连成一手牌。"
        "写几个 --rules 时，用一张表比较每套规则下每家付多少。"
        "\n\n一炮多响（池州）：每个胡家各算一次（--winner 该家 --from 放冲的），放冲的付每一家；"
        "一晚上的记录里写成一行：session 的 B,C A HAND_B HAND_C。",
        "Score HAND and show the breakdown and what each seat pays.\n\nHAND may be typed in "
        "several pieces (123m 456m ...): they are joined into one hand.\nWith several --rules, "
        "one table compares what each seat pays under each rule set."
        "\n\nOne discard, several winners (Chizhou): score it once per winner (--winner that "
        "seat\n--from the discarder); the discarder pays each. In an evening it is one line:\n"
        "session's B,C A HAND_B HAND_C.",
    ),
    "help_check": (
        "给例子文件 FILES（- 是标准输入）里书上的例子算分，和书上印的数对照。",
        "Score the rulebook's worked examples in FILES (- for stdin) and compare with the\n"
        "printed numbers.",
    ),
    "help_rules": (
        "列出、显示、比较、检查规则，输出规则文件的 JSON Schema。",
        "List, show, compare and validate rule sets and print their JSON Schema.",
    ),
    "help_rules_list": ("内置规则，每个一行。", "The built-in rule sets, one line each."),
    "help_rules_validate": (
        "只检查规则文件（每个编译成它的类型表；- 是标准输入），不算分；有错退出码 2。",
        "Check rule files (each compiled into its typed table; - for stdin) without scoring;\n"
        "exit 2 if any is broken.",
    ),
    "help_rules_schema": (
        "输出规则文件的 JSON Schema（给编辑器用，见 docs/house-rules.md）。\n\nNAME 是变体（"
        "rules list 每行后面写的）或一套规则（用它的变体）；不写时，任何变体的规则文件都适用。",
        "Print the JSON Schema of a rule file (for an editor: see docs/house-rules.md).\n\nNAME "
        "is a variant (as `rules list` names them) or a rule set, whose variant is used;\n"
        "without it, the schema takes a rule file of any variant.",
    ),
    "help_config": (
        "显示配置文件在哪里、里面有什么，以及规则、语言、每分多少钱和宽度的默认值各从哪里来"
        "（命令行参数优先，其次环境变量 WUHU_MJ_RULES、WUHU_MJ_LANG、WUHU_MJ_UNIT、COLUMNS，"
        "再次配置文件）。",
        "Show where the config file is, what it holds, and where the defaults of the rule set,\n"
        "language, money per point and width come from (a flag first, then the environment\n"
        "variables WUHU_MJ_RULES, WUHU_MJ_LANG, WUHU_MJ_UNIT and COLUMNS, then the file).",
    ),
    "help_session_as_csv": (
        "输出 CSV（表格软件用）：每手一行，列与手机页面导出的一样，最后一行是合计。",
        "Print CSV for a spreadsheet: a row per hand, the page's export columns, then the totals.",
    ),
    "help_batch_as_csv": (
        "输出 CSV（表格软件用）：每手一行（与表格的列一样），最后一行是合计。",
        "Print CSV for a spreadsheet: a row per hand (the table's columns), then the totals.",
    ),
    "help_schema": (
        "输出 --json 所印文档的 JSON Schema（2020-12 版，见 docs/json.md）：score、waits、"
        "batch（每一行）、session 或 error（错误输入）。\n\n不写 NAME 时列出这些名字。",
        "Print the JSON Schema (draft 2020-12; see docs/json.md) of a document --json prints:\n"
        "score, waits, batch (each line), session or error (bad input).\n\nWithout NAME, list "
        "the names.",
    ),
    "help_rules_show": (
        "显示一套规则（名字或路径；- 是标准输入），`extends:` 已合并。",
        "Show a rule set (NAME, PATH, or - for stdin) with `extends:` merged.",
    ),
    "help_batch": (
        '给 FILE（或标准输入 -）里每手牌算分，并结算本场。\n\n每行是一个 JSON 对象（{{"hand": '
        '"...", "winner": 2, "from": 3, "rules": "wuhu"}}），或 score 的参数（'
        "123m456m789m11p+peng555s --from 3）。空行和 # 开头的行跳过。读一行、算一行、输出一行。退"
        "出码：0 每手都胡，1 有不成胡的，2 有输入错误的（其余照算），130 被中断。",
        "Score every hand in FILE (or stdin) and settle the session.\n\nEach line is a JSON "
        'object ({{"hand": "...", "winner": 2, "from": 3, "rules": "wuhu"}})\nor the arguments '
        "of `score` (123m456m789m11p+peng555s --from 3). Blank lines and\nlines starting with # "
        "are skipped. Lines are scored and printed as they are read.\nExit status: 0 every hand "
        "a win, 1 some not a win, 2 some bad input (the other lines\nare still scored), 130 "
        "interrupted.",
    ),
    "help_waits": (
        "手牌 HAND 听什么、每种胡能得多少；14 张时看打哪张。\n\n13 张（加副露）：按规则能胡的每种"
        "牌，还剩几张没见（4 减去看得见的），压档 / 跑风，以及自摸和点炮各得多少（点炮算 --from "
        "那家，不写就是胡家的上家）。不听牌时给出向听数。\n\n14 张：每种打法各列一遍，最好的在前"
        "（听的牌值钱最多，其次剩的张数最多）。退出码：0 听牌，1 不听，2 输入有错。",
        "What HAND waits on and what each win would pay; with 14 tiles, which tile to discard.\n"
        "\nFor 13 tiles (plus melds): every tile kind that completes the hand under the rules,\n"
        "how many are unseen (4 less the copies in sight), 压档 / 跑风, and the winner's\n"
        "takings on a self-draw and on a discard (from --from, else the seat before the\n"
        "winner). A hand that waits on nothing gets its distance from ready (shanten).\n\nFor 14 "
        "tiles: the same for each possible discard, the best first (most money the\nwaits are "
        "worth, then most tiles left). Exit status: 0 ready, 1 not ready, 2 bad\ninput.",
    ),
    "help_session": (
        "一桌一晚上：给 FILE（或标准输入）里的牌逐手算分，最后结账。\n\n开头写玩家、规则、每分多"
        "少钱、第一手的庄（芜湖还有底）；然后每手一行：WINNER [DISCARDER] HAND [选项]，流局写“荒"
        "庄”。庄家、连庄次数和底由程序记。见 docs/sessions.md。退出码：0 每手都算好，1 有一手不成"
        "胡，2 有一行写错（其余照算）。",
        "Score one table's evening in FILE (or stdin), hand after hand, and settle up.\n\nA "
        "header names the players, rules, unit, first dealer (and Wuhu's 底 pot); then one\nline "
        "per hand: WINNER [DISCARDER] HAND [options], or `draw`. The scorer keeps the\ndealer, "
        "the 连庄 count and the pots. See docs/sessions.md. Exit status: 0 every hand\nscored, 1 "
        "some hand not a win, 2 a bad line (the rest is still scored).",
    ),
    "help_serve": (
        "提供手机页面和 JSON 接口（要先装：pip install 'wuhu-mj[web]'）。\n\n用手机浏览器打开打印"
        "出来的地址。默认 --host 127.0.0.1 只有这台电脑能打开；--host 0.0.0.0 让同一网络里的设备"
        "都能打开，只在信得过的网络里这样用。发给别的主机名的请求一律拒绝（见 --allow-host）。按 "
        "Ctrl-C 停止。",
        "Serve the phone page and the JSON API (needs: pip install 'wuhu-mj[web]').\n\nOpen the "
        "printed address in a phone's browser. With the default --host 127.0.0.1 only\nthis "
        "computer can reach it; with --host 0.0.0.0 every device on the same network can,\nso "
        "use it only on a network you trust. Requests that name another host are refused\n(see "
        "--allow-host). Stop with Ctrl-C.",
    ),
    "help_serve_allow_host": (
        "也接受用 NAME 这个名字称呼本机的请求（如路由器给本机起的名字）；可以写多次。",
        "Also answer requests that name this computer NAME (e.g. laptop.local); repeatable.",
    ),
    "help_rules_compare": (
        "内置规则名或规则文件；写几次就比较几套规则。",
        "Built-in rule set or a rule file; give it more than once to compare rule sets.",
    ),
    "help_rules_diff": (
        "两套规则 A 和 B（内置名字或规则文件，`extends:` 已合并）有什么不同：每处不同一行，写出两"
        "边的值和出处。计分一样退出码 0，不同退出码 1。",
        "What differs between rule sets A and B (built-in names or rule files, `extends:`\n"
        "merged): one line per difference, with each side's value and where it comes from.\nExit "
        "0 when they score alike, 1 when they differ.",
    ),
    "help_option_win": (
        "胡的那张牌；写了它，手里的牌可以按任意顺序写。不写时，手里最后一张是胡的那张。",
        "The winning tile; the concealed tiles may then be typed in any order. Without it the "
        "last concealed tile wins.",
    ),
    "help_option_rules": ("内置规则名或规则文件。", "Built-in rule set or a rule file."),
    "help_option_winner": ("胡家座位 1-4。", "Winning seat 1-4."),
    "help_option_dealer": ("庄家座位 1-4。", "Dealer seat 1-4 (庄)."),
    "help_option_from": (
        "放冲的座位；不写就是自摸。",
        "Seat that discarded the winning tile; absent means self-draw (自摸).",
    ),
    "help_option_kong_draw": ("杠开：杠后补牌胡。", "Won on a kong's replacement tile (杠开)."),
    "help_option_rob_kong": (
        "抢杠：抢 --from 那家的加杠。",
        "Robbed the added kong of the --from seat (抢杠).",
    ),
    "help_option_heavenly": ("天胡：庄家起手就胡。", "天胡: the dealer's dealt hand wins."),
    "help_option_earthly": ("地胡：闲家第一轮就胡。", "地胡: a non-dealer wins at once."),
    "help_option_unit": (
        "每分多少钱（0.5 也行，按精确小数算）。",
        "Money per point (0.5 works, exactly).",
    ),
    "help_option_wild": ("百搭（钻牌、星子）。", "The wild tile (钻牌, 星子)."),
    "help_option_indicator": (
        "翻开的牌：百搭是它的下一张或上一张，由规则定。",
        "The flipped tile; the rules say whether the wild is the next tile or the one before.",
    ),
    "help_option_wild_discarded": (
        "安庆：胡家之前打出过钻牌。",
        "Anqing: the winner discarded a wild earlier.",
    ),
    "help_option_streak": (
        "庄家连庄次数（计连庄的规则用）。",
        "The dealer's 连庄 count (for rules that price 连庄).",
    ),
    "help_option_seen": (
        "胡张在桌上（别家的碰杠和打出的牌，不算放炮这张）已见几张，格支压（胡最后几张）用。",
        "Copies of the winning tile already on the table (others' melds and discards, not the "
        "winning discard), for rules that price a win on the last copies.",
    ),
    "help_option_fed": (
        "反包：胡家打给别家的副露，如 3=peng,peng,chi；副露可写花色（chi:s），池州可加 nohua / "
        "laizi 说明那家的牌。",
        "Melds the winner fed to another seat, e.g. 3=peng,peng,chi (反包); a meld may name its "
        "suit (chi:s), and Chizhou marks nohua / laizi describe that seat's hand.",
    ),
    "help_option_json": ("输出一个 JSON 对象。", "Print one JSON object."),
    "help_batch_as_json": (
        "每手输出一个 JSON 对象，最后是结算。",
        "One JSON object per hand, then the ledger.",
    ),
    "help_batch_rules": ("没写规则的行用的规则。", "Rule set for lines that do not name one."),
    "help_batch_unit": (
        "没写 unit 的行每分多少钱（默认 1）。",
        "Money per point for lines that do not give their own (default 1).",
    ),
    "help_batch_jobs": (
        "用几个进程算分（不超过 CPU 数；输出顺序不变）。",
        "Processes to score with (at most the CPUs; output order is unchanged).",
    ),
    "help_batch_rows": (
        "表里列出几手（结算总是算全部）。",
        "Hands listed in the table (the ledger always covers every hand).",
    ),
    "help_session_as_json": (
        "输出一个 JSON 对象（docs/sessions.md）。",
        "Print one JSON object (docs/sessions.md).",
    ),
    "help_serve_host": (
        "监听的地址；0.0.0.0 让同一无线网里的手机能连进来。",
        "Address to listen on; 0.0.0.0 lets phones on the same Wi-Fi in.",
    ),
    "help_serve_port": ("端口。", "Port."),
    "help_serve_no_qr": ("不打印地址的二维码。", "Do not print the QR code of the address."),
    "help_option_lang": (
        "输出的语言：zh 或 en（默认取 $WUHU_MJ_LANG，没有就是 zh）。",
        "Language of everything printed: zh or en (default: $WUHU_MJ_LANG, else zh).",
    ),
    "help_page": (
        "把手机页面写成静态网站放进 DIR：在浏览器里算分（Pyodide），第一次打开以后断网也能用，可"
        "以添加到主屏幕。\n\n放到任何静态网站上，或在本机试：python -m http.server -d DIR。见 "
        "docs/web.md。",
        "Write the phone page as a static site into DIR: it scores in the browser (Pyodide),\n"
        "works offline after the first visit and can be added to the home screen.\n\nServe DIR "
        "from any static host, or try it with `python -m http.server -d DIR`.\nSee docs/web.md.",
    ),
    "help_page_pyodide": (
        "npm 包 pyodide：解开的文件夹或打包的 .tgz；不给时用 npm pack 下载一次，放进缓存。",
        "The npm package pyodide, unpacked (a folder) or packed (.tgz); without it, `npm pack` "
        "fetches it once into the cache.",
    ),
    "help_page_force": (
        "DIR 里有不是本命令写的文件，或上次生成的文件改过了，也照样生成：那些文件留着（并记进 "
        "wuhu-mj-site.json 的 keep），挡路的和改过的会被替换。",
        "Build even where DIR holds files this command did not write, or files of the last "
        "build that were changed since: the former are kept (and added to the keep-list in "
        "wuhu-mj-site.json); those in the site's way, and changed ones, are replaced.",
    ),
    "help_page_npm_timeout": (
        "npm 下载 pyodide 最多等多少秒。",
        "How long npm may take to fetch pyodide, in seconds.",
    ),
    "help_serve_page": (
        "提供 wuhu-mj page DIR 生成的静态页面（在浏览器里算分，断网也能用）。",
        "Serve the static page `wuhu-mj page DIR` built (it scores in the browser and keeps "
        "working offline).",
    ),
}
