import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../src/server/testing/free-port.ts";

export type ServerProcess = {
  url: string;
  /** The server's process id (for memory readings). */
  pid: number;
  /** Milliseconds from spawn until GET /api/health answered 200. */
  readyMs: number;
  /** SIGTERM, then wait for the exit (SIGKILL after a grace period); resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL at once (a crash: nothing is finished or flushed), resolving once the process is gone. */
  kill: () => Promise<void>;
};

const OUTPUT_KEPT = 8_000;

/** Servers we spawned and have not stopped: killed if the bench itself ends early. */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, graceMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Spawns `node --import tsx src/app/server/main.ts` with the given environment (on top of ours) and waits
 * until its health check answers. Rejects, with the server's last output, if it exits or times out first.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/app/server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", APP_URL: url, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return waitForExit(child, 10_000);
  };

  while (!(await healthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`server not healthy after ${timeoutMs} ms:\n${output}`);
    }
    await sleep(20);
  }
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await waitForExit(child, 10_000);
  };
  return { url, pid: child.pid ?? 0, readyMs: performance.now() - started, stop, kill };
}
