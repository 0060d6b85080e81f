"""What start-up may learn before pydantic is imported: where the data and the user cache are, and whether
the validated catalog cache matches the card files. Standard library and platformdirs only: importing
the `catalog` or `campaign` package would pull in pydantic (a third of the start-up time)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hashlib import sha256
else:
    try:  # the standard library's own SHA-256 (same digests): hashlib loads OpenSSL first (~2 ms of start-up)
        from _sha256 import sha256  # Python 3.11
    except ImportError:  # pragma: no cover - 3.12 renamed it; other interpreters
        from hashlib import sha256

from .readlimit import read_bytes_limited

APP_NAME = "CrossfireDesktop"  # as in campaign/paths.py
CACHE_ENV = "CROSSFIRE_CACHE_DIR"
CATALOG_CACHE = "catalog-cache.json"
CACHE_FORMAT = 2  # 2: a header line with the key and a checksum of the data, then the data
MAX_CACHE_BYTES = 32 * 1024 * 1024  # the cache is ~200 KB
MAX_SETTINGS_BYTES = 1024 * 1024
_PACKAGE = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding cards/ and missions/: the checkout, or the bundle when frozen."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else _PACKAGE.parent


def cache_dir() -> Path:
    """$CROSSFIRE_CACHE_DIR, else the platform's user cache folder."""
    chosen = os.environ.get(CACHE_ENV)
    return Path(chosen).expanduser() if chosen else Path(user_cache_dir())


def user_cache_dir() -> str:
    """platformdirs' user cache folder. On Linux its usual answer is found without importing platformdirs
    (it and `copy`, which it imports, took ~4 ms of start-up): $XDG_CACHE_HOME when absolute, else
    $HOME/.cache, then the app's name. Anything else (no absolute HOME, other systems) asks platformdirs."""
    if sys.platform.startswith("linux"):
        xdg, home = os.environ.get("XDG_CACHE_HOME", ""), os.environ.get("HOME", "")
        if xdg.startswith("/"):
            return os.path.join(xdg, APP_NAME)
        if home.startswith("/"):
            return os.path.join(home, ".cache", APP_NAME)
    from platformdirs import user_cache_dir as platform_cache_dir

    return str(platform_cache_dir(APP_NAME, appauthor=False))


def data_files(root: Path) -> list[Path]:
    """Every file the catalog can be read from (all TOML under cards/ and missions/), in a fixed order."""
    return sorted([*(root / "cards").glob("*.toml"), *(root / "missions").glob("*.toml")])


BUILD_ID = "build-id.txt"  # in a bundle's data root: the hash of the code it was built from
MAX_BUILD_ID_BYTES = 256


def code_id() -> str:
    """The identity of the code that validates the card data: a hash of the catalog's models and the
    engine's effects in a checkout; in a bundle, which ships no sources, the same hash written at build
    time (installer/crossfire.spec), so a catalog cache made at build time matches the bundle."""
    sources = sorted([*(_PACKAGE / "catalog").glob("*.py"), *(_PACKAGE / "engine" / "effects").rglob("*.py")])
    if sources:
        h = sha256()
        for path in sources:
            h.update(path.relative_to(_PACKAGE.parent).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
        return h.hexdigest()
    try:
        return read_bytes_limited(data_root() / BUILD_ID, MAX_BUILD_ID_BYTES).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return "no-build-id " + sys.executable


def catalog_key(root: Path) -> str:
    """A hash of the card and mission files and of the code that validates them (the catalog's models and
    the engine's effects, whose names and params the data is checked against): any change, a new key."""
    h = sha256(f"crossfire-catalog-cache {CACHE_FORMAT}\n".encode())
    h.update(code_id().encode() + b"\0")
    for path in data_files(root):
        h.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def build_cache_dir() -> Path:
    """This build's own catalog cache folder. One per program (a checkout, an installed copy, a bundle):
    two builds sharing one file would each find the other's key and re-check the cards at every start."""
    frozen = "bundle" if getattr(sys, "frozen", False) else "source"
    where = sha256(f"{frozen}\0{data_root()}".encode()).hexdigest()[:16]
    return cache_dir() / f"catalog-{where}"


def _cache_files(root: Path, folder: Path | None) -> list[Path]:
    """Where to look for the catalog cache: the given folder; else this build's folder, then the cache a
    bundle ships beside its cards (made when it was built: the first start after install is fast too)."""
    if folder is not None:
        return [folder / CATALOG_CACHE]
    return [build_cache_dir() / CATALOG_CACHE, root / CATALOG_CACHE]


def read_catalog_cache(root: Path, folder: Path | None = None) -> dict[str, Any] | None:
    """The cached parsed files {relative path: data} when a cache matches `root`'s files and its checksum
    matches its data; else None (missing, not a regular file, too big, garbage, stale or tampered)."""
    try:
        key = catalog_key(root)
    except OSError:
        return None
    for path in _cache_files(root, folder):
        files = _read_one_cache(path, key)
        if files is not None:
            return files
    return None


def _read_one_cache(path: Path, key: str) -> dict[str, Any] | None:
    import json  # not at the top: the start screen reads only the header line (catalog_cache_fresh)

    try:
        blob = read_bytes_limited(path, MAX_CACHE_BYTES)
        head_text, _, body = blob.partition(b"\n")
        head = json.loads(head_text)
        if not isinstance(head, dict) or head.get("format") != CACHE_FORMAT or head.get("key") != key:
            return None
        if head.get("sum") != sha256(body).hexdigest():  # a flipped bit in a card's value
            return None
        files = json.loads(body)
        return files if isinstance(files, dict) else None
    except (OSError, ValueError, RecursionError, MemoryError):
        return None


def catalog_cache_fresh(root: Path, folder: Path | None = None) -> bool:
    """Whether a cache was written for these very files: only its header line is looked at (the data's
    checksum is checked when the catalog is read from it, which falls back to the files on a mismatch)."""
    try:
        wanted = f'"format": {CACHE_FORMAT}, "key": "{catalog_key(root)}"'
    except OSError:
        return False
    for path in _cache_files(root, folder):
        try:
            blob = read_bytes_limited(path, MAX_CACHE_BYTES)
        except OSError:
            continue
        if wanted in blob[:400].split(b"\n", 1)[0].decode("ascii", "replace"):
            return True
    return False


def write_catalog_cache(key: str, files: dict[str, Any], folder: Path | None = None) -> None:
    """Keep the parsed files under `key` (temp file then rename: a reader never sees half a cache)."""
    import json

    target = (folder or build_cache_dir()) / CATALOG_CACHE
    target.parent.mkdir(parents=True, exist_ok=True)
    temp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    body = json.dumps(files).encode("utf-8")
    head = json.dumps({"format": CACHE_FORMAT, "key": key, "sum": sha256(body).hexdigest()})
    try:
        temp.write_bytes(head.encode("ascii") + b"\n" + body)
        os.replace(temp, target)  # a link or FIFO planted at the target is replaced, never written through
    except OSError:
        temp.unlink(missing_ok=True)  # a full disk or a folder at the target: no stray temp file
        raise


def autosave_path(base: Path | str | None = None) -> Path:
    """Where the Store keeps the autosave (campaign/paths.py and Store.autosave_path, without pydantic):
    the start screen's Continue button needs only to know whether it exists."""
    return _data_and_config(base)[0] / "autosave" / "autosave.json"


def data_folder(base: Path | str | None = None) -> Path:
    """The store's data folder (campaign/paths.py resolve_dirs), without pydantic."""
    return _data_and_config(base)[0]


def _data_and_config(base: Path | str | None) -> tuple[Path, Path]:
    """The store's data and config folders (campaign/paths.py resolve_dirs), without pydantic."""
    chosen = base if base not in (None, "") else os.environ.get("CROSSFIRE_DATA_DIR") or None
    if chosen is not None:
        root = Path(chosen).expanduser().resolve()
        return root, root / "config"
    from platformdirs import user_config_dir, user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)), Path(user_config_dir(APP_NAME, appauthor=False))


def window_place_path(base: Path | str | None = None) -> Path:
    """Where the main window's size and position are kept between runs (ui/shell/window_place.py)."""
    return _data_and_config(base)[1] / "window-geometry.bin"


def _saved_setting(base: Path | str | None, name: str) -> Any:
    """One setting as saved, read from the file itself (before the store and pydantic are imported);
    None when there is no settings file yet or it can't be read."""
    path = _data_and_config(base)[1] / "settings.json"
    if not path.exists():  # the first start: json is not imported for nothing
        return None
    import json

    try:
        return json.loads(read_bytes_limited(path, MAX_SETTINGS_BYTES))["data"][name]
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return None


def saved_language(base: Path | str | None = None) -> str:
    """Settings > Language as saved (ui/i18n.saved_choice): the words of the first screen are chosen before
    the store and pydantic are imported. "system" when unreadable."""
    language = _saved_setting(base, "language")
    return language if language in ("system", "en", "fr") else "system"


def saved_ui_scale(base: Path | str | None = None) -> float:
    """Settings > UI scale as saved (the UI prefs file, ui/session/persist.py): the first screen is laid out at
    it (read after the first paint, it grew the start screen past a 1280x720 window). 1.0 when unreadable."""
    path = _data_and_config(base)[1] / "ui-prefs.json"
    if not path.exists():
        return 1.0
    import json

    try:
        scale = json.loads(read_bytes_limited(path, MAX_SETTINGS_BYTES))["ui_scale"]
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return 1.0
    return float(scale) if isinstance(scale, int | float) and 0.5 <= scale <= 3.0 else 1.0


def tutorial_offer_due(base: Path | str | None = None) -> bool:
    """The first-launch offer of the tutorial is still due: the start screen shows it from its first paint,
    so that it never appears above the menu's buttons under a player's click."""
    return _saved_setting(base, "tutorial_offered") is not True
