"""Every game remembered: the history database (SQLite), what a finished game leaves in it, the statistics
read from it, daily seeds. Pure Python (no Qt): the UI's History and Statistics screens read it, the
table writes to it when a game ends. Sits beside `saves`: it may import the engine, campaign and catalog."""
