"""click's words in Chinese as a gettext .mo file: the form gettext reads, made from the
catalog (catalog/click.py), so the catalog stays the one place they are written.

    python -m wuhu_mj.messages.mofile      # write locale/zh/LC_MESSAGES/wuhu_mj_click.mo

tests/test_catalog.py checks that the file in the package is what this makes.
"""

from __future__ import annotations

import errno
import gettext
import os
import stat
import struct
from typing import Final

DOMAIN: Final = "wuhu_mj_click"
LOCALE_DIR: Final = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
MO_PATH: Final = os.path.join(LOCALE_DIR, "zh", "LC_MESSAGES", f"{DOMAIN}.mo")
_HEADER: Final = (
    "Content-Type: text/plain; charset=UTF-8\n"
    "Language: zh\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"
)


class CatalogFolder(os.PathLike[str]):
    """The folder of click's catalogs, as bound to its gettext domain: an unreadable catalog
    there (an empty or damaged file in an installed copy) is a missing one.

    gettext reads a catalog when a word is first asked for (help, a usage error; `score`
    never), and treats a catalog it cannot find, an OSError, as none: the words stay
    English. It fails on a file it cannot parse, though, with whatever its parser raised
    (struct.error for an empty or short file). So the folder's path is given when gettext
    looks for a catalog in it, after the catalog it would take has been read once: if that
    fails, looking fails as for a missing file. Only a regular file is read: gettext would
    wait for ever on a FIFO and read a device such as /dev/zero without end."""

    def __init__(self, path: str) -> None:
        self.path = path

    def __fspath__(self) -> str:
        try:
            # The catalog gettext would take (its language from the environment, as gettext
            # picks it); read once and kept by gettext itself when it reads.
            found = gettext.find(DOMAIN, self.path)
            if found is not None and not stat.S_ISREG(os.stat(found).st_mode):
                raise IsADirectoryError(errno.EISDIR, "not a regular file", found)
            gettext.translation(DOMAIN, self.path, fallback=True)
        # Any failure, not a list: an empty or short file fails with struct.error, others with
        # OSError, ValueError (a bad plural form, bytes that are not UTF-8), LookupError (an
        # unknown charset) or IndexError; each must mean "no catalog", never a stopped command.
        except Exception as failure:
            raise FileNotFoundError(errno.ENOENT, "no readable catalog", self.path) from failure
        return self.path


def click_translations() -> dict[str, str]:
    """msgid -> Chinese, as gettext keys them: a plural pair is `singular\\0plural` with its
    two translations joined by NUL."""
    from .catalog.click import CLICK, PLURALS

    chinese = {english: zh for zh, english in CLICK.values()}
    out = {"": _HEADER}
    paired: set[str] = set()
    for singular, plural in PLURALS:
        out[f"{singular}\0{plural}"] = f"{chinese[singular]}\0{chinese[plural]}"
        paired.update((singular, plural))
    out.update({english: zh for english, zh in chinese.items() if english not in paired})
    return out


def mo_bytes(messages: dict[str, str]) -> bytes:
    """The GNU .mo form of `messages` (little-endian, no hash table; ids sorted)."""
    ids = sorted(messages, key=lambda m: m.encode("utf-8"))
    originals = [m.encode("utf-8") for m in ids]
    translations = [messages[m].encode("utf-8") for m in ids]
    count = len(ids)
    table_start = 7 * 4
    strings_start = table_start + 2 * count * 8
    offsets: list[int] = []
    blob = b""
    for text in (*originals, *translations):
        offsets += [len(text), strings_start + len(blob)]
        blob += text + b"\0"
    header = struct.pack(
        "<7I", 0x950412DE, 0, count, table_start, table_start + count * 8, 0, strings_start
    )
    return header + struct.pack(f"<{len(offsets)}I", *offsets) + blob


def main() -> None:
    os.makedirs(os.path.dirname(MO_PATH), exist_ok=True)
    with open(MO_PATH, "wb") as file:
        file.write(mo_bytes(click_translations()))
    print(MO_PATH)


if __name__ == "__main__":
    main()
