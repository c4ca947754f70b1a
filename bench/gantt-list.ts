import { GANTT_MONTH } from "./gantt-render.ts";

/**
 * The Gantt's task list for one window, timed from Node one request at a time (no load generator beside it,
 * so the figure is the answer's own cost): a window re-read with nothing changed, and re-read right after a
 * task changed (a dragged bar), which is what the screen does after every edit.
 */
export type GanttListFigures = {
  bytes: number;
  tasks: number;
  unchangedMs: number[];
  afterChangeMs: number[];
  serverCpuMs: number[];
};

const ROUNDS = 15;

async function timedGet(url: string, cookie: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return { ms, body };
}

/** CPU time the server process has used so far (Linux /proc), in milliseconds; NaN elsewhere. */
async function cpuMsOf(pid: number): Promise<number> {
  try {
    const { readFile } = await import("node:fs/promises");
    const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 a second)
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
}

export async function measureGanttList(baseUrl: string, cookie: string, serverPid: number): Promise<GanttListFigures> {
  const [year, month] = GANTT_MONTH.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year ?? 2026, month ?? 1, 0)).getUTCDate();
  const url = `${baseUrl}/api/gantt/tasks?from=${GANTT_MONTH}-01&to=${GANTT_MONTH}-${lastDay}`;
  const first = await timedGet(url, cookie);
  const tasks = (JSON.parse(first.body) as { tasks: { id: string; progress: number }[] }).tasks;
  const unchangedMs: number[] = [];
  const afterChangeMs: number[] = [];
  const serverCpuMs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    unchangedMs.push((await timedGet(url, cookie)).ms);
    const task = tasks[(i * 331) % tasks.length];
    if (!task) throw new Error("the window lists no task");
    const patch = await fetch(`${baseUrl}/api/gantt/tasks/${task.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ progress: (task.progress + i + 1) % 101 }),
    });
    await patch.arrayBuffer();
    if (patch.status !== 200) throw new Error(`PATCH answered ${patch.status}`);
    const cpuBefore = await cpuMsOf(serverPid);
    afterChangeMs.push((await timedGet(url, cookie)).ms);
    serverCpuMs.push((await cpuMsOf(serverPid)) - cpuBefore);
  }
  return { bytes: first.body.length, tasks: tasks.length, unchangedMs, afterChangeMs, serverCpuMs };
}
