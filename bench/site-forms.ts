import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium.ts";

/**
 * The site screens' first form on a phone on a poor connection (issue 15): a fresh browser (nothing cached), a
 * 375 px viewport, a throttled connection and a 4× slower CPU through the DevTools protocol (request-level
 * throttling: each response waits the round trip once, with no TCP handshakes to simulate on a local server).
 * Measured from the start of the navigation to the moment the form's first field can be typed into, the button that
 * opens it pressed as soon as it can be; and to the moment the app's own form holds what was typed (the app starts
 * at the first pause in a form the server drew, decision 0045, so this includes that pause).
 */

export type SiteForm = {
  /** What the figure is called ("Field: New Daily Report"). */
  name: string;
  path: string;
  /** The button on the screen that opens the form. */
  button: string;
  /** The dialog's accessible name. */
  dialog: string;
  /** The label of the field that must take typing. */
  field: string;
};

/** A connection and a phone, as the DevTools protocol emulates them (throughputs in bytes per second). */
export type Profile = {
  name: string;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
  cpuSlowdown: number;
};

const kbit = (n: number) => (n * 1024) / 8;
/** Lighthouse's mobile profile ("slow 4G": the bottom quarter of 4G connections) on a mid-range phone. */
export const SLOW_4G: Profile = {
  name: "slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU)",
  latency: 150,
  downloadThroughput: kbit(1.6 * 1024),
  uploadThroughput: kbit(750),
  cpuSlowdown: 4,
};
/** WebPageTest's "4G" connection on the same phone. */
export const REGULAR_4G: Profile = {
  name: "4G (170 ms, 9 Mbit/s, 4x CPU)",
  latency: 170,
  downloadThroughput: kbit(9 * 1024),
  uploadThroughput: kbit(9 * 1024),
  cpuSlowdown: 4,
};
const RUNS = 3;

/**
 * Median of the runs (and the runs themselves) in milliseconds: until the form takes typing, and until the app's own
 * form has taken over what was typed (the form the server drew is open before the app, decision 0045).
 */
export type FormFigure = {
  name: string;
  profile: string;
  medianMs: number;
  runsMs: number[];
  appMedianMs: number;
  appRunsMs: number[];
};

export async function measureSiteForms(
  baseUrl: string,
  cookie: string,
  forms: readonly SiteForm[],
  profiles: readonly Profile[],
): Promise<FormFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
  try {
    const figures: FormFigure[] = [];
    for (const profile of profiles) {
      for (const form of forms) {
        const runs: Array<{ typed: number; app: number }> = [];
        for (let i = 0; i < RUNS; i++) runs.push(await openOnce(browser, baseUrl, cookie, form, profile));
        const runsMs = runs.map((r) => r.typed);
        const appRunsMs = runs.map((r) => r.app);
        figures.push({
          name: form.name,
          profile: profile.name,
          medianMs: median(runsMs),
          runsMs,
          appMedianMs: median(appRunsMs),
          appRunsMs,
        });
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** A fresh phone-sized page, signed in with `cookie`, on `profile`'s connection and CPU. */
async function throttledPage(browser: Browser, baseUrl: string, cookie: string, profile: Profile) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    serviceWorkers: "block",
  });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.downloadThroughput,
    uploadThroughput: profile.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
  return { context, page };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function openOnce(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  form: SiteForm,
  profile: Profile,
): Promise<{ typed: number; app: number }> {
  const { context, page } = await throttledPage(browser, baseUrl, cookie, profile);
  try {
    const started = performance.now();
    await page.goto(new URL(form.path, baseUrl).href, { waitUntil: "commit" });
    await page.getByRole("main").getByRole("button", { name: form.button }).first().click({ timeout: 30_000 });
    const dialog = page.getByRole("dialog", { name: form.dialog });
    const field = dialog.getByLabel(form.field, { exact: true }).first();
    await field.waitFor({ state: "visible", timeout: 30_000 });
    await field.focus();
    // Typing goes in: the form is interactive, not only painted.
    await field.pressSequentially("A", { timeout: 30_000 });
    const typed = performance.now() - started;
    if (!(await field.inputValue()).includes("A")) throw new Error(`${form.name}: the field did not take typing`);
    // The app comes at the first pause in the form: its own dialog, with what was typed.
    await page.waitForFunction(
      () => performance.getEntriesByName("app-rendered").length > 0 && !document.querySelector("dialog[data-drawn]"),
      null,
      { timeout: 30_000 },
    );
    const app = performance.now() - started;
    if (!(await field.inputValue()).includes("A")) throw new Error(`${form.name}: the app's form lost what was typed`);
    return { typed, app };
  } finally {
    await context.close();
  }
}

/**
 * The time clock on a phone on a poor connection (issue 31): a fresh browser, throttled as above, from the start of
 * the navigation to the moment the worker can choose the job site and the cost code (the screen answers a choice:
 * the selects are the app's, filled from the server). Median of three, in ms.
 */
export async function measureClockScreen(
  baseUrl: string,
  cookie: string,
  siteName: string,
  profiles: readonly Profile[],
): Promise<{ profile: string; medianMs: number; runsMs: number[] }[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
  try {
    const figures: { profile: string; medianMs: number; runsMs: number[] }[] = [];
    for (const profile of profiles) {
      const runsMs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await throttledPage(browser, baseUrl, cookie, profile);
        try {
          const started = performance.now();
          await page.goto(new URL("/dashboard/time-clock", baseUrl).href, { waitUntil: "commit" });
          await page.getByLabel("Job Site").selectOption({ label: siteName }, { timeout: 30_000 });
          await page.getByLabel("Cost Code").selectOption({ index: 1 }, { timeout: 30_000 });
          const clockIn = page.getByRole("button", { name: "Clock In" });
          await clockIn.waitFor({ state: "visible", timeout: 30_000 });
          if (!(await clockIn.isEnabled())) throw new Error("Clock In is not enabled");
          runsMs.push(performance.now() - started);
        } finally {
          await context.close();
        }
      }
      figures.push({ profile: profile.name, medianMs: median(runsMs), runsMs });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
