"""The browser tests' plumbing (issue 24): a real headless Chromium opens a
page an aiohttp server serves on the loopback address and clicks in it;
the click reaches the server and the page shows its answer. The table's
own pages are tested the same way (tests/web/test_web_*.py)."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading

import pytest
from aiohttp import web

from tests.support import ROOT
from tests.support.browser import PHONE, TV
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PAGE = """<!doctype html><meta charset="utf-8"><title>smoke</title>
<button id="go">take the settler</button><p id="said"></p>
<script>
document.getElementById("go").onclick = async () => {
  const r = await fetch("/act", {method: "POST", body: JSON.stringify({choice: 3})});
  document.getElementById("said").textContent = await r.text();
};
</script>"""


class Server:
    """A tiny aiohttp app on 127.0.0.1, port 0 (the system picks a free
    one), in its own thread with its own event loop."""

    def __init__(self) -> None:
        self.posted: list[dict] = []
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    async def _page(self, request: web.Request) -> web.Response:
        return web.Response(text=PAGE, content_type="text/html")

    async def _act(self, request: web.Request) -> web.Response:
        self.posted.append(json.loads(await request.text()))
        return web.Response(text="seat 2 took choice %d" % self.posted[-1]["choice"])

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        app = web.Application()
        app.add_routes([web.get("/", self._page), web.post("/act", self._act)])
        self.runner = web.AppRunner(app)
        self.loop.run_until_complete(self.runner.setup())
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        self.loop.run_until_complete(site.start())
        self.port = site._server.sockets[0].getsockname()[1]
        self.ready.set()
        self.loop.run_forever()

    def __enter__(self) -> "Server":
        self.thread.start()
        assert self.ready.wait(10), "the test server did not start"
        return self

    def __exit__(self, *exc: object) -> None:
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.mark.parametrize("browser", [PHONE, TV], indirect=True)
def test_a_click_in_headless_chromium_reaches_the_server_and_the_page_shows_it(browser):
    with Server() as server:
        browser.get("http://127.0.0.1:%d/" % server.port)
        size = browser.execute_script("return [window.innerWidth, window.innerHeight]")
        assert browser.title == "smoke"
        browser.find_element(By.ID, "go").click()
        said = WebDriverWait(browser, 10).until(lambda b: b.find_element(By.ID, "said").text)
        assert said == "seat 2 took choice 3"
        assert server.posted == [{"choice": 3}]
        # a pairing QR code may hold its address with the scheme and host
        # in capitals (firmware/web/qr.py): the browser opens the same page
        browser.get("HTTP://127.0.0.1:%d/" % server.port)
        assert browser.title == "smoke" and browser.current_url == "http://127.0.0.1:%d/" % server.port
    assert tuple(size) in (PHONE, TV)


def run_without_chromium(tmp_path, ci: str) -> subprocess.CompletedProcess:
    """The smoke test in a pytest of its own whose PATH holds no Chromium."""
    env = dict(os.environ, PATH=str(tmp_path), CI=ci)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", __file__, "-k", "click"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_without_chromium_a_browser_test_is_skipped_saying_what_to_install(tmp_path):
    out = run_without_chromium(tmp_path, "")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "2 skipped" in out.stdout
    assert "sudo apt-get install chromium chromium-driver" in out.stdout


def test_under_ci_without_chromium_a_browser_test_fails_never_skips(tmp_path):
    out = run_without_chromium(tmp_path, "true")
    assert out.returncode == 1, out.stdout + out.stderr
    assert "2 errors" in out.stdout and "skipped" not in out.stdout  # failed in the fixture
    assert "CI must run the browser tests" in out.stdout


# -- scripts/_browser.sh: what scripts/test does about Chromium -------------
SCRIPT = os.path.join(ROOT, "scripts", "_browser.sh")


def fake(bin_dir, name: str, body: str) -> None:
    path = bin_dir / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)


def run_browser_sh(tmp_path, uid: int, have: bool, apt_works: bool, ci: str = "") -> tuple:
    """scripts/_browser.sh with a PATH of fakes only: ``id``, ``apt-get``
    (logs its arguments; when it works it 'installs' both programs) and,
    with ``have``, chromium and chromedriver. (exit status, stderr lines,
    apt-get's calls)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "apt.log"
    fake(bin_dir, "id", "echo %d" % uid)
    install = (
        'for p in chromium chromedriver; do printf "#!/bin/sh\\n" > "%s/$p"; /bin/chmod +x "%s/$p"; done'
        % (
            bin_dir,
            bin_dir,
        )
    )
    fake(bin_dir, "apt-get", 'echo "$*" >> "%s"\n%s' % (log, install if apt_works else "exit 100"))
    if have:
        fake(bin_dir, "chromium", "")
        fake(bin_dir, "chromedriver", "")
    env = {"PATH": str(bin_dir), "CI": ci}
    out = subprocess.run(["/bin/sh", SCRIPT], env=env, capture_output=True, text=True, timeout=30)
    calls = log.read_text().splitlines() if log.exists() else []
    return out.returncode, out.stderr.splitlines(), calls


def test_scripts_test_says_nothing_when_chromium_is_there(tmp_path):
    assert run_browser_sh(tmp_path, 0, have=True, apt_works=True) == (0, [], [])


def test_as_root_scripts_test_installs_debians_chromium_in_one_line(tmp_path):
    status, lines, calls = run_browser_sh(tmp_path, 0, have=False, apt_works=True)
    assert status == 0
    assert lines == ["scripts/test: installing chromium chromium-driver with apt-get (the browser tests)..."]
    assert calls == ["install -y -qq chromium chromium-driver"]


def test_not_root_scripts_test_names_what_to_install_in_one_line(tmp_path):
    status, lines, calls = run_browser_sh(tmp_path, 1000, have=False, apt_works=True)
    assert status == 0 and calls == []
    assert len(lines) == 1 and lines[0].endswith("sudo apt-get install chromium chromium-driver")


@pytest.mark.parametrize("uid", [0, 1000])
def test_under_ci_scripts_test_fails_when_chromium_cannot_be_had(tmp_path, uid):
    status, lines, calls = run_browser_sh(tmp_path, uid, have=False, apt_works=False, ci="true")
    assert status == 1
    assert lines[-1].startswith("scripts/test: CI runs the browser tests, but Chromium cannot be had")
    if uid == 0:  # tried, with a fresh package list the second time
        assert calls == ["install -y -qq chromium chromium-driver", "update -qq"]
