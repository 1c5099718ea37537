"""scripts/web_screenshots.py (issue 24): the README's pictures of the web
pages, made by the browser tests' headless Chromium."""

import pytest

from tests.support import script


def screenshots():
    return script("web_screenshots")


@pytest.mark.slow
def test_the_screenshots_are_the_pages_at_a_tablets_a_tvs_and_a_phones_size(browser, tmp_path):
    from PIL import Image

    out = tmp_path / "shots"
    assert screenshots().main(["--out", str(out), "--decisions", "30"]) == 0
    sizes = {p.name: Image.open(p).size for p in out.iterdir()}
    assert sizes == {
        "web-board-tablet.png": (1280, 800),
        "web-board-1080p.png": (1920, 1080),
        "web-seat-phone.png": (360, 740),
    }


def test_the_screenshots_without_chromium_say_what_to_install_in_one_line(tmp_path, capsys, monkeypatch):
    from tests.support import browser as chromium

    monkeypatch.setattr(chromium, "find", lambda: None)
    assert screenshots().main(["--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err == "web_screenshots: " + chromium.MISSING + "\n"
    assert list(tmp_path.iterdir()) == []
