"""Run Python code under the real MicroPython (WebAssembly port from npm,
driven by node), with the repo's core/ package in its file system."""

import os
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
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


# ---- what the games' MicroPython tests share ---------------------------------


def random_games_code(game, calls, then=()):
    """Code that prints MicroPython's name, runs the lines ``then``, and
    for each tuple of ``calls`` plays ``play_random(*args, checks=True)``
    of ``core.<game>.simulate``, printing the canonical JSON of the final
    state and of its final score (two lines a game)."""
    code = [
        "import sys",
        "from core import canon",
        "from core.%s.simulate import play_random" % game,
        "from core.%s.endgame import final_score" % game,
        "print(sys.implementation.name)",
    ]
    code.extend(then)
    for args in calls:
        code.append("st = play_random(%s, checks=True)" % ", ".join(repr(a) for a in args))
        code.append("print(canon.dumps(st))")
        code.append("print(canon.dumps(final_score(st)))")
    return "\n".join(code) + "\n"


def assert_selfcheck_same(module, capsys):
    """``module.main()`` (a game's self-check) prints the same lines under
    MicroPython as here, ending with "checks passed"."""
    out = run_micropython("import %s as c\nc.main()\n" % module.__name__)
    module.main()
    assert out == capsys.readouterr().out
    assert out.strip().endswith("checks passed")


def illegal_action_on_micropython(new_game_args, action):
    """[rule, "True"]: the rule of the IllegalAction core.apply raises for
    ``action`` in ``core.new_game(<new_game_args>)``, and that it is a
    ValueError, as MicroPython prints them."""
    return run_micropython(
        "\n".join(
            [
                "import core",
                "s = core.new_game(%s)" % new_game_args,
                "try:",
                "    core.apply(s, %r)" % (action,),
                "except core.IllegalAction as e:",
                "    print(e.rule)",
                "    print(isinstance(e, ValueError))",
            ]
        )
        + "\n"
    ).split()
