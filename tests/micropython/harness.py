"""Run Python code under the real MicroPython (WebAssembly port from npm,
driven by node), with the repo's core/ package in its file system."""

import os
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RUNNER = os.path.join(HERE, "runner.mjs")
PACKAGE = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")


class MicroPythonFailed(AssertionError):
    pass


def missing():
    """Why MicroPython cannot run here, or None. The test command installs
    the npm package, so a miss is a broken set-up, not a reason to skip."""
    if shutil.which("node") is None:
        return "node is not installed"
    if not os.path.isdir(PACKAGE):
        return "node_modules lacks the MicroPython port: run npm ci (scripts/test does)"
    return None


def run_micropython(code, timeout=300):
    """Run ``code`` under MicroPython; return its stdout, raise on error."""
    why = missing()
    if why:
        raise MicroPythonFailed(why)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(code)
        path = f.name
    try:
        r = subprocess.run(["node", RUNNER, path], capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    finally:
        os.unlink(path)
    if r.returncode != 0:
        raise MicroPythonFailed("MicroPython failed:\n" + r.stderr + r.stdout[-2000:])
    return r.stdout
