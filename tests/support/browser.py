"""A real browser for the web pages' tests (issue 24): headless Chromium
driven by selenium through Debian's chromium-driver, never a driver
downloaded at test time (the tests run without internet).

The ``browser`` fixture (tests/conftest.py) starts one at a phone's size;
``@pytest.mark.parametrize("browser", [TV], indirect=True)`` starts it at
another, and ``set_size(browser, TV)`` changes it later. For
several windows at once (phones and a board page), ``start(size, folder)``.

Without Chromium the fixture skips, with the one line that says what to
install; under CI (``CI`` set and not "false") it fails instead: CI runs
the browser tests, never skips them.
"""

from __future__ import annotations

import os
import shutil

PHONE = (360, 740)  # a small phone, in CSS pixels
TV = (1920, 1080)  # the Pi's HDMI output, a TV or a monitor
TABLET = (1280, 800)

# What Chromium must not do in a test: draw on a GPU, phone home (QUIC,
# component updates, sync, background requests), ask first-run questions;
# --no-sandbox: root (CI containers) cannot start it sandboxed.
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)

PACKAGES = "chromium chromium-driver"  # Debian's, the names scripts/test installs
MISSING = "the browser tests need Chromium and its driver: sudo apt-get install " + PACKAGES


def find() -> tuple[str, str] | None:
    """(chromium, chromedriver) paths, or None when either is missing."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if chromium is None or driver is None:
        return None
    return chromium, driver


def in_ci() -> bool:
    ci = os.environ.get("CI", "")
    return ci != "" and ci != "false"


def start(size: tuple[int, int] = PHONE, folder: str | os.PathLike = "") -> object:
    """A headless Chromium whose pages are ``size`` (width, height) CSS
    pixels (``set_size``), with a
    fresh profile in ``folder`` (an empty folder of the test's own);
    ``quit()`` it when done. RuntimeError (with what to install) when
    Chromium cannot be had."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    paths = find()
    if paths is None:
        raise RuntimeError(MISSING)
    chromium, driver = paths
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument("--user-data-dir=%s" % os.fspath(folder))
    options.add_argument("--window-size=%d,%d" % size)
    # the driver's path given: selenium's manager never looks one up online
    browser = webdriver.Chrome(options=options, service=Service(executable_path=driver))
    set_size(browser, size)
    return browser


def set_size(browser: object, size: tuple[int, int]) -> None:
    """Make the page's own area (``window.innerWidth`` x ``innerHeight``)
    ``size``: headless Chromium still keeps room for a window's frame, so
    the window is made that much bigger."""
    browser.set_window_size(*size)
    inner = browser.execute_script("return [window.innerWidth, window.innerHeight]")
    if tuple(inner) != tuple(size):
        browser.set_window_size(2 * size[0] - inner[0], 2 * size[1] - inner[1])
