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
