"""Where `wuhu-mj page` keeps Pyodide between builds (wuhu_mj/doors/web/pyodide.py): WUHU_MJ_CACHE,
else the platform's cache folder as platformdirs names it (macOS and Windows have their own)."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from wuhu_mj.doors.web.pyodide import cache_dir


def test_wuhu_mj_cache_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("WUHU_MJ_CACHE", str(tmp_path))
    assert cache_dir() == tmp_path


def test_else_the_platform_s_cache_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WUHU_MJ_CACHE", raising=False)
    asked: list[tuple[str, object]] = []

    def user_cache_dir(name: str, appauthor: object = None) -> str:
        asked.append((name, appauthor))
        return "/Users/someone/Library/Caches/wuhu-mj"  # as on macOS

    monkeypatch.setattr(platformdirs, "user_cache_dir", user_cache_dir)
    assert cache_dir() == Path("/Users/someone/Library/Caches/wuhu-mj")
    assert asked == [("wuhu-mj", False)]


def test_on_linux_it_is_the_xdg_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    if not platformdirs.user_cache_dir("x").startswith(str(Path.home())):
        pytest.skip("not a Linux-style home")  # pragma: no cover
    monkeypatch.delenv("WUHU_MJ_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_dir() == tmp_path / "wuhu-mj"
