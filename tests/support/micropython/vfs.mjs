// The repo's Python files copied into a MicroPython WebAssembly instance's
// file system, shared by the runners (runner.mjs, seat_runner.mjs).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// Copy the .py files of folder ``src`` (and its subfolders, not
// __pycache__) to ``dst`` in ``mp``'s file system, in a fixed order.
export function copyTree(mp, src, dst) {
  mp.FS.mkdir(dst);
  for (const name of readdirSync(src).sort()) {
    const path = join(src, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") copyTree(mp, path, dst + "/" + name);
    } else if (name.endsWith(".py")) {
      mp.FS.writeFile(dst + "/" + name, readFileSync(path));
    }
  }
}
