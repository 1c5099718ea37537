"""Shared fixtures: a fresh gpiozero MockFactory per test, and a clock the
test moves by hand (the button debounce takes its time from it)."""

import pytest


class Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


@pytest.fixture
def mock_factory():
    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory

    old = Device.pin_factory
    Device.pin_factory = MockFactory()
    yield Device.pin_factory
    Device.pin_factory.reset()
    Device.pin_factory = old


@pytest.fixture(autouse=True)
def _stop_gpio_threads():
    """gpiozero starts a hold thread for every Button, waking ten times a
    second; the emulated tables a test leaves behind kept theirs for the
    whole run (1,400 threads in one worker, a load of 800 on two cores).
    The threads a test started are told to stop after it (our own code
    debounces and times holds: nothing needs them once the test ends)."""
    import sys

    threads = sys.modules.get("gpiozero.threads")
    before = set(threads._THREADS) if threads is not None else set()
    yield
    threads = sys.modules.get("gpiozero.threads")
    if threads is not None:
        for t in set(threads._THREADS) - before:
            t.stopping.set()


@pytest.fixture(autouse=True, scope="session")
def _private_data_dir(tmp_path_factory):
    """No test writes a journal into the user's data folder."""
    import os

    old = os.environ.get("DOUBLOON_DATA_DIR")
    os.environ["DOUBLOON_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    yield
    if old is None:
        os.environ.pop("DOUBLOON_DATA_DIR", None)
    else:
        os.environ["DOUBLOON_DATA_DIR"] = old


@pytest.fixture
def browser(request, tmp_path):
    """A headless Chromium (tests/support/browser.py) with a fresh profile, at a
    phone's size, or the (width, height) given by
    ``@pytest.mark.parametrize("browser", [TV], indirect=True)``. Skipped
    without Chromium, with the line saying what to install; failed under
    CI, which must run the browser tests."""
    from tests.support import browser as chromium

    if chromium.find() is None:
        if chromium.in_ci():
            pytest.fail("CI must run the browser tests: " + chromium.MISSING, pytrace=False)
        pytest.skip(chromium.MISSING)
    size = getattr(request, "param", chromium.PHONE)
    folder = tmp_path / "chromium-profile"
    folder.mkdir()
    driver = chromium.start(size, folder)
    try:
        yield driver
    finally:
        driver.quit()
