"""A hardware profile's web page (issue 24): ``"web": "HOST:PORT"`` says
where the table's web page listens on the Pi; checked as every other
field is, a mistake one line naming the file and the field."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from drivers import profile
from tests.support import ROOT

REPO = Path(ROOT)


def with_web(web) -> dict:
    d = json.loads((REPO / "hardware/profiles/pi-4seat.json").read_text())
    d["web"] = web
    return d


def test_a_profile_without_web_has_no_web_page():
    assert profile.load("pi-4seat")["web"] is None


@pytest.mark.parametrize(
    "web", ["0.0.0.0:8080", "192.168.1.23:8080", "127.0.0.1:1", "[::]:8080", "table.local:65535", "pi:8080"]
)
def test_a_web_page_on_an_address_and_port_is_kept_as_written(web):
    assert profile.validate(with_web(web), "t.json")["web"] == web


@pytest.mark.parametrize(
    "web, says",
    [
        (8080, 'web: must be "HOST:PORT" such as "0.0.0.0:8080" (where the web page listens), not 8080'),
        ("8080", 'web: must be "HOST:PORT"'),
        ("0.0.0.0:0", 'web: port must be 1 to 65535, not "0"'),
        ("0.0.0.0:65536", "web: port must be 1 to 65535"),
        ("0.0.0.0:http", 'web: port must be 1 to 65535, not "http"'),
        ("0.0.0.0:８０", "web: port must be 1 to 65535"),
        ("1.2.3:8080", 'web: "1.2.3" is not an IPv4 address'),
        ("[zz]:8080", 'web: "[zz]" is not an IPv6 address'),
        ("my table:8080", 'web: must be "HOST:PORT"'),
        (":8080", 'web: must be "HOST:PORT"'),
        ("pi\n:8080", 'web: must be "HOST:PORT"'),
        ("pi-.local:8080", 'web: must be "HOST:PORT"'),
    ],
)
def test_a_bad_web_page_is_one_line_naming_the_file_and_the_field(web, says):
    with pytest.raises(profile.ProfileError) as e:
        profile.validate(with_web(web), "t.json")
    assert str(e.value).startswith("t.json: " + says)
    assert "\n" not in str(e.value)


def test_checking_a_profile_with_a_bad_web_page_is_one_line_and_exit_2(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(with_web("0.0.0.0:99999")))
    out = subprocess.run(
        [sys.executable, "-m", "drivers.profile", str(path)], capture_output=True, text=True, cwd=REPO
    )
    assert out.returncode == 2
    assert out.stderr == 'mine.json: web: port must be 1 to 65535, not "99999"\n' and out.stdout == ""
    path.write_text(json.dumps(with_web("0.0.0.0:8080")))
    out = subprocess.run(
        [sys.executable, "-m", "drivers.profile", str(path)], capture_output=True, text=True, cwd=REPO
    )
    assert out.returncode == 0 and out.stdout.strip().endswith(", web page on 0.0.0.0:8080")


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.text(max_size=40), st.integers(), st.none(), st.lists(st.integers(), max_size=2)))
def test_any_web_value_is_kept_or_refused_in_one_line(web):
    try:
        out = profile.validate(with_web(web), "t.json")["web"]
    except profile.ProfileError as e:
        assert str(e).startswith("t.json: web: ") and "\n" not in str(e)
        return
    assert out == web  # None: no web page; else as written
    if web is not None:
        host, _, port = web.rpartition(":")
        assert host and 1 <= int(port) <= 65535


def test_playing_on_a_profile_with_a_bad_web_page_is_one_line_and_exit_2(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(with_web("0.0.0.0:http")))
    out = subprocess.run(
        [sys.executable, "-m", "firmware.cli", "play", "--hardware", str(path), "--db", str(tmp_path / "j")],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert out.returncode == 2
    assert out.stderr == 'doubloon play: mine.json: web: port must be 1 to 65535, not "http"\n'
    # no game stored (the journal is opened first, as for any other field)
    if (tmp_path / "j").exists():
        with sqlite3.connect(str(tmp_path / "j")) as db:
            assert db.execute("SELECT count(*) FROM games").fetchone() == (0,)
