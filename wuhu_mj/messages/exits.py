"""Every exit status wuhu-mj gives, and the one rule that sums up many hands.

The CLI exits with them; `--json` error objects (`"exit"`), the web API's `X-Wuhu-Mj-Exit`
header and the page's answers carry the same numbers (docs/batch.md, docs/web.md).
"""

from typing import Final

EXIT_WIN: Final = 0  # a win; a command that only shows or checks something, done
EXIT_NOT_WIN: Final = 1  # a valid hand that is not a win (or some of a batch's or evening's)
EXIT_BAD_INPUT: Final = 2  # bad input, said in one line: notation, options, files, rule files
EXIT_INTERRUPTED: Final = 130  # 128 + SIGINT, as shells report a Ctrl-C


def exit_status(bad_lines: int, not_wins: int) -> int:
    """The status of many hands (a batch, an evening): bad input over a hand that is not a
    win over all wins."""
    if bad_lines:
        return EXIT_BAD_INPUT
    return EXIT_NOT_WIN if not_wins else EXIT_WIN
