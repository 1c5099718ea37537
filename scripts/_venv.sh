# Sourced by scripts/run and scripts/test: make .venv and install the project
# into it, again only when pyproject.toml changed (so repeat runs are quick
# and silent). The first run takes a while: say what it is doing and when it
# is done, so a silent terminal never looks like a hang.
# The caller has already changed to the repository root.
set -e
EXTRAS=${DOUBLOON_EXTRAS:-}
STAMP=".venv/.doubloon-installed$EXTRAS"
if [ ! -x .venv/bin/python ]; then
    echo "doubloon: first run: setting up .venv and installing doubloon$EXTRAS (about 20 s, once)..." >&2
    if ! python3 -m venv .venv; then
        rm -rf .venv  # half made: the next run starts again
        echo "doubloon: python3 -m venv failed (Debian, Ubuntu: sudo apt install python3-venv)" >&2
        exit 1
    fi
elif [ ! -f "$STAMP" ]; then
    echo "doubloon: installing doubloon$EXTRAS into .venv (about 20 s, once)..." >&2
elif [ pyproject.toml -nt "$STAMP" ]; then
    echo "doubloon: pyproject.toml changed: updating .venv..." >&2
fi
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
    if ! .venv/bin/python -m pip install -q --disable-pip-version-check -e ".$EXTRAS"; then
        echo "doubloon: installing into .venv failed (pip says why above); run again once fixed" >&2
        exit 1
    fi
    touch "$STAMP"
    echo "doubloon: .venv ready." >&2
fi
