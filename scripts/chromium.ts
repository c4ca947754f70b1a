import { spawnSync } from "node:child_process";
import fs from "node:fs";

/**
 * Where the browser tests' Chromium is, and how `npm test` gets one on a machine without it: Debian's
 * `chromium` package through apt-get, as root or with password-less sudo. Nothing downloads a browser build of
 * its own (the machines here reach only the npm registry and Debian's packages). Used by scripts/test.mjs
 * (which may install), playwright.config.ts and the benchmarks (which only look).
 */

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/** Another Chromium or Chrome binary to use instead of Debian's. */
export const ENV_CHROMIUM_PATH = "CHROMIUM_PATH";

/** The flags this machine's Chromium needs (no sandbox as root; no calls home, which the closed network refuses). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** What the machine is like, as far as the decision needs it. */
export type MachineFacts = {
  /** The `CHROMIUM_PATH` override, if set. */
  override: string | undefined;
  isExecutable: (file: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** `sudo -n true` succeeds: sudo without a password. */
  hasPasswordlessSudo: boolean;
};

export type ChromiumPlan =
  | { action: "use"; path: string }
  | { action: "install"; commands: string[][]; expectedPath: string; reason: string }
  | { action: "give-up"; message: string };

const APT_ENV = "DEBIAN_FRONTEND=noninteractive";

function lookFor(facts: MachineFacts): { wanted: string; found: string | undefined } {
  const wanted = facts.override?.trim() || DEBIAN_CHROMIUM;
  return { wanted, found: facts.isExecutable(wanted) ? wanted : undefined };
}

/** What to tell someone whose machine cannot get Chromium by itself. */
export function adviceWithout(wanted: string): string {
  return [
    `The browser tests need Chromium, and there is none at ${wanted}.`,
    "Install Debian's package and run the tests again:",
    "  sudo apt-get update && sudo apt-get install -y chromium",
    `or point ${ENV_CHROMIUM_PATH} at a Chromium or Chrome binary: ${ENV_CHROMIUM_PATH}=/path/to/chrome npm test`,
  ].join("\n");
}

/** The decision alone: use what is there, install Debian's package, or say what to do. */
export function planChromium(facts: MachineFacts): ChromiumPlan {
  const { wanted, found } = lookFor(facts);
  if (found) return { action: "use", path: found };
  if (!facts.hasAptGet || !(facts.isRoot || facts.hasPasswordlessSudo))
    return { action: "give-up", message: adviceWithout(wanted) };
  const prefix = facts.isRoot ? ["env", APT_ENV] : ["sudo", "-n", "env", APT_ENV];
  return {
    action: "install",
    commands: [
      [...prefix, "apt-get", "update", "-qq"],
      [...prefix, "apt-get", "install", "-y", "-qq", "chromium"],
    ],
    expectedPath: DEBIAN_CHROMIUM,
    reason: facts.override
      ? `${ENV_CHROMIUM_PATH}=${wanted} is not an executable file`
      : `no Chromium at ${DEBIAN_CHROMIUM}`,
  };
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function commandWorks(cmd: string, args: string[]): boolean {
  return spawnSync(cmd, args, { stdio: "ignore" }).status === 0;
}

/** The facts of this machine (runs `sudo -n true` only when not root). */
export function machineFacts(env: NodeJS.ProcessEnv = process.env): MachineFacts {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return {
    override: env[ENV_CHROMIUM_PATH],
    isExecutable,
    isRoot,
    hasAptGet: isExecutable("/usr/bin/apt-get"),
    hasPasswordlessSudo: !isRoot && commandWorks("sudo", ["-n", "true"]),
  };
}

/** The Chromium to launch, without installing anything; throws the advice when there is none (playwright.config.ts, bench). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const { wanted, found } = lookFor({
    override: env[ENV_CHROMIUM_PATH],
    isExecutable,
    isRoot: false,
    hasAptGet: false,
    hasPasswordlessSudo: false,
  });
  if (!found) throw new Error(`${adviceWithout(wanted)}\n(\`npm test\` installs it by itself when it runs as root.)`);
  return found;
}

/**
 * For `npm test`: the Chromium to use, installed first when the machine allows. Returns its path, or undefined
 * after printing what to do.
 */
export function ensureChromium(log: (line: string) => void = console.log): string | undefined {
  const plan = planChromium(machineFacts());
  if (plan.action === "use") return plan.path;
  if (plan.action === "give-up") {
    log(plan.message);
    return undefined;
  }
  log(
    `[browser] ${plan.reason}: installing Debian's chromium package (${plan.commands.map((c) => c.join(" ")).join("; ")})`,
  );
  for (const [cmd, ...args] of plan.commands) {
    if (!cmd) continue;
    const res = spawnSync(cmd, args, { stdio: "inherit" });
    if (res.status !== 0) {
      log(
        `[browser] \`${[cmd, ...args].join(" ")}\` failed (exit ${res.status ?? res.signal}).\n${adviceWithout(plan.expectedPath)}`,
      );
      return undefined;
    }
  }
  if (!isExecutable(plan.expectedPath)) {
    log(`[browser] the chromium package installed no ${plan.expectedPath}.\n${adviceWithout(plan.expectedPath)}`);
    return undefined;
  }
  log(`[browser] using ${plan.expectedPath}`);
  return plan.expectedPath;
}
