// Run the seat module's firmware under the MicroPython WebAssembly port,
// as a Pico would, for the tests and benchmarks:
//   node tests/support/micropython/seat_runner.mjs SCRIPT.py LINK_FD [heap_bytes]
// The firmware (firmware/seat/*.py and drivers/link.py as link.py) is in
// /seat, the pocket table in /pocket, the fake machine module in /fake,
// core/ in /core. LINK_FD is an
// open file descriptor inherited from the parent (a pty master, non-blocking)
// that the fake UART reads and writes; -1 for none. Lines on stdin (also
// non-blocking) are the harness's commands; print() goes to stdout at once.
import { readFileSync, readSync, writeSync } from "node:fs";
import { copyTree } from "./vfs.mjs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const script = readFileSync(process.argv[2], "utf8");
const linkFd = parseInt(process.argv[3] || "-1", 10);
const heapsize = parseInt(process.argv[4] || "8388608", 10);

const err = [];
const mp = await loadMicroPython({
  heapsize,
  stdout: (line) => writeSync(1, line + "\n"),
  stderr: (line) => err.push(line),
});

copyTree(mp, join(root, "core"), "/core");
copyTree(mp, join(root, "firmware", "seat"), "/seat");
copyTree(mp, join(root, "firmware", "pocket"), "/pocket");
mp.FS.writeFile("/seat/link.py", readFileSync(join(root, "drivers", "link.py")));
copyTree(mp, join(root, "tests", "support", "micropython", "fake"), "/fake");

const buf = Buffer.alloc(4096);
const sleeper = new Int32Array(new SharedArrayBuffer(4));
let ctlBuf = "";
let ctlEof = false;

function readFd(fd, n) {
  try {
    const got = readSync(fd, buf, 0, Math.min(n, buf.length), null);
    if (got === 0) return null;
    return buf.subarray(0, got);
  } catch (e) {
    if (e.code === "EAGAIN" || e.code === "EWOULDBLOCK") return Buffer.alloc(0);
    if (e.code === "EIO") return null; // the other end of the pty closed
    throw e;
  }
}

globalThis.seatio = {
  read(n) {
    if (linkFd < 0) return "";
    const b = readFd(linkFd, n);
    return b ? b.toString("hex") : "";
  },
  write(hex) {
    if (linkFd < 0) return;
    const b = Buffer.from(hex, "hex");
    let off = 0;
    while (off < b.length) {
      try {
        off += writeSync(linkFd, b, off, b.length - off);
      } catch (e) {
        if (e.code === "EAGAIN") { Atomics.wait(sleeper, 0, 0, 1); continue; }
        if (e.code === "EIO") return; // nobody on the other end: the bytes are lost
        throw e;
      }
    }
  },
  ctl() {
    let i = ctlBuf.indexOf("\n");
    if (i < 0 && !ctlEof) {
      const b = readFd(0, 4096);
      if (b === null) ctlEof = true;
      else ctlBuf += b.toString("latin1");
      i = ctlBuf.indexOf("\n");
    }
    if (i < 0) return ctlEof ? "q" : "";
    const line = ctlBuf.slice(0, i);
    ctlBuf = ctlBuf.slice(i + 1);
    return line;
  },
  sleep(ms) { Atomics.wait(sleeper, 0, 0, ms); },
  now() { return Math.floor(performance.now()); },
  now_us() { return Math.round(performance.now() * 1000); },
};

let failed = false;
try {
  mp.runPython("import sys\nsys.path.insert(0, '/')\nsys.path.insert(0, '/seat')\nsys.path.insert(0, '/fake')\n" + script);
} catch (e) {
  failed = true;
  err.push(String(e && e.message ? e.message : e));
}
if (err.length) process.stderr.write(err.join("\n") + "\n");
process.exit(failed ? 1 : 0);
