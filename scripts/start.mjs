// `npm start`: builds the front end when its sources changed since the last build, then runs the
// server in this same process (so SIGTERM reaches it directly).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

function newestMtime(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtIndex = path.join(root, "dist/web/index.html");
const sources = ["src/web", "src/app/web", "src/shared", "src/modules", "vite.config.ts", "package-lock.json"].filter(
  (p) => fs.existsSync(p),
);
const sourceTime = Math.max(...sources.map(newestMtime));
const builtTime = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;

if (builtTime < sourceTime) {
  console.log("Building the front end…");
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
}

const { register } = await import("tsx/esm/api");
register();
await import("../src/app/server/main.ts");
