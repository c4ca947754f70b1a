import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium.ts";
import { signedInCookie } from "./bench-user.ts";
import { startServer } from "./server-process.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";

/**
 * The Gantt screen with thousands of tasks, in Chromium: seeds an organization through the API, opens
 * /dashboard/gantt and reads the page's own performance marks (gantt:data when the task list arrived,
 * gantt:rendered after the first frame painted with rows), then scrolls the list for a while, one step per
 * animation frame, and times the frames.
 */

export const GANTT_MONTH = "2026-03";
const SEED_CONCURRENCY = 12;
const LOADS = 4;
/** Scroll runs, each after an idle run of the same loop on the same page (what the machine drops by itself). */
const ROUNDS = 3;
const SCROLL_MS = 2_000;
const SCROLL_PX_PER_FRAME = 60;
const FRAME_MS = 1000 / 60;

export type GanttRenderFigures = {
  tasks: number;
  seedMs: number;
  /** Per warm page load (the first, cold, load is left out). */
  dataToPaintMs: number[];
  navigationToPaintMs: number[];
  fetchMs: number[];
  rowsInDom: number;
  /** One per round; rowsScrolled is the same in each. */
  scroll: FrameStats[];
  rowsScrolled: number;
  /** The same loop with the page idle, right before each scroll run. */
  idle: FrameStats[];
};

/** Tasks spread over the month, 1 to 7 days long; every fifth depends on the one before, so arrows and warnings are drawn too. */
export async function seedGanttTasks(baseUrl: string, cookie: string, count: number): Promise<void> {
  const ids: string[] = new Array(count);
  const post = async (i: number, dependencies: string[]) => {
    const day = (i % 24) + 1;
    const length = (i % 7) + 1;
    const pad = (n: number) => String(n).padStart(2, "0");
    const body = {
      name: `Task ${i + 1} – ${["Excavation", "Formwork", "Rebar", "Pour", "Framing", "Roofing", "Drywall"][i % 7]}`,
      startDate: `${GANTT_MONTH}-${pad(day)}`,
      endDate: `${GANTT_MONTH}-${pad(Math.min(day + length - 1, 31))}`,
      assignee: `Crew ${i % 9}`,
      progress: (i * 13) % 101,
      dependencies,
    };
    const res = await fetch(`${baseUrl}/api/gantt/tasks`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`seeding task ${i} failed (${res.status}): ${await res.text()}`);
    ids[i] = ((await res.json()) as { id: string }).id;
  };
  // Independent tasks first, in parallel; then the dependent ones, which need their predecessor's id.
  const independent = [...Array(count).keys()].filter((i) => i % 5 !== 4);
  const dependent = [...Array(count).keys()].filter((i) => i % 5 === 4);
  const runAll = async (indexes: number[], deps: (i: number) => string[]) => {
    let next = 0;
    const worker = async () => {
      while (next < indexes.length) {
        const i = indexes[next++];
        if (i !== undefined) await post(i, deps(i));
      }
    };
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  };
  await runAll(independent, () => []);
  await runAll(dependent, (i) => {
    const before = ids[i - 1];
    return before ? [before] : [];
  });
}

type LoadTimes = { data: number; rendered: number; fetch: number; rows: number };

// Page scripts are strings: the TypeScript runner would add helpers to functions that do not exist in the page.
const READ_LOAD_TIMES = `(() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  const fetches = performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/gantt/tasks"));
  const last = fetches[fetches.length - 1];
  return {
    data: at("gantt:data"),
    rendered: at("gantt:rendered"),
    fetch: last ? last.responseEnd - last.startTime : NaN,
    rows: document.querySelectorAll('[role="rowgroup"] [role="row"]').length,
  };
})()`;

/**
 * Runs a requestAnimationFrame loop for SCROLL_MS and records each frame's length; with `scroll`, the task list
 * (back at its top first) is scrolled by a fixed step every frame. Without it, the page sits idle: the frames
 * the machine drops by itself.
 */
const frameLoop = (scroll: boolean) => `new Promise((resolve, reject) => {
  const box = document.querySelector('[data-testid="gantt-scroll"]');
  if (!box) return reject(new Error("no gantt scroll box"));
  box.scrollTop = 0;
  const el = ${scroll} ? box : null;
  const frames = [];
  let start = 0;
  let last = 0;
  const tick = (now) => {
    if (start === 0) start = now;
    else frames.push(now - last);
    last = now;
    if (el) el.scrollTop += ${SCROLL_PX_PER_FRAME};
    if (now - start < ${SCROLL_MS}) requestAnimationFrame(tick);
    else resolve({ frames, scrolled: el ? el.scrollTop : 0 });
  };
  requestAnimationFrame(tick);
})`;

type FrameStats = { frames: number; dropped: number; p95Ms: number; maxMs: number };

function frameStats(frames: number[]): FrameStats {
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    dropped: frames.filter((f) => f > FRAME_MS * 1.5).length,
    p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN,
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

async function loadOnce(page: Page, url: string): Promise<LoadTimes> {
  await page.goto(url);
  await page.waitForFunction('performance.getEntriesByName("gantt:rendered").length > 0', undefined, {
    timeout: 60_000,
  });
  return (await page.evaluate(READ_LOAD_TIMES)) as LoadTimes;
}

export type PageFigures = Omit<GanttRenderFigures, "tasks" | "seedMs">;

/** Opens the Gantt screen as the user of `cookie` a few times, then scrolls it. */
export async function measureGanttPage(baseUrl: string, cookie: string): Promise<PageFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    // bypassCSP: the page's policy forbids eval, which Playwright's polling of a page expression needs.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "en-US",
      bypassCSP: true,
    });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    const url = `${baseUrl}/dashboard/gantt?month=${GANTT_MONTH}`;
    const loads: LoadTimes[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(page, url));
    const warm = loads.slice(1);
    const last = loads[loads.length - 1];
    if (!last || warm.some((l) => !Number.isFinite(l.rendered)))
      throw new Error("the page never marked gantt:rendered");

    const idle: FrameStats[] = [];
    const scroll: FrameStats[] = [];
    let scrolled = 0;
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(frameStats(((await page.evaluate(frameLoop(false))) as { frames: number[] }).frames));
      const run = (await page.evaluate(frameLoop(true))) as { frames: number[]; scrolled: number };
      scroll.push(frameStats(run.frames));
      scrolled = run.scrolled;
    }
    return {
      dataToPaintMs: warm.map((l) => l.rendered - l.data),
      navigationToPaintMs: warm.map((l) => l.rendered),
      fetchMs: warm.map((l) => l.fetch),
      rowsInDom: last.rows,
      scroll,
      rowsScrolled: Math.round(scrolled / 40),
      idle,
    };
  } finally {
    await browser.close();
  }
}

/** A fresh server and organization with `taskCount` tasks, measured in Chromium. */
export async function measureGanttRender(dataDir: string, taskCount = 5_000): Promise<GanttRenderFigures> {
  const smtp = await startSmtpCatcher();
  const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: "1000" }, 60_000);
  try {
    const cookie = await signedInCookie(server.url, smtp);
    const seedStarted = performance.now();
    await seedGanttTasks(server.url, cookie, taskCount);
    const seedMs = performance.now() - seedStarted;
    return { tasks: taskCount, seedMs, ...(await measureGanttPage(server.url, cookie)) };
  } finally {
    await server.stop();
    await smtp.close();
  }
}
