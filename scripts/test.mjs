// `npm test`: lint, types, unit + API tests on the embedded database (and on PostgreSQL when
// TEST_DATABASE_URL is set), the front-end build, and the Playwright journeys. Ends with one line
// "N passed, N failed" summing every runner.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const out = path.join(root, "test-results");
fs.mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);

let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${res.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (res.status !== 0) failures.push(label);
  return res.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
}

// Lint and types count as one check each.
for (const [label, cmd, args] of [
  ["lint", bin("eslint"), ["."]],
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
]) {
  if (run(label, cmd, args)) passed += 1;
  else failed += 1;
}

const vitestArgs = (file) => ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
const embedded = path.join(out, "vitest-pglite.json");
fs.rmSync(embedded, { force: true });
run("unit and API tests (embedded PGlite)", bin("vitest"), vitestArgs(embedded));
countVitest(embedded);

if (process.env.TEST_DATABASE_URL) {
  const pgFile = path.join(out, "vitest-postgres.json");
  fs.rmSync(pgFile, { force: true });
  run("API tests (PostgreSQL)", bin("vitest"), [...vitestArgs(pgFile), "src/server", "src/modules"], { TEST_ENGINE: "postgres" });
  countVitest(pgFile);
} else {
  console.log("\n(TEST_DATABASE_URL not set: API tests ran on the embedded database only)");
}

if (run("front-end build", bin("vite"), ["build", "--logLevel", "warn"])) passed += 1;
else failed += 1;

const pwFile = path.join(out, "playwright.json");
fs.rmSync(pwFile, { force: true });
run("browser journeys (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile });
countPlaywright(pwFile);

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
