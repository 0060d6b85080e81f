from crossfire_desktop.cli import main

raise SystemExit(main())
