# Sourced by scripts/run and scripts/test: make .venv and install the project
# into it, again only when pyproject.toml changed (so repeat runs are quick).
# The caller has already changed to the repository root.
set -e
EXTRAS=${DOUBLOON_EXTRAS:-}
if [ ! -x .venv/bin/python ]; then
    echo "doubloon: first run, making .venv and installing the packages (about a minute)..." >&2
    python3 -m venv .venv
fi
STAMP=".venv/.doubloon-installed$EXTRAS"
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
    echo "doubloon: installing doubloon$EXTRAS into .venv..." >&2
    .venv/bin/python -m pip install -q --disable-pip-version-check -e ".$EXTRAS"
    touch "$STAMP"
fi
