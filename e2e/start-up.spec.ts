import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { appUrl } from "./support/env.ts";

/**
 * A dashboard page opened from its address starts without a chain of requests (issue 11): the page carries the
 * session (no session request) and names its route's code (modulepreload, fetched alongside the entry), and the
 * page's first data is asked for as soon as the entry has run, before any further code, once (the early answer
 * is the one the page uses, not asked for twice).
 */

let user: TestUser;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  await request.dispose();
});

const PAGES = [
  { path: "/dashboard", data: "/api/overview?today=", h1: "Dashboard" },
  { path: "/dashboard/projects", data: "/api/projects", h1: "Projects" },
  { path: "/dashboard/documents", data: "/api/documents", h1: "Document Hub" },
  { path: "/dashboard/contracts", data: "/api/contracts", h1: "Contracts" },
  { path: "/dashboard/gantt", data: "/api/gantt/tasks?", h1: "Project Timeline" },
] as const;
/** The dashboard pages' shared code, the largest part of any dashboard page's code. */
const DASHBOARD_CHUNK = /^\/assets\/dashboard-[\w-]+\.js$/;
/** The app's entry, which asks for the page's first data as soon as it runs. */
const ENTRY_CHUNK = /^\/assets\/index-[\w-]+\.js$/;

/** The order in which requests went out and chunks arrived, as `request <path>` and `loaded <path>`. */
function recordNetwork(page: Page): string[] {
  const events: string[] = [];
  const pathOf = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };
  page.on("request", (r) => events.push(`request ${pathOf(r.url())}`));
  page.on("requestfinished", (r) => events.push(`loaded ${pathOf(r.url())}`));
  return events;
}

test("dashboard pages ask for their data while their code loads, once, and never for the session", async ({ page }) => {
  await signIn(page, user);
  // A slow phone connection (as Lighthouse's mobile profile), so that "while the code loads" has a meaning.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: 90 * 1024 });
  // A first visit each time: the code comes over that connection, not from the cache.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  for (const { path, data, h1 } of PAGES) {
    // Nothing of the previous page may still be on its way while this one is watched.
    await page.goto("about:blank");
    const events = recordNetwork(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await page.waitForLoadState("networkidle");
    page.removeAllListeners("request");
    page.removeAllListeners("requestfinished");

    const requests = events.filter((e) => e.startsWith("request /api/"));
    expect(requests.filter((e) => e.startsWith("request /api/auth/session")), path).toEqual([]);
    expect(new Set(requests).size, `${path} asked for something twice: ${requests.join(", ")}`).toBe(requests.length);
    const asked = events.findIndex((e) => e.startsWith(`request ${data}`));
    const entryLoaded = events.findIndex((e) => e.startsWith("loaded ") && ENTRY_CHUNK.test(e.slice("loaded ".length)));
    const chunkAsked = events.findIndex((e) => e.startsWith("request ") && DASHBOARD_CHUNK.test(e.slice("request ".length)));
    expect(asked, `${path}: no request for ${data}`).toBeGreaterThan(-1);
    expect(entryLoaded, `${path}: the entry was not loaded`).toBeGreaterThan(-1);
    // The page names its code (modulepreload): it is asked for alongside the entry, not after the entry has run.
    expect(chunkAsked, `${path}: the dashboard's code was asked for only after the entry arrived`).toBeGreaterThan(-1);
    expect(chunkAsked, `${path}: the dashboard's code was asked for only after the entry arrived`).toBeLessThan(entryLoaded);
    // The data goes out as soon as the entry has run: no further code is fetched before it.
    const between = events.slice(entryLoaded, asked).filter((e) => e.startsWith("request /assets/"));
    expect(asked, `${path}: ${data} was asked for before the entry arrived?`).toBeGreaterThan(entryLoaded);
    expect(between, `${path}: ${data} waited for more code`).toEqual([]);
  }
});
