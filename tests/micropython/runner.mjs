// Run Python code under the MicroPython WebAssembly port, with the repo's
// core/ package copied into its file system.
//   node tests/micropython/runner.mjs SCRIPT.py [heap_bytes]
// Prints the script's stdout; on a Python exception prints the traceback on
// stderr and exits 1.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const script = readFileSync(process.argv[2], "utf8");
const heapsize = parseInt(process.argv[3] || "8388608", 10);

const out = [];
const err = [];
const mp = await loadMicroPython({
  heapsize,
  stdout: (line) => out.push(line),
  stderr: (line) => err.push(line),
});

function copyTree(src, dst) {
  mp.FS.mkdir(dst);
  for (const name of readdirSync(src).sort()) {
    const path = join(src, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") copyTree(path, dst + "/" + name);
    } else if (name.endsWith(".py")) {
      mp.FS.writeFile(dst + "/" + name, readFileSync(path));
    }
  }
}
copyTree(join(root, "core"), "/core");

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
