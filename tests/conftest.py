import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the catalog cache of the test run goes to a folder of its own, never the user's cache folder
if "CROSSFIRE_CACHE_DIR" not in os.environ:
    os.environ["CROSSFIRE_CACHE_DIR"] = _cache = tempfile.mkdtemp(prefix="crossfire-test-cache-")
    atexit.register(shutil.rmtree, _cache, True)
