"""The packs folder on disk: where packs live, export one, import a friend's with a preview and a
conflict choice, and write what the card editor saved. A pack file is never lost: a replaced one
is kept beside as `<name>.toml.replaced`, and every version a game may need is kept by content hash in
`.versions/` (see catalog/packs.py VERSIONS_FOLDER): a game started with it can always be loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from crossfire_desktop.catalog import Catalog, CatalogError
from crossfire_desktop.catalog.packs import (
    MAX_PACK_BYTES,
    PACK_SUFFIX,
    Pack,
    PackRef,
    content_hash,
    read_pack,
    scan_folder,
    slug,
    version_path,
)
from crossfire_desktop.readlimit import read_bytes_limited

from .atomic import write_bytes_atomic
from .paths import resolve_dirs

PACKS_FOLDER = "packs"
REPLACED_SUFFIX = ".replaced"
Choice = Literal["replace", "keep_both"]


def packs_folder(data_dir: Path | str | None = None) -> Path:
    """`<user data folder>/packs`, the same base as the saves (or $CROSSFIRE_DATA_DIR, or --data-dir)."""
    return resolve_dirs(data_dir).data / PACKS_FOLDER


def export_pack(pack_path: Path, dest: Path) -> Path:
    """A copy of the pack file, byte for byte (so its hash, and the games that need it, still match)."""
    if dest.is_dir():
        dest = dest / pack_path.name
    write_bytes_atomic(dest, _read(pack_path))
    return dest


def _read(path: Path) -> bytes:
    """A pack file's bytes: a regular file within the pack size limit, never a FIFO (OSError else)."""
    return read_bytes_limited(path, MAX_PACK_BYTES)


@dataclass(frozen=True)
class ImportPreview:
    pack: Pack
    blob: bytes  # the bytes previewed: what is imported, whatever the source file holds by then
    source: Path
    target: Path  # where it would go
    same_file: Pack | None  # a pack already there under the same file name
    overlaps: list[tuple[str, str]]  # (card name, other pack's name) touched by both

    @property
    def conflict(self) -> bool:
        return self.same_file is not None or bool(self.overlaps)


def preview_import(source: Path, folder: Path, base: Catalog) -> ImportPreview:
    """Read (once, within the size limit, never blocking) and validate a pack to import; CatalogError
    when it is broken or can't be read (nothing is written)."""
    try:
        blob = _read(source)
    except OSError as exc:
        raise CatalogError(source, None, None, f"can't be read: {exc.strerror or exc}") from None
    pack = read_pack(source, base, blob)
    target = folder / (source.name if source.suffix == PACK_SUFFIX else f"{slug(pack.info.name)}{PACK_SUFFIX}")
    existing = scan_folder(folder, base).packs
    same = next((p for p in existing if p.path.name == target.name), None)
    ids = {pc.card.id: pc.card.name for pc in pack.cards}
    overlaps = [(ids[pc.card.id], other.info.name) for other in existing if other is not same
                for pc in other.cards if pc.card.id in ids]
    if same is not None:
        overlaps += [(ids[pc.card.id], same.info.name) for pc in same.cards if pc.card.id in ids]
    return ImportPreview(pack, blob, source, target, same, overlaps)


def free_name(folder: Path, stem: str) -> Path:
    n = 2
    while (folder / f"{stem}_{n}{PACK_SUFFIX}").exists():
        n += 1
    return folder / f"{stem}_{n}{PACK_SUFFIX}"


def do_import(preview: ImportPreview, choice: Choice = "keep_both") -> Path:
    """Copy in the bytes the preview showed (the source file is not read again: it may have changed).
    `replace`: the pack of the same file name gives way (kept as .replaced); `keep_both`: the new one
    takes a free name. Overlapping cards: the later file name wins."""
    target = preview.target
    if target.exists():
        if choice == "replace":
            old = _read(target)
            keep_version(target.parent, old)
            write_bytes_atomic(target.with_name(target.name + REPLACED_SUFFIX), old)
        else:
            target = free_name(target.parent, target.stem)
    write_bytes_atomic(target, preview.blob)
    return target


def write_pack(path: Path, text: str) -> Path:
    """Save a pack the editor wrote; the previous version stays beside it as `.replaced`, and in the
    versions folder with every earlier one."""
    if path.exists():
        old = _read(path)
        keep_version(path.parent, old)
        write_bytes_atomic(path.with_name(path.name + REPLACED_SUFFIX), old)
    write_bytes_atomic(path, pack_bytes(path, text))
    return path


def keep_version(folder: Path, blob: bytes) -> None:
    """Keep this pack content in the versions folder (once: the name is its hash)."""
    dest = version_path(folder, content_hash(blob))
    if not dest.exists():
        write_bytes_atomic(dest, blob)


def keep_versions(folder: Path, refs: list[PackRef]) -> None:
    """Keep the version of each pack a game was started with, while the file still holds it (a pack
    changed outside the program since then can't be kept: loading the game names it)."""
    for ref in refs:
        if version_path(folder, ref.hash).exists() or Path(ref.file).name != ref.file:
            continue
        try:
            blob = read_bytes_limited(folder / ref.file, MAX_PACK_BYTES)
        except OSError:
            continue
        if content_hash(blob) == ref.hash:
            keep_version(folder, blob)


def check_text(path: Path, text: str, base: Catalog) -> CatalogError | None:
    """Would this pack text load (named as `path`)? Nothing is written."""
    try:
        read_pack(path, base, pack_bytes(path, text))
    except CatalogError as exc:
        return exc
    return None


def pack_bytes(path: Path, text: str) -> bytes:
    """The pack text as it is written; CatalogError for a character UTF-8 can't hold (a lone surrogate)."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise CatalogError(path, None, None, f"holds a character that can't be saved ({exc.reason})") from None
