"""`wuhu-mj page DIR`: the phone page as a static site that scores in the browser.

The site holds the page (static/, and its texts made from the catalog: messages.js), a web
app manifest and icons, a service worker that keeps every file for use offline, the Pyodide
runtime (doors/web/pyodide.py) and, in one zip, this package's own Python modules and rule files
with PyYAML's pure-Python reader and segno (the QR code of an exported evening) — taken from
where they are installed. Any static host serves it; nothing is fetched from anywhere else
when it runs.

Large files that compress well also ship gzipped (`NAME.gz`): the service worker fetches
those and unpacks them, so a first visit downloads the compressed size from any host, even
one that does not compress (`python -m http.server`).
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath

from ...messages.errors import InputError
from ...messages.message import Message
from . import pyodide, sitefolder, stopping
from .manifest import MANIFEST_JSON

STATIC = Path(__file__).parent / "static"
PYODIDE_DIR = "pyodide/"
PYTHON_ZIP = "py/wuhu-mj.zip"
HEADERS = "_headers"  # for Netlify and Cloudflare Pages; docs/web.md has nginx's
# Sent with the CSP (page_csp) by a host that reads HEADERS: X-Frame-Options for browsers
# older than frame-ancestors, as `wuhu-mj serve` sends them (doors/web/app.py).
HOST_HEADERS = (
    ("X-Frame-Options", "DENY"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
)
# Files the service worker fetches gzipped (NAME.gz), when gzip saves at least a tenth.
GZIP_AT_LEAST = 32 * 1024
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
}
# The pure-Python packages the page's Python needs besides this one: PyYAML's reader (its C
# extension cannot load in the browser; the package falls back to its Python parser) and
# segno.
EXTRA_PACKAGES = ("yaml", "segno")
_FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # zip entries' dates: the same input gives the same site
# The page's texts, made from the one catalog (messages/catalog/page.py) into a module the
# page imports; ids of the page part that the page's Python renders itself are not sent.
MESSAGES_JS = "messages.js"
PYTHON_ONLY = ("page_error_", "page_said_", "page_option_", "page_tap_")  # manifest.py, tapped.py
LANGS = ("zh", "en")  # the order of a catalog entry's texts
MADE_NOTE = (
    "// The page's texts by language and id, made by wuhu-mj from its catalog\n"
    "// (wuhu_mj/messages/catalog/page.py) when the site is built or served: edit the catalog."
)


@dataclass(frozen=True)
class SiteFile:
    path: str  # relative to the site's root, with / separators
    size: int
    gzipped: int | None  # the size of NAME.gz, when there is one


@dataclass(frozen=True)
class Written:
    path: str  # relative to the site's root, with / separators
    size: int


@dataclass(frozen=True)
class Site:
    folder: Path
    version: str  # a digest of every file: the service worker's cache name
    pyodide: str
    files: tuple[SiteFile, ...]  # the files the service worker keeps
    written: tuple[Written, ...]  # every file the build wrote (the manifest lists them)

    @property
    def download(self) -> int:
        """Bytes a first visit fetches through the service worker (and sw.js itself)."""
        listed = sum(f.gzipped if f.gzipped is not None else f.size for f in self.files)
        return listed + (self.folder / "sw.js").stat().st_size

    def _unpacked(self) -> list[Written]:
        return [f for f in self.written if not f.path.endswith(".gz")]

    @property
    def count(self) -> int:
        """Files the build wrote (their gzipped copies not counted; nothing a user keeps)."""
        return len(self._unpacked())

    @property
    def size(self) -> int:
        return sum(f.size for f in self._unpacked())


def build(
    out: str,
    given_pyodide: str | None = None,
    *,
    force: bool = False,
    npm_timeout: float = pyodide.NPM_TIMEOUT,
    announce: Callable[[Message], None] | None = None,
) -> Site:
    """Write the site into `out`: a new folder, or one whose files this command wrote (they
    are replaced; anything kept stays), else refused unless `force` (doors/web/sitefolder.py).
    `announce` is told what takes a while before it starts (npm)."""
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise InputError(Message("page_error_is_a_file", path=out), "DIR")
    try:
        sitefolder.recover(folder)
        found = sitefolder.survey(folder, force)
        sitefolder.refuse_unless_forced(folder, found, force)
        with sitefolder.staging(folder) as stage:
            runtime, version = pyodide.runtime(given_pyodide, stage.work, npm_timeout, announce)
            staged = stage.site
            _write_site(staged, runtime)
            files = _gzip_large(staged)
            digest = hashlib.sha256()
            for item in files:
                stopping.step()
                digest.update(item.path.encode() + b"\0" + (staged / item.path).read_bytes())
            site = Site(folder, digest.hexdigest()[:16], version, tuple(files), ())
            _write_runtime(staged, site)
            _write_headers(staged)
            written, old = _owned(folder, staged, found, force)
            stopping.step()  # the last moment the old site is simply kept
            sitefolder.install(folder, stage, old)
    except OSError as exc:  # a full disk, a folder we may not write: the old site is whole
        why = exc.strerror or type(exc).__name__
        where = f" ({exc.filename})" if exc.filename else ""
        said = Message("page_error_write", path=out, why=f"{why}{where}")
        raise InputError(said, "DIR") from None
    return replace(site, written=written)


def _owned(
    folder: Path, staged: Path, found: sitefolder.Found, force: bool
) -> tuple[tuple[Written, ...], list[str]]:
    """Write the manifest into the staged site: what it holds and the keep-list. Returns the
    site's files and DIR's files that go (the last build's; with `force`, edited ones and
    foreign ones in the new site's way). A kept file in DIR wins over the site's own file of
    that name (a host's own `_headers`): the site's is not written."""
    new = {p.relative_to(staged).as_posix(): p for p in staged.rglob("*") if p.is_file()}
    for path in list(new):
        if sitefolder.kept(path, found.keep) and os.path.lexists(folder / path):
            new.pop(path).unlink()
    needed = set(new) | {str(parent) for p in new for parent in PurePosixPath(p).parents}
    old = list(found.owned)
    keep = list(found.keep)
    if force:
        old += found.edited
        for path in found.foreign:
            top = PurePosixPath(path).parts[0]
            if path in needed:
                old.append(path)  # in the way of the site's own file
            elif top not in needed and top not in keep:
                keep.append(top)
            elif top in needed and path not in keep:
                keep.append(path)
    written = tuple(Written(path, file.stat().st_size) for path, file in sorted(new.items()))
    hashes = {path: sitefolder.sha256(file) for path, file in new.items()}
    text = sitefolder.manifest_text(hashes, keep)
    (staged / sitefolder.MANIFEST).write_text(text, encoding="utf-8")
    size = len(text.encode("utf-8"))
    return (*written, Written(sitefolder.MANIFEST, size)), old


def page_messages() -> dict[str, dict[str, str]]:
    """The page's texts by language and id: the catalog's page part, but the ids the page's
    Python renders itself (PYTHON_ONLY)."""
    from ...messages.catalog.page import PAGE

    sent = {key: texts for key, texts in sorted(PAGE.items()) if not key.startswith(PYTHON_ONLY)}
    return {lang: {key: texts[i] for key, texts in sent.items()} for i, lang in enumerate(LANGS)}


def messages_js() -> str:
    """static/i18n.js's MESSAGES (MESSAGES_JS): what `page` writes into the site and `serve`
    serves, made from the catalog each time (the page's limits are the manifest's)."""
    data = json.dumps(page_messages(), ensure_ascii=False, indent=0, sort_keys=True)
    return f"{MADE_NOTE}\nexport const MESSAGES = {data};\n"


def manifest_json() -> str:
    """The page's manifest (doors/web/manifest.py) as the site holds it (MANIFEST_JSON): what the
    page draws its controls from before its Python has started."""
    from .manifest import manifest

    return json.dumps(manifest(), ensure_ascii=False, sort_keys=True) + "\n"


def _write_site(staged: Path, runtime: Path) -> None:
    for entry in sorted(STATIC.iterdir()):
        stopping.step()
        if entry.is_file() and entry.suffix in TYPES and entry.name != "sw.js":
            shutil.copyfile(entry, staged / entry.name)
    (staged / MESSAGES_JS).write_text(messages_js(), encoding="utf-8")
    (staged / MANIFEST_JSON).write_text(manifest_json(), encoding="utf-8")
    (staged / PYODIDE_DIR).mkdir()
    for name in pyodide.FILES:
        stopping.step()
        shutil.copyfile(runtime / name, staged / PYODIDE_DIR / name)
    (staged / "py").mkdir()
    _python_zip(staged / PYTHON_ZIP)


def _python_zip(target: Path) -> None:
    """wuhu_mj's .py files, the built-in rule files as rules/NAME.yaml (the worker links
    wuhu_mj/rules/builtin to that folder and works in the zip's root, as in a checkout of the
    repository: messages name a built-in rule file as the CLI run there does, rules/NAME.yaml),
    the installed metadata (entry points), the installed plugins the browser can load
    (bundle.py) and the pure-Python files of EXTRA_PACKAGES."""
    from ...variants import builtin_rule_folders
    from .bundle import plugin_bundle

    package = Path(__file__).resolve().parents[2]  # wuhu_mj/
    entries: dict[str, bytes] = {}
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package)
        if "__pycache__" not in relative.parts and relative.parts[:2] != ("rules", "builtin"):
            entries[f"wuhu_mj/{relative.as_posix()}"] = path.read_bytes()
    for folder in builtin_rule_folders():
        for path in sorted(Path(folder).glob("*.yaml")):
            entries[f"rules/{path.name}"] = path.read_bytes()
    entries.update(_metadata())
    entries.update(plugin_bundle().files)  # each plugin's rule files in its own package
    for name in EXTRA_PACKAGES:
        entries.update(_pure_python(name))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(entries):
            stopping.step()  # between members: the archive closes whole
            info = zipfile.ZipInfo(name, _FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, entries[name])


def _metadata() -> dict[str, bytes]:
    """The installed distribution's METADATA and entry_points.txt, so importlib.metadata
    finds this package (and its entry points) in the browser too."""
    try:
        dist = importlib.metadata.distribution("wuhu-mj")
    except importlib.metadata.PackageNotFoundError:
        return {}
    folder = f"wuhu_mj-{dist.version}.dist-info"
    out = {}
    for name in ("METADATA", "entry_points.txt"):
        text = dist.read_text(name)
        if text is not None:
            out[f"{folder}/{name}"] = text.encode("utf-8")
    return out


def _pure_python(name: str) -> dict[str, bytes]:
    try:
        module = __import__(name)
    except ImportError:
        raise InputError(Message("page_error_needs_package", name=name), "page") from None
    root = Path(str(module.__file__)).resolve().parent
    return {
        f"{name}/{path.relative_to(root).as_posix()}": path.read_bytes()
        for path in sorted(root.rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def _gzip_large(staged: Path) -> list[SiteFile]:
    files = []
    for path in sorted(p for p in staged.rglob("*") if p.is_file()):
        stopping.step()
        relative = path.relative_to(staged).as_posix()
        data = path.read_bytes()
        gzipped = None
        if len(data) >= GZIP_AT_LEAST:
            packed = gzip.compress(data, compresslevel=9, mtime=0)
            if len(packed) * 10 < len(data) * 9:
                Path(f"{path}.gz").write_bytes(packed)
                gzipped = len(packed)
        files.append(SiteFile(relative, len(data), gzipped))
    return files


def page_csp() -> str:
    """The Content-Security-Policy of static/index.html's meta tag (the one place it is
    written), with what only a header can carry: `frame-ancestors`."""
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    if found is None:
        said = Message("page_error_no_marker", file="static/index.html", marker="CSP")
        raise InputError(said, "page")
    return f"{found.group(1)}; frame-ancestors 'none'"


def headers_file() -> str:
    """`_headers`, the response headers Netlify and Cloudflare Pages send for every file:
    no other site may show the page in a frame (a meta tag cannot say that; the page also
    refuses to start in a frame from another origin, for hosts that send no headers)."""
    lines = ["/*", f"  Content-Security-Policy: {page_csp()}"]
    lines += [f"  {name}: {value}" for name, value in HOST_HEADERS]
    return "\n".join(lines) + "\n"


def _write_headers(staged: Path) -> None:
    (staged / HEADERS).write_text(headers_file(), encoding="utf-8")


def _write_runtime(staged: Path, site: Site) -> None:
    """runtime.json (what the page and its worker load) and sw.js (the file list)."""
    listed = [
        {
            "path": f.path,
            "type": TYPES.get(os.path.splitext(f.path)[1], "application/octet-stream"),
            **({"gz": True} if f.gzipped is not None else {}),
        }
        for f in site.files
    ]
    listed.append({"path": "runtime.json", "type": TYPES[".json"]})
    runtime = {
        "version": site.version,
        "pyodide": {"path": PYODIDE_DIR, "version": site.pyodide},
        "python": PYTHON_ZIP,
        "files": listed,
    }
    (staged / "runtime.json").write_text(json.dumps(runtime, indent=1) + "\n", encoding="utf-8")
    worker = (STATIC / "sw.js").read_text(encoding="utf-8")
    marker = "/*SITE*/ null"
    if marker not in worker:
        said = Message("page_error_no_marker", file="static/sw.js", marker="/*SITE*/")
        raise InputError(said, "page")
    site_json = json.dumps({"version": site.version, "files": listed})
    (staged / "sw.js").write_text(worker.replace(marker, site_json), encoding="utf-8")
