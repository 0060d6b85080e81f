import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the catalog cache of the test run goes to a folder of its own, never the user's cache folder
os.environ.setdefault("CROSSFIRE_CACHE_DIR", tempfile.mkdtemp(prefix="crossfire-test-cache-"))
