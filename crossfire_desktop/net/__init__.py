"""Network play: a host runs the one real game; players at other computers join a seat.

Pure Python, no Qt: what a seat may see of the game (`seatview`), the messages on the wire (`protocol`),
the host's side of a table (`host`: joining, seats, actions, refusals, floods) and the client's copy of
the table (`mirror`). The sockets themselves are in ui/ (`ui/network/transport.py`)."""

DEFAULT_PORT = 47810  # a network table's port when none is given (kept here: the command line reads it cheaply)
