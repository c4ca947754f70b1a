// `npm test`: lint, types, unit + API tests on the embedded database (and on PostgreSQL when
// TEST_DATABASE_URL is set), the front-end build, and the Playwright journeys in Chromium (installed first
// when missing and the machine allows: scripts/chromium.ts). Stages that do not compete for the same resource
// run side by side (decision 0018); each prints its time. Ends with one line "N passed, N failed" summing every
// runner.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const out = path.join(root, "test-results");
fs.mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const suiteStarted = Date.now();

let passed = 0;
let failed = 0;
const failures = [];
const times = [];

/**
 * Runs one stage. `stream` prints its output as it comes; otherwise the output is kept and printed whole when
 * the stage ends, so that two stages running at once do not interleave their lines.
 */
function run(label, cmd, args, { env = {}, stream = true } = {}) {
  const started = Date.now();
  if (stream) console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    if (!stream) {
      child.stdout.on("data", (c) => chunks.push(c));
      child.stderr.on("data", (c) => chunks.push(c));
    }
    child.on("error", (err) => chunks.push(Buffer.from(`${err.message}\n`)));
    child.on("close", (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (!stream) {
        console.log(`\n=== ${label} (ran alongside) ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`=== ${label}: ${status === 0 ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s ===`);
      times.push([label, seconds]);
      if (status !== 0) failures.push(label);
      resolve(status === 0);
    });
  });
}

/** Lint, types and the build count as one check each. */
async function check(label, cmd, args, opts) {
  const ok = await run(label, cmd, args, opts);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed +=
    (r.numFailedTests ?? 0) + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
}

const vitestArgs = (file) => ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`];

// 1. Lint, types and the build (single-threaded tools, side by side on two cores), and beside them the browser
//    the journeys need, installed now if missing (apt-get as root: mostly download and unpacking).
const browserFile = path.join(out, "chromium-path.txt");
fs.rmSync(browserFile, { force: true });
const [, , , browserOk] = await Promise.all([
  check("lint", bin("eslint"), ["."], { stream: false }),
  check("typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"], { stream: false }),
  check("front-end build", bin("vite"), ["build", "--logLevel", "warn"], { stream: false }),
  run("browser for the journeys", bin("tsx"), ["scripts/ensure-chromium.ts", browserFile], { stream: false }),
]);
const chromium = browserOk && fs.existsSync(browserFile) ? fs.readFileSync(browserFile, "utf8").trim() : undefined;
if (!chromium) failed += 1;

// 2. API tests on the embedded database: CPU-bound, two files at a time, alone on the machine.
const embedded = path.join(out, "vitest-pglite.json");
fs.rmSync(embedded, { force: true });
await run("unit and API tests (embedded PGlite)", bin("vitest"), vitestArgs(embedded));
countVitest(embedded);

// 3. The API tests on PostgreSQL, then the journeys (one after the other: side by side on 2 cores, the PostgreSQL
// stage took 947 s instead of about 150 and a sign-in test ran out of time). TEST_PARALLEL=1 overlaps them.
const parallel = Boolean(process.env.TEST_PARALLEL);
const journeys = async () => {
  if (!chromium) return;
  const pwFile = path.join(out, "playwright.json");
  fs.rmSync(pwFile, { force: true });
  await run("browser journeys (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile, CHROMIUM_PATH: chromium },
  });
  countPlaywright(pwFile);
};
const postgres = async () => {
  if (!process.env.TEST_DATABASE_URL) {
    console.log("\n(TEST_DATABASE_URL not set: API tests ran on the embedded database only)");
    return;
  }
  const pgFile = path.join(out, "vitest-postgres.json");
  fs.rmSync(pgFile, { force: true });
  const workers = parallel ? ["--maxWorkers=1"] : [];
  await run("API tests (PostgreSQL)", bin("vitest"), [...vitestArgs(pgFile), ...workers, "src/server", "src/modules"], {
    env: { TEST_ENGINE: "postgres" },
    stream: false,
  });
  countVitest(pgFile);
};
if (parallel) await Promise.all([journeys(), postgres()]);
else {
  await postgres();
  await journeys();
}

console.log(
  `\nStage times: ${times.map(([label, s]) => `${label} ${s.toFixed(0)} s`).join(", ")}; whole run ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s`,
);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
