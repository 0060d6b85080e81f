"""Network play's screens and sockets: the transport (TCP, TLS), the host's and the player's controllers, the
Play over the network page and the headless host (`crossfire host`). The rules of network play (seat views,
messages, the host's table) are pure Python in crossfire_desktop/net/.

May import session, look and words; never another room beside it or the shell (the shell's net_wiring.py
builds the tables and pages). No imports here."""
