"""scripts/install-pi's check of the pins on a real Pi (issue 32), run with
the venv's Python once gpiozero is installed: which GPIO chip gpiozero's
lgpio pin factory opens, and whether it is the one of the 40-pin header.
On a Pi 5 the header is the RP1's chip ("pinctrl-rp1"), whose number
changed with the kernel (gpiochip4, then gpiochip0): a gpiozero that picks
by number opens the wrong one, and no button would ever press. One line,
always exit 0 (the installer goes on; the line says what to do).

    /opt/doubloon/venv/bin/python scripts/pi_gpio_check.py "$(tr -d '\\0' </proc/device-tree/model)"
"""

from __future__ import annotations

import sys

# The label of the header's GPIO chip, by the model's name.
HEADER_CHIPS = (
    ("Raspberry Pi 5", "pinctrl-rp1"),
    ("Compute Module 5", "pinctrl-rp1"),
    ("Raspberry Pi 4", "pinctrl-bcm2711"),
    ("Compute Module 4", "pinctrl-bcm2711"),
    ("Raspberry Pi 400", "pinctrl-bcm2711"),
)
DEFAULT_CHIP = "pinctrl-bcm2835"  # Pi 3, Zero 2 W and older


def version(name: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "?"


def header_chip(model: str) -> str:
    for start, label in HEADER_CHIPS:
        if model.startswith(start):
            return label
    return DEFAULT_CHIP


def opened_chip() -> tuple[object, str]:
    """(the chip number, its label) that gpiozero's LGPIOFactory opens."""
    import lgpio
    from gpiozero.pins.lgpio import LGPIOFactory

    f = LGPIOFactory()
    try:
        label = lgpio.gpio_get_chip_info(f._handle)[3]
        return getattr(f, "_chip", "?"), label.decode() if isinstance(label, bytes) else str(label)
    finally:
        f.close()


def check(model: str) -> str:
    versions = "gpiozero %s, lgpio %s" % (version("gpiozero"), version("lgpio"))
    want = header_chip(model)
    try:
        chip, label = opened_chip()
    except Exception as e:  # any failure to open is the line, not a traceback
        return "install-pi: GPIO (%s, %s): cannot open the pins (%s)" % (
            model,
            versions,
            str(e) or type(e).__name__,
        )
    if label != want:
        return (
            "install-pi: GPIO (%s, %s): gpiozero opens gpiochip%s (%s), not the header's %s:"
            " the buttons would never press; sudo /opt/doubloon/venv/bin/pip install --upgrade gpiozero"
            % (model, versions, chip, label, want)
        )
    return "install-pi: GPIO (%s, %s): gpiozero opens gpiochip%s (%s), the header's pins" % (
        model,
        versions,
        chip,
        label,
    )


if __name__ == "__main__":
    print(check(sys.argv[1] if len(sys.argv) > 1 else "Raspberry Pi"))
