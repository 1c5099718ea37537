# Sourced by scripts/test (or run with sh, as its test does): the browser
# tests' headless Chromium and chromedriver, Debian's packages (issue 24).
# Missing: installed with apt-get when we are root (quietly, one line says
# so), else one line names what to install and those tests skip. Under CI
# (CI set and not "false") they must run: still missing, this fails.
PACKAGES="chromium chromium-driver"

browsers_missing() {
    if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
        ! command -v chromedriver >/dev/null 2>&1
    else
        true
    fi
}

# apt-get install, then once more after apt-get update (a fresh container
# has no package lists yet); its output only matters when it fails
# shellcheck disable=SC2086
apt_install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null 2>&1 && return 0
    apt-get update -qq >/dev/null 2>&1 &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null 2>&1
}

if browsers_missing && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "scripts/test: installing $PACKAGES with apt-get (the browser tests)..." >&2
    apt_install || true
fi
if browsers_missing; then
    if [ -n "${CI:-}" ] && [ "${CI:-}" != false ]; then
        echo "scripts/test: CI runs the browser tests, but Chromium cannot be had: apt-get install $PACKAGES" >&2
        exit 1
    fi
    echo "scripts/test: the browser tests skip: to run them, sudo apt-get install $PACKAGES" >&2
fi
