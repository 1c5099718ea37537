# Sourced by scripts/run and scripts/test: make .venv and install the project
# into it, again only when pyproject.toml changed (so repeat runs are quick).
# The caller has already changed to the repository root.
set -e
EXTRAS=${DOUBLOON_EXTRAS:-}
[ -x .venv/bin/python ] || python3 -m venv .venv
STAMP=".venv/.doubloon-installed$EXTRAS"
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
    .venv/bin/python -m pip install -q --disable-pip-version-check -e ".$EXTRAS"
    touch "$STAMP"
fi
