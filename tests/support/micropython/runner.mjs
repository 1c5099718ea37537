// Run Python code under the MicroPython WebAssembly port, with the repo's
// core/ package copied into its file system.
//   node tests/support/micropython/runner.mjs SCRIPT.py [heap_bytes]
// Prints the script's stdout; on a Python exception prints the traceback on
// stderr and exits 1.
import { readFileSync } from "node:fs";
import { copyTree } from "./vfs.mjs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const script = readFileSync(process.argv[2], "utf8");
const heapsize = parseInt(process.argv[3] || "8388608", 10);

const out = [];
const err = [];
const mp = await loadMicroPython({
  heapsize,
  stdout: (line) => out.push(line),
  stderr: (line) => err.push(line),
});

copyTree(mp, join(root, "core"), "/core");

let failed = false;
try {
  mp.runPython("import sys\nsys.path.insert(0, '/')\n" + script);
} catch (e) {
  failed = true;
  err.push(String(e && e.message ? e.message : e));
}
process.stdout.write(out.map((l) => l + "\n").join(""));
if (err.length) process.stderr.write(err.join("\n") + "\n");
process.exit(failed ? 1 : 0);
