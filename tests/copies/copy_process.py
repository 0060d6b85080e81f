"""One copy of the program's campaign and save paths, in its own process, driven line by line on stdin.

tests/copies/ starts two of these on one data folder to play what a second window opened by mistake
does. Commands (one per line; each answers one JSON line on stdout):
  open <campaign id>          open the campaign in a CampaignBook, as the Campaigns page does
  award <runner id>           record a won Crossfire mission through the book (the post-mission path)
  add <runner name>           add a runner through the book
  import <file>               import a campaign file with "Replace" (the Campaigns list's path)
  show                        the book's campaign: runner names and Karma
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from crossfire_desktop.campaign import add_runner, award_mission, import_campaign
from crossfire_desktop.ui.campaign.book import CampaignBook
from crossfire_desktop.ui.session.persist import Persist


def main() -> None:
    app = QCoreApplication.instance() or QCoreApplication([])
    persist = Persist(Path(sys.argv[1]))
    book: CampaignBook | None = None
    for line in sys.stdin:
        cmd, *args = line.split()
        answer: dict[str, object] = {}
        if cmd == "open":
            book = CampaignBook(persist, persist.load_campaign(args[0]))
        elif cmd == "award" and book is not None:
            mission = persist.catalog.missions["crossfire"]
            answer["message"] = book.apply(lambda c, m=mission, r=args[0]: award_mission(c, m, "win", {}, [r]))
        elif cmd == "add" and book is not None:
            answer["message"] = book.apply(lambda c, name=args[0]: add_runner(c, name, "Elf"))
        elif cmd == "import":
            answer["name"] = import_campaign(persist.store, Path(args[0]), replace=True).name
        if book is not None:
            answer["runners"] = {r.name: r.karma_earned for r in book.campaign.runners}
            answer["name"] = answer.get("name") or book.campaign.name
        print(json.dumps(answer), flush=True)
    del app


if __name__ == "__main__":
    main()
