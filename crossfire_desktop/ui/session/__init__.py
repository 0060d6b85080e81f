"""The UI's doors to disk and to the engine: saves and settings (persist), the game controller every change
goes through, the autosave journal, error log, background threads and worker-process searches.

Below every screen and the table: may import look and words, never a room above. No imports here."""
