"""scripts/install-pi run for real on a fake root (INSTALL_PI_ROOT) with
stand-in commands (apt-get, systemctl, useradd, raspi-config, pip, ...) that
only log what they were asked: what a Pi owner would hit (issue 20), and
hardware/doubloon.service. scripts/rehearse-pi, the whole installer on an
arm64 Debian root under qemu, runs only when DOUBLOON_REHEARSE=1 (it takes
minutes); its refusals are checked here."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tests.support import ROOT, script

REPO = Path(ROOT)
INSTALL = REPO / "scripts" / "install-pi"
REHEARSE = REPO / "scripts" / "rehearse-pi"

# Each stand-in logs its name and arguments, one line a call, to $STUB_LOG.
STUB = '#!/bin/sh\necho "%s $*" >> "$STUB_LOG"\n'
STUBS = {
    "apt-get": "",
    "systemctl": "",
    "usermod": "",
    "raspi-config": "",
    "useradd": 'touch "$STUB_LOG.user"\n',
    "userdel": 'rm "$STUB_LOG.user"\n',
    # the user exists once useradd made it; the tests run as "root"
    "id": '[ "$1" = -u ] && { echo 0; exit 0; }\n[ -e "$STUB_LOG.user" ]\n',
    "getent": '[ -z "$NO_GPIO_GROUP" ]\n',
    "dpkg-query": '[ -z "$NO_LGPIO" ]\n',
    "apt-cache": '[ -z "$NO_LGPIO" ]\n',
    # python3 -m venv DIR makes DIR/bin/python and DIR/bin/pip, which log;
    # anything else is the real Python (the installer checks the profile)
    "python3": 'if [ "$1 $2" = "-m venv" ]; then\n'
    '  d=$(eval echo \\${$#}); mkdir -p "$d/bin"\n'
    '  for x in python pip; do printf \'#!/bin/sh\\necho "%%s $*" >> "$STUB_LOG"\\n\' "$x" > "$d/bin/$x"; '
    'chmod +x "$d/bin/$x"; done\n'
    "  exit 0\nfi\n"
    'exec "%s" "$@"\n' % sys.executable,
}


@pytest.fixture
def pi(tmp_path):
    """A fake Pi: its root (config.txt, no /dev/i2c-1, systemd running) and
    the stand-ins; ``pi.run(*args, **env)`` runs install-pi on it."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in STUBS.items():
        (bin_dir / name).write_text(STUB % name + body)
        (bin_dir / name).chmod(0o755)
    root = tmp_path / "root"
    for d in ("boot/firmware", "etc/systemd/system", "etc/default", "dev", "run/systemd/system"):
        (root / d).mkdir(parents=True)
    (root / "boot/firmware/config.txt").write_text("[pi4]\narm_boost=1\n")
    log = tmp_path / "log"
    log.write_text("")

    class Pi:
        def __init__(self):
            self.root, self.log = root, log

        def run(self, *args, script=INSTALL, cwd=None, **env):
            log.write_text("")
            full = dict(
                os.environ,
                PATH=str(bin_dir) + os.pathsep + os.environ["PATH"],
                INSTALL_PI_ROOT=str(root),
                STUB_LOG=str(log),
            )
            full.update({"NO_GPIO_GROUP": "", "NO_LGPIO": ""}, **env)
            return subprocess.run(
                ["sh", str(script)] + list(args), capture_output=True, text=True, env=full, cwd=cwd
            )

        def calls(self, name):
            return [x.split(" ", 1)[1] for x in log.read_text().splitlines() if x.split(" ")[0] == name]

    return Pi()


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["pi-serial-5seat", "pi-mixed-4seat"])
def test_a_profile_with_seat_modules_gets_pyserial_and_dialout(pi, profile):
    # pi-mixed-4seat's name says nothing of serial: decided from its seats
    r = pi.run("--profile", profile)
    assert r.returncode == 0, r.stderr
    assert pi.calls("pip") == ["install -e %s/opt/doubloon/src[serial,web]" % pi.root]
    assert pi.calls("usermod") == ["-a -G gpio,i2c,dialout doubloon"]


@pytest.mark.parametrize("profile", ["pi-4seat", "emulated"])
def test_a_profile_without_seat_modules_gets_neither_but_the_web_page(pi, profile):
    # the web page's libraries always (issue 32): --web added later works
    r = pi.run("--profile", profile)
    assert r.returncode == 0, r.stderr
    assert pi.calls("pip") == ["install -e %s/opt/doubloon/src[web]" % pi.root]
    assert pi.calls("usermod") == ["-a -G gpio,i2c doubloon"]


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["pi-5seat-bigboard", "pi-5seat-ssd1309"])
def test_a_board_screen_on_spi_gets_spi0_spidev_and_the_spi_group(pi, profile):
    for _ in range(2):  # a second run adds nothing twice
        r = pi.run("--profile", profile)
        assert r.returncode == 0, r.stderr
    config = (pi.root / "boot/firmware/config.txt").read_text()
    assert config.count("dtoverlay=spi0-1cs\n") == 1 and "dtparam=spi=on" not in config  # GPIO 7 stays free
    assert "already sets dtoverlay=spi0-1cs" in r.stdout
    assert pi.calls("apt-get")[-1] == "install -y python3-venv python3-lgpio i2c-tools python3-spidev"
    assert pi.calls("usermod") == ["-a -G gpio,i2c,spi doubloon"]
    assert "reboot once for I2C and SPI to apply (config.txt changed)" in r.stdout


@pytest.mark.slow
def test_a_rerun_without_profile_keeps_the_services_profile(pi):
    # the owner runs it again to update: the seat modules still need pyserial
    assert pi.run("--profile", "pi-serial-5seat").returncode == 0
    r = pi.run()
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("install-pi: profile pi-serial-5seat,")
    assert pi.calls("pip") == ["install -e %s/opt/doubloon/src[serial,web]" % pi.root]
    assert (
        'DOUBLOON_ARGS="play --setup --hardware pi-serial-5seat"'
        in (pi.root / "etc/default/doubloon").read_text()
    )


@pytest.mark.slow
def test_the_owners_profile_file_is_copied_where_the_service_reads_it(pi, tmp_path):
    # a profile in the owner's home (mode 0700 on Bookworm), named in
    # /etc/default/doubloon: the service could not read it and restarted
    # every 5 s; now it is copied into the install and the --hardware
    # word points there, the owner's other words kept (issue 32)
    mine = tmp_path / "my-table.json"
    mine.write_text((REPO / "hardware/profiles/pi-mixed-4seat.json").read_text().replace("pi-mixed", "my"))
    (pi.root / "etc/default/doubloon").write_text(
        '# mine\nDOUBLOON_ARGS="play --setup --hardware %s --lang fr"\n' % mine
    )
    r = pi.run()
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("install-pi: profile %s," % mine)
    assert pi.calls("pip") == ["install -e %s/opt/doubloon/src[serial,web]" % pi.root]
    copy = pi.root / "etc/doubloon/profiles/my-table.json"
    assert copy.read_text() == mine.read_text() and copy.stat().st_mode & 0o777 == 0o644
    assert "copied to %s" % copy in r.stdout
    assert (pi.root / "etc/default/doubloon").read_text() == (
        '# mine\nDOUBLOON_ARGS="play --setup --hardware /etc/doubloon/profiles/my-table.json --lang fr"\n'
    )
    assert (
        "runs 'doubloon play --setup --hardware /etc/doubloon/profiles/my-table.json --lang fr'" in r.stdout
    )
    # a rerun reads the copy, and changes nothing
    r = pi.run()
    assert r.returncode == 0 and "copied" not in r.stdout and "DOUBLOON_ARGS now" not in r.stdout
    # --profile FILE: copied too
    other = tmp_path / "other.json"
    other.write_text((REPO / "hardware/profiles/pi-2seat.json").read_text())
    r = pi.run("--profile", str(other))
    assert r.returncode == 0, r.stderr
    assert (pi.root / "etc/doubloon/profiles/other.json").is_file()
    assert (
        "--hardware /etc/doubloon/profiles/other.json --lang fr"
        in (pi.root / "etc/default/doubloon").read_text()
    )
    # a bad name is still one line
    r = pi.run("--profile", "no such/thing.json")
    assert r.returncode == 2 and r.stderr == "install-pi: no profile file no such/thing.json\n"


@pytest.mark.slow
def test_the_reboot_reminder_stays_until_the_reboot_whatever_dev_i2c_says(pi):
    reminder = "install-pi: reboot once for I2C to apply (config.txt changed): sudo reboot"
    first = pi.run("--profile", "pi-4seat")
    assert first.stdout.splitlines()[-1] == reminder
    # a real raspi-config makes /dev/i2c-1 at once; the 400 kHz of
    # config.txt still waits for the reboot
    (pi.root / "dev/i2c-1").touch()
    second = pi.run("--profile", "pi-4seat")
    assert "already sets dtparam=i2c_arm_baudrate=400000" in second.stdout
    assert second.stdout.splitlines()[-1] == reminder
    (pi.root / "run/doubloon-reboot-needed").unlink()  # /run is emptied at boot
    third = pi.run("--profile", "pi-4seat")
    assert third.returncode == 0 and "install-pi: reboot" not in third.stdout
    assert (pi.root / "boot/firmware/config.txt").read_text().count("i2c_arm_baudrate") == 1


def test_in_a_chroot_the_service_is_enabled_without_reload_or_restart(pi):
    (pi.root / "run/systemd/system").rmdir()  # systemd is not running
    r = pi.run("--profile", "pi-4seat")
    assert r.returncode == 0, r.stderr
    assert pi.calls("systemctl") == ["enable doubloon"]
    assert "systemd is not running here" in r.stdout and "starts at the next boot" in r.stdout


def test_with_systemd_running_it_reloads_enables_and_restarts(pi):
    r = pi.run("--profile", "pi-4seat")
    assert r.returncode == 0, r.stderr
    assert pi.calls("systemctl") == [
        "daemon-reload",
        "enable doubloon",
        "is-active --quiet doubloon",
        "restart doubloon",
    ]
    # (the stand-in says it is running) a game in progress is said
    assert "restarting the doubloon service: a game in progress is saved and resumes where it was" in r.stdout
    unit = pi.root / "etc/systemd/system/doubloon.service"
    assert unit.read_text() == (REPO / "hardware/doubloon.service").read_text()


@pytest.mark.parametrize(
    "env,line",
    [
        ({"NO_GPIO_GROUP": "1"}, "install-pi: no gpio group: this is for Raspberry Pi OS"),
        (
            {"NO_LGPIO": "1"},
            "install-pi: python3-lgpio is not available from apt: this is for Raspberry Pi OS",
        ),
    ],
)
def test_not_raspberry_pi_os_is_one_line_before_anything_changes(pi, env, line):
    config = (pi.root / "boot/firmware/config.txt").read_text()
    r = pi.run("--profile", "pi-4seat", **env)
    assert r.returncode == 2
    assert len(r.stderr.splitlines()) == 1 and r.stderr.startswith(line)
    # at most the package lists were fetched
    assert set(pi.calls("apt-get")) <= {"update"}
    assert pi.calls("raspi-config") == pi.calls("pip") == pi.calls("useradd") == []
    assert (pi.root / "boot/firmware/config.txt").read_text() == config
    assert not (pi.root / "opt").exists() and not (pi.root / "etc/default/doubloon").exists()


@pytest.mark.slow
def test_the_final_message_names_what_the_service_runs(pi):
    r = pi.run("--profile", "pi-5seat")
    assert "the doubloon service runs 'doubloon play --setup --hardware pi-5seat'" in r.stdout
    # the owner's own arguments are kept on a rerun, and named
    (pi.root / "etc/default/doubloon").write_text(
        'DOUBLOON_ARGS="play --setup --hardware pi-5seat --lang fr"\n'
    )
    r = pi.run()
    assert "runs 'doubloon play --setup --hardware pi-5seat --lang fr'" in r.stdout


def test_the_unit_gives_the_serial_group_and_time_to_save_on_stop():
    lines = [
        x for x in (REPO / "hardware/doubloon.service").read_text().splitlines() if not x.startswith("#")
    ]
    keys = dict(x.split("=", 1) for x in lines if "=" in x)
    assert keys["SupplementaryGroups"].split() == ["gpio", "i2c", "dialout"]
    assert keys["KillSignal"] == "SIGTERM"
    assert keys.get("KillMode", "control-group") in ("mixed", "control-group")
    assert int(keys["TimeoutStopSec"]) >= 10  # ~1 s lock wait + side file + fsync
    # the save after SIGTERM exits 143 (SIGHUP: 129): a clean stop, not "failed"
    assert set(keys["SuccessExitStatus"].split()) >= {"143", "129"}


# -- the emulated profile ------------------------------------------------------


def _no_bus(monkeypatch):
    import errno

    import smbus2

    def no_bus(port):
        raise FileNotFoundError(errno.ENOENT, "No such file or directory")

    monkeypatch.setattr(smbus2, "SMBus", no_bus)


def test_hardware_emulated_on_a_laptop_says_its_screens_are_real(monkeypatch, capsys):
    # the emulated profile mocks the pins, not the screens: --hardware
    # emulated opens /dev/i2c-1, and raspi-config is no advice on a laptop
    from firmware.cli import main

    _no_bus(monkeypatch)
    assert main(["play", "--setup", "--hardware", "emulated", "--no-journal", "--keys", ""]) == 2
    err = capsys.readouterr().err
    assert err == (
        "doubloon play: cannot open I2C bus /dev/i2c-1 (No such file or directory): "
        'pin_factory "mock" stands in for the buttons only, the screens are real; '
        "doubloon play without --hardware emulates them too\n"
    )


def test_a_pi_profile_without_a_bus_still_says_how_to_enable_i2c(monkeypatch):
    from drivers.hardware import HardwareError, open_displays
    from drivers.profile import load

    _no_bus(monkeypatch)
    with pytest.raises(HardwareError, match=r"enable I2C with 'sudo raspi-config nonint do_i2c 0'$"):
        open_displays(load("pi-4seat"))


# -- scripts/rehearse-pi -------------------------------------------------------


def _rehearse(tmp_path, *args, uid="0"):
    """rehearse-pi with only dirname and a stand-in id on PATH: no
    debootstrap, no qemu, and the uid asked for."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    (bin_dir / "id").write_text("#!/bin/sh\necho %s\n" % uid)
    (bin_dir / "id").chmod(0o755)
    if not (bin_dir / "dirname").exists():
        (bin_dir / "dirname").symlink_to(shutil.which("dirname"))
    env = dict(os.environ, PATH=str(bin_dir), DOUBLOON_REHEARSE_CACHE=str(tmp_path / "cache"))
    return subprocess.run(
        [shutil.which("sh"), str(REHEARSE)] + list(args), capture_output=True, text=True, env=env
    )


def test_rehearse_pi_is_valid_sh_and_executable():
    assert os.access(REHEARSE, os.X_OK)
    subprocess.run(["sh", "-n", str(REHEARSE)], check=True)


@pytest.mark.parametrize(
    "args,uid,start",
    [
        (["--frobnicate"], "0", "rehearse-pi: unknown argument: --frobnicate"),
        ([], "1000", "rehearse-pi: run as root"),
        ([], "0", "rehearse-pi: debootstrap not found: apt install qemu-user-static binfmt-support"),
    ],
)
def test_rehearse_pi_that_cannot_run_says_why_in_one_line(tmp_path, args, uid, start):
    r = _rehearse(tmp_path, *args, uid=uid)
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.splitlines()) == 1 and r.stderr.startswith(start)
    assert not (tmp_path / "cache").exists()  # nothing made


@pytest.mark.slow
@pytest.mark.skipif(
    os.environ.get("DOUBLOON_REHEARSE") != "1",
    reason="the rehearsal takes minutes (and ~15 the first time): DOUBLOON_REHEARSE=1 runs it",
)
def test_rehearsal_on_an_arm64_debian_root():
    if os.geteuid() != 0 or not shutil.which("debootstrap") or not shutil.which("qemu-aarch64-static"):
        pytest.skip("needs root, debootstrap and qemu-aarch64-static")
    r = subprocess.run([str(REHEARSE)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "rehearse-pi: all passed" in r.stdout


# -- issue 24: a profile's web page ------------------------------------------
def web_profile(tmp_path, web):
    """pi-4seat as the owner's own file, with "web": ``web``."""
    import json

    p = json.loads((REPO / "hardware/profiles/pi-4seat.json").read_text())
    p["name"], p["web"] = "web-table", web
    path = tmp_path / "web-table.json"
    path.write_text(json.dumps(p))
    return path


def test_a_profile_with_a_web_page_gets_its_libraries_and_the_services_web(pi, tmp_path):
    mine = web_profile(tmp_path, "0.0.0.0:8080")
    (pi.root / "etc/default/doubloon").write_text('DOUBLOON_ARGS="play --setup --hardware %s"\n' % mine)
    # the owner's file is kept as it is; the line says what to add
    r = pi.run()
    assert r.returncode == 0, r.stderr
    assert pi.calls("pip") == ["install -e %s/opt/doubloon/src[web]" % pi.root]
    assert "add --web 0.0.0.0:8080 to DOUBLOON_ARGS" in r.stdout
    mine = "/etc/doubloon/profiles/web-table.json"  # copied into the install
    (pi.root / "etc/default/doubloon").unlink()
    # a first install writes it
    r = pi.run()
    assert r.returncode == 0, r.stderr
    assert (
        'DOUBLOON_ARGS="play --setup --hardware pi-4seat"' in (pi.root / "etc/default/doubloon").read_text()
    )
    (pi.root / "etc/default/doubloon").write_text(
        'DOUBLOON_ARGS="play --setup --hardware %s --web 0.0.0.0:8080"\n' % mine
    )
    r = pi.run()
    assert r.returncode == 0, r.stderr
    assert "runs 'doubloon play --setup --hardware %s --web 0.0.0.0:8080'" % mine in r.stdout
    assert "add --web" not in r.stdout


def test_a_shipped_profile_with_a_web_page_writes_web_into_the_services_arguments(pi, tmp_path):
    # a copy of the repository whose hardware/profiles holds one with "web"
    repo = tmp_path / "repo"
    (repo / "scripts").mkdir(parents=True)
    (repo / "hardware/profiles").mkdir(parents=True)
    for name in ("install-pi", "pi_files.py", "pi_gpio_check.py", "doubloon-pi"):
        shutil.copy(REPO / "scripts" / name, repo / "scripts" / name)
    shutil.copy(REPO / "hardware/doubloon.service", repo / "hardware/doubloon.service")
    shutil.copy(web_profile(tmp_path, "0.0.0.0:8080"), repo / "hardware/profiles/web-table.json")
    for package in ("core", "drivers"):
        (repo / package).symlink_to(REPO / package)
    # (elsewhere: python -m finds packages in the current folder first)
    r = pi.run("--profile", "web-table", script=repo / "scripts/install-pi", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    defaults = (pi.root / "etc/default/doubloon").read_text()
    assert 'DOUBLOON_ARGS="play --setup --hardware web-table --web 0.0.0.0:8080"' in defaults
    assert pi.calls("pip") == ["install -e %s/opt/doubloon/src[web]" % pi.root]
    assert "add --web" not in r.stdout


@pytest.mark.parametrize(
    "web, line",
    [
        ("0.0.0.0:80", "port 80: the service (not root) cannot"),
        ("0.0.0.0:99999", "web: port must be 1 to 65535"),
        ("300.1.2.3:8080", 'web: "300.1.2.3" is not an IPv4 address'),
    ],
)
def test_a_bad_web_page_in_a_profile_is_one_line_before_anything_changes(pi, tmp_path, web, line):
    mine = web_profile(tmp_path, web)
    (pi.root / "etc/default/doubloon").write_text('DOUBLOON_ARGS="play --setup --hardware %s"\n' % mine)
    r = pi.run()
    assert r.returncode == 2
    assert len(r.stderr.splitlines()) == 1 and line in r.stderr
    assert pi.calls("apt-get") == [] and pi.calls("pip") == []


def test_the_copy_leaves_out_the_test_caches(pi):
    # The Pi gets the code, not this machine's test caches: .hypothesis
    # alone grows without end, and a test run writing it while tar reads
    # it failed the install ("file changed as we read it").
    made = [REPO / ".hypothesis", REPO / ".pytest_cache"]
    for d in made:
        d.mkdir(exist_ok=True)
    r = pi.run()
    assert r.returncode == 0, r.stderr
    src = pi.root / "opt/doubloon/src"
    assert (src / "core").is_dir()
    assert not (src / ".hypothesis").exists() and not (src / ".pytest_cache").exists()


# -- issue 32: updates, removal, the UART, the pins, the owner's command -----


def test_a_rerun_with_profile_keeps_the_owners_other_words(pi):
    # the owner added --lang fr: switching profile changed only --hardware
    (pi.root / "etc/default/doubloon").write_text(
        '# my notes\nDOUBLOON_ARGS="play --setup --hardware pi-4seat --lang fr"\n'
    )
    r = pi.run("--profile", "pi-5seat")
    assert r.returncode == 0, r.stderr
    assert (pi.root / "etc/default/doubloon").read_text() == (
        '# my notes\nDOUBLOON_ARGS="play --setup --hardware pi-5seat --lang fr"\n'
    )
    assert "DOUBLOON_ARGS now 'play --setup --hardware pi-5seat --lang fr' (the rest of it kept)" in r.stdout


@pytest.mark.slow
def test_an_update_keeps_a_profile_saved_in_the_installs_copy(pi):
    assert pi.run("--profile", "pi-4seat").returncode == 0
    saved = pi.root / "opt/doubloon/src/hardware/profiles/my-table.json"
    saved.write_text((REPO / "hardware/profiles/pi-2seat.json").read_text().replace("pi-2seat", "my-table"))
    (pi.root / "opt/doubloon/src/core/stale.py").write_text("")  # the code itself is replaced
    r = pi.run("--profile", "my-table")
    assert r.returncode == 0, r.stderr
    assert saved.is_file() and "kept your profile %s" % saved in r.stdout
    assert not (pi.root / "opt/doubloon/src/core/stale.py").exists()
    assert "--hardware my-table" in (pi.root / "etc/default/doubloon").read_text()


@pytest.mark.slow
def test_a_web_page_in_the_arguments_waits_for_the_network(pi):
    assert pi.run("--profile", "pi-4seat").returncode == 0
    dropin = pi.root / "etc/systemd/system/doubloon.service.d/network.conf"
    assert not dropin.exists()
    # the owner turns the web page on later: the libraries are there, and
    # a rerun makes the service wait for the network
    (pi.root / "etc/default/doubloon").write_text(
        'DOUBLOON_ARGS="play --setup --hardware pi-4seat --web 0.0.0.0:8080"\n'
    )
    assert pi.run().returncode == 0
    assert (
        "After=network-online.target" in dropin.read_text()
        and "Wants=network-online.target" in dropin.read_text()
    )
    (pi.root / "etc/default/doubloon").write_text('DOUBLOON_ARGS="play --setup --hardware pi-4seat"\n')
    assert pi.run().returncode == 0
    assert not dropin.exists()


@pytest.mark.slow
def test_remove_undoes_the_install_and_keeps_the_journal(pi):
    config = pi.root / "boot/firmware/config.txt"
    before = config.read_text()
    assert pi.run("--profile", "pi-5seat-bigboard").returncode == 0
    assert "dtoverlay=spi0-1cs" in config.read_text()
    assert (pi.root / "usr/local/bin/doubloon").stat().st_mode & 0o111
    (pi.root / "var/lib/doubloon").mkdir(parents=True)
    (pi.root / "var/lib/doubloon/doubloon.sqlite3").write_text("games")
    r = pi.run("--remove", "--dry-run")  # says, changes nothing
    assert r.returncode == 0 and "would remove the doubloon service" in r.stdout
    assert (pi.root / "opt/doubloon").is_dir() and "dtoverlay=spi0-1cs" in config.read_text()
    r = pi.run("--remove")
    assert r.returncode == 0, r.stderr
    assert config.read_text() == before  # only our block went
    assert pi.calls("systemctl") == ["disable --now doubloon", "daemon-reload"]
    assert pi.calls("userdel") == ["doubloon"]
    for gone in (
        "etc/systemd/system/doubloon.service",
        "etc/default/doubloon",
        "usr/local/bin/doubloon",
        "opt/doubloon",
        "etc/doubloon",
    ):
        assert not (pi.root / gone).exists(), gone
    assert (pi.root / "var/lib/doubloon/doubloon.sqlite3").is_file()
    assert "the journal is kept in %s/var/lib/doubloon" % pi.root in r.stdout
    assert "reboot once for config.txt to apply" in r.stdout
    # again: nothing left to do, and --journal takes the games too
    r = pi.run("--remove", "--journal")
    assert r.returncode == 0, r.stderr
    assert not (pi.root / "var/lib/doubloon").exists() and "reboot" not in r.stdout


def test_remove_refuses_a_profile_and_journal_needs_remove(pi):
    r = pi.run("--remove", "--profile", "pi-4seat")
    assert r.returncode == 2 and r.stderr == "install-pi: --remove takes no --profile\n"
    r = pi.run("--journal")
    assert r.returncode == 2 and r.stderr == "install-pi: --journal goes with --remove\n"


def test_an_owners_block_is_left_as_it_was(tmp_path):
    # config.txt lines the owner wrote (even the same ones) are never ours
    pi_files = script("pi_files")
    config = tmp_path / "config.txt"
    config.write_text("dtparam=audio=on\n[pi4]\ndtoverlay=spi0-1cs\n")
    pi_files.block(str(config), ["dtoverlay=spi0-1cs", "enable_uart=1"])
    text = config.read_text()
    assert text.startswith(
        "dtparam=audio=on\n[pi4]\ndtoverlay=spi0-1cs\n\n" + pi_files.BEGIN + "\n[all]\nenable_uart=1\n"
    )
    pi_files.block(str(config), ["dtoverlay=spi0-1cs", "enable_uart=1"])
    assert config.read_text() == text  # a rerun adds nothing
    pi_files.unblock(str(config))
    assert config.read_text() == "dtparam=audio=on\n[pi4]\ndtoverlay=spi0-1cs\n"


def uart_profile(tmp_path):
    import json

    p = json.loads((REPO / "hardware/profiles/pi-serial-5seat.json").read_text())
    p["name"] = "uart-table"
    p["seats"][0] = {"serial": {"port": "/dev/ttyAMA0", "baud": 921600}}
    path = tmp_path / "uart-table.json"
    path.write_text(json.dumps(p))
    return path


@pytest.mark.slow
def test_a_seat_module_on_the_uart_gets_it_freed(pi, tmp_path):
    cmdline = pi.root / "boot/firmware/cmdline.txt"
    cmdline.write_text("console=serial0,115200 console=tty1 root=PARTUUID=1234-02 rootwait\n")
    r = pi.run("--profile", str(uart_profile(tmp_path)))
    assert r.returncode == 0, r.stderr
    config = (pi.root / "boot/firmware/config.txt").read_text()
    assert "enable_uart=1\ndtoverlay=disable-bt\n" in config
    assert cmdline.read_text() == "console=tty1 root=PARTUUID=1234-02 rootwait\n"
    assert "took out the serial console (console=serial0,115200)" in r.stdout
    assert "reboot once for I2C and the UART to apply" in r.stdout
    # seat modules on USB only: none of it
    assert pi.run("--profile", "pi-serial-5seat").returncode == 0
    assert "enable_uart" not in (pi.root / "boot/firmware/config.txt").read_text()


def test_on_a_real_pi_the_gpio_chip_is_checked(pi):
    model = pi.root / "proc/device-tree/model"
    r = pi.run("--profile", "pi-4seat")
    assert r.returncode == 0 and r.stderr == ""  # not a word of the missing model
    assert not [c for c in pi.calls("python") if "pi_gpio_check.py" in c]  # not a Pi
    model.parent.mkdir(parents=True)
    model.write_bytes(b"Raspberry Pi 5 Model B Rev 1.0\0")
    assert pi.run("--profile", "pi-4seat").returncode == 0
    assert pi.calls("python") == ["%s Raspberry Pi 5 Model B Rev 1.0" % (REPO / "scripts/pi_gpio_check.py")]


@pytest.mark.parametrize(
    "model,label,says",
    [
        ("Raspberry Pi 5 Model B Rev 1.0", "pinctrl-rp1", "gpiochip0 (pinctrl-rp1), the header's pins"),
        (
            "Raspberry Pi 5 Model B Rev 1.0",
            "rp1-something",
            "not the header's pinctrl-rp1: the buttons would never press",
        ),
        ("Raspberry Pi 4 Model B Rev 1.4", "pinctrl-bcm2711", "the header's pins"),
    ],
)
def test_the_gpio_check_is_one_line(monkeypatch, model, label, says):
    check = script("pi_gpio_check")
    monkeypatch.setattr(check, "opened_chip", lambda: (0, label))
    line = check.check(model)
    assert line.startswith("install-pi: GPIO (%s, gpiozero " % model) and says in line and "\n" not in line

    def no_pins():
        raise OSError("no /dev/gpiochip0")

    monkeypatch.setattr(check, "opened_chip", no_pins)
    assert check.check(model).endswith("cannot open the pins (no /dev/gpiochip0)")


# -- /usr/local/bin/doubloon: the owner's command beside the service ----------


def _owner_command(tmp_path):
    """scripts/doubloon-pi around this venv's doubloon, on a journal of
    one unfinished game (the service's, at DOUBLOON_PI_DB)."""
    prefix = tmp_path / "opt"
    (prefix / "venv/bin").mkdir(parents=True)
    for name in ("doubloon", "python"):
        (prefix / "venv/bin" / name).symlink_to(Path(sys.executable).parent / name)
    state = tmp_path / "state"
    state.mkdir()
    db = state / "doubloon.sqlite3"
    env = dict(os.environ, DOUBLOON_PI_PREFIX=str(prefix), DOUBLOON_PI_DB=str(db))
    subprocess.run(
        [str(prefix / "venv/bin/doubloon"), "play", "--names", "Anne,Bob,Chris", "--seed", "1"]
        + ["--keys", "eeeeee", "--db", str(db)],
        check=True,
        capture_output=True,
        env=env,
    )

    def run(*args):
        return subprocess.run(
            ["sh", str(REPO / "scripts/doubloon-pi")] + list(args),
            capture_output=True,
            text=True,
            env=env,
            cwd=str(tmp_path),
        )

    return run, state


def test_the_owners_command_reads_the_services_journal_from_a_snapshot(tmp_path):
    run, state = _owner_command(tmp_path)
    files = sorted(p.name for p in state.iterdir())
    r = run("history")
    assert r.returncode == 0, r.stderr
    assert "game 1" in r.stdout and "Anne, Bob, Chris" in r.stdout
    r = run("export", "1", "--reveal-unfinished", "--out", "game1.jsonl")
    assert r.returncode == 0, r.stderr
    assert '["role","settler"]' in (tmp_path / "game1.jsonl").read_text()
    r = run("backup", "copy.sqlite3")
    assert r.returncode == 0 and (tmp_path / "copy.sqlite3").is_file()
    assert sorted(p.name for p in state.iterdir()) == files  # the journal's folder untouched
    # --db: the journal named, as it is
    r = run("history", "--db", str(tmp_path / "copy.sqlite3"))
    assert r.returncode == 0 and "game 1" in r.stdout


def test_the_owners_command_without_an_install_says_so(tmp_path):
    env = dict(os.environ, DOUBLOON_PI_PREFIX=str(tmp_path / "none"))
    r = subprocess.run(
        ["sh", str(REPO / "scripts/doubloon-pi"), "history"], capture_output=True, text=True, env=env
    )
    assert r.returncode == 2
    assert (
        r.stderr
        == "doubloon: %s/none/venv/bin/doubloon is missing: run scripts/install-pi again\n" % tmp_path
    )


def test_the_rehearsal_stands_in_for_every_group_a_shipped_profile_needs(pi):
    # pi-5seat-bigboard stopped the rehearsal at "group 'spi' does not
    # exist": plain Debian has dialout, and i2c comes with i2c-tools; the
    # groups only Raspberry Pi OS has must be stood in
    debian = {"dialout", "i2c"}
    stood_in = set(re.findall(r"groupadd --system (\w+)", REHEARSE.read_text()))
    needed = set()
    for profile in sorted(p.stem for p in (REPO / "hardware/profiles").glob("*.json")):
        assert pi.run("--profile", profile).returncode == 0, profile
        needed |= set(pi.calls("usermod")[0].split()[2].split(","))
    assert "spi" in needed and needed <= debian | stood_in, needed - debian - stood_in
    # and the rehearsal runs them all unless told otherwise
    assert re.search(r"^PROFILE=all$", REHEARSE.read_text(), re.M)
