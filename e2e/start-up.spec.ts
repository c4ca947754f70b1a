import type { Page } from "@playwright/test";
import { appReady, expect, test } from "./support/fixtures.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { appUrl } from "./support/env.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { PAGE_QUERIES_ELEMENT_ID } from "../src/shared/contracts/page-render.ts";

// These journeys look at the page as the server drew it, before (or without) the app: no waiting for the app.
test.use({ waitForApp: false });

/**
 * A dashboard page opened from its address starts without a chain of requests (issue 11, decisions 20 and 31):
 * the server draws it with its session and its first data, so the browser asks for neither, and shows it before
 * any of the app's code has run; the code downloads after that first paint, runs at the page's first use
 * (decision 0044), and then takes the page over.
 */

let user: TestUser;
/** For the site screens (Quality and Safety come with Professional). */
let siteUser: TestUser;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  siteUser = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
});

const PAGES = [
  { path: "/dashboard", data: "/api/overview?today=", h1: "Dashboard" },
  { path: "/dashboard/projects", data: "/api/projects", h1: "Projects" },
  { path: "/dashboard/documents", data: "/api/documents", h1: "Document Hub" },
  { path: "/dashboard/contracts", data: "/api/contracts", h1: "Contracts" },
  { path: "/dashboard/gantt", data: "/api/gantt/tasks?", h1: "Project Timeline" },
] as const;

/** The order in which requests went out, as paths. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    requests.push(u.pathname + u.search);
  });
  return requests;
}

test("dashboard pages come with their session and first data, fetch the app's code after the first paint and run it at their first use", async ({
  page,
}) => {
  await signIn(page, user);
  // A slow phone connection (as Lighthouse's mobile profile), so that "before" and "after" have a meaning.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 90 * 1024,
  });
  // A first visit each time: the code comes over that connection, not from the cache.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  for (const { path, data, h1 } of PAGES) {
    await page.goto("about:blank");
    const requests = recordRequests(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    // Read, not used: the code came (after the first paint) but has not run.
    await page.waitForLoadState("networkidle");
    expect(
      requests.some((r) => r.startsWith("/assets/") && r.endsWith(".js")),
      `${path} fetched none of its code`,
    ).toBe(true);
    expect(
      await page.evaluate(() => performance.getEntriesByName("app-start").length),
      `${path} ran its code unused`,
    ).toBe(0);
    // Used: the app takes the page over, then asks for what it asks for after that.
    await appReady(page);
    await page.waitForLoadState("networkidle");
    page.removeAllListeners("request");

    const api = requests.filter((r) => r.startsWith("/api/"));
    expect(
      api.filter((r) => r.startsWith("/api/auth/session")),
      path,
    ).toEqual([]);
    // The overview reads its figures afresh on every visit (any module's change may move them), this one too.
    if (path !== "/dashboard")
      expect(
        api.filter((r) => r.startsWith(data)),
        `${path} asked for its first data though the page carries it`,
      ).toEqual([]);
    expect(new Set(api).size, `${path} asked for something twice: ${api.join(", ")}`).toBe(api.length);
    // The app's code started after the page was first painted (main.tsx marks its start).
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      start: performance.getEntriesByName("app-start")[0]?.startTime,
    }));
    expect(order.paint, `${path}: no first paint`).toBeDefined();
    expect(order.start, `${path}: the app did not start`).toBeDefined();
    expect(order.start ?? 0, `${path}: the app's code ran before the first paint`).toBeGreaterThan(
      order.paint ?? Number.POSITIVE_INFINITY,
    );
    // The app has taken the page over: its cache took the page's data (and removed the block that carried it).
    await expect(page.locator(`#${PAGE_QUERIES_ELEMENT_ID}`)).toHaveCount(0);
  }
});

test("the drawing shows the page and its data with no script run at all", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: appUrl(), javaScriptEnabled: false });
  try {
    const signedIn = await context.request.post("/api/auth/sign-in", {
      data: { email: user.email, password: user.password },
    });
    expect(signedIn.status()).toBe(200);
    const made = await context.request.post("/api/projects", {
      data: {
        name: "Drawn Harbor Tower",
        status: "Planning",
        startDate: "2026-01-05",
        endDate: "2026-06-30",
        budget: "250k",
        client: "Port Authority",
        manager: "Dana Lee",
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const page = await context.newPage();
    await page.goto("/dashboard/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
    await expect(page.getByText("Drawn Harbor Tower").first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Drawn Harbor Tower").first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the sign-in page is drawn and runs no code until it is used; what was typed before the app came is sent by it", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: appUrl() });
  try {
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Read, not used: the app's code was fetched after the first paint, not run (decisions 0043 and 0044).
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((r) => r.name.includes("/assets/") && r.name.endsWith(".js"))
        .map((r) => ({
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
          at: r.startTime,
        })),
    );
    expect(fetched.length).toBeGreaterThan(0);
    for (const r of fetched) expect(r.at, "the code was fetched before the first paint").toBeGreaterThan(r.paint);
    expect(await page.evaluate(() => performance.getEntriesByName("app-start").length)).toBe(0);
    // Typed as soon as the fields show, Enter pressed: the app arrives meanwhile, takes the page over with the
    // typing, and signs in; the browser never sent the drawn form itself (the password would be in the address).
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(requests.some((r) => r.includes("password="))).toBe(false);
  } finally {
    await context.close();
  }
});

test("a page that refreshes on its own runs the app when its first refresh is due, used or not", async ({
  page,
  playwright,
}) => {
  // The shortest interval a person can choose is a minute: this journey waits that long, doing nothing.
  test.setTimeout(150_000);
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  await signIn(page, owner);
  const saved = await page.request.put("/api/analytics/preferences", { data: { refreshMinutes: 1 } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/dashboard/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => performance.getEntriesByName("app-start").length),
    "the app ran before the refresh was due",
  ).toBe(0);
  await page.waitForFunction(() => performance.getEntriesByName("app-rendered").length > 0, undefined, {
    timeout: 120_000,
    polling: 1000,
  });
  const startedAt = await page.evaluate(() => performance.getEntriesByName("app-start")[0]?.startTime ?? 0);
  expect(startedAt, "the app started before its first refresh was due").toBeGreaterThanOrEqual(60_000);
});

/** Holds the app's code (the entry) until `release` is called: the page stays as the server drew it. */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  const entry = /\/assets\/index-[^/]+\.js$/;
  await page.route(entry, (route) => {
    if (holding) held.push(() => route.continue());
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((go) => go()));
    await page.unroute(entry);
  };
}

test("a site screen's first form opens and takes typing before the app has come, and the app's form carries on with it", async ({
  page,
}) => {
  await signIn(page, siteUser);
  const release = await holdTheApp(page);
  await page.goto("/dashboard/safety");
  await page.getByRole("main").getByRole("button", { name: "Report Incident" }).first().click();
  // The form the server drew, open while the app's code is held back.
  let dialog = page.getByRole("dialog", { name: "Report Incident" });
  await dialog.getByLabel("Incident Type").selectOption({ label: "Near Miss" });
  await dialog.getByLabel("Location", { exact: true }).fill("North stairwell");
  await dialog.getByLabel("Description").pressSequentially("Slipped on the");
  expect(await page.evaluate(() => performance.getEntriesByName("app-start").length), "the app ran while held").toBe(0);
  await expectNoSeriousViolations(page, "the drawn Report Incident form", "dialog[data-drawn]");

  // Cancel closes it and hands nothing over.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("main").getByRole("button", { name: "Report Incident" }).first().click();
  dialog = page.getByRole("dialog", { name: "Report Incident" });
  await expect(dialog.getByLabel("Location", { exact: true })).toHaveValue("");
  await dialog.getByLabel("Incident Type").selectOption({ label: "Near Miss" });
  await dialog.getByLabel("Location", { exact: true }).fill("North stairwell");
  await dialog.getByLabel("Description").pressSequentially("Slipped on the");

  // The app comes: its own dialog takes what was typed, and the caret where it was.
  await release();
  await expect(page.locator("dialog[data-drawn]")).toHaveCount(0);
  await page.waitForFunction(() => performance.getEntriesByName("app-rendered").length > 0);
  dialog = page.getByRole("dialog", { name: "Report Incident" });
  await expect(dialog.getByLabel("Incident Type")).toHaveValue("near-miss");
  await expect(dialog.getByLabel("Location", { exact: true })).toHaveValue("North stairwell");
  await expect(dialog.getByLabel("Description")).toBeFocused();
  await page.keyboard.type(" wet steps");
  await expect(dialog.getByLabel("Description")).toHaveValue("Slipped on the wet steps");
  await dialog.getByRole("button", { name: "Report Incident" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByText("North stairwell").first()).toBeVisible();
  // Focus is back on the button that opened the form.
  await expect(page.getByRole("main").getByRole("button", { name: "Report Incident" }).first()).toBeFocused();
});

test("a drawn form sent before the app came is sent by the app's form", async ({ page }) => {
  await signIn(page, siteUser);
  const release = await holdTheApp(page);
  await page.goto("/dashboard/quality");
  await page.getByRole("main").getByRole("button", { name: "New Inspection" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Inspection" });
  await dialog.getByLabel("Title", { exact: true }).fill("Slab pour check");
  await dialog.getByLabel("Location", { exact: true }).fill("Level 2 deck");
  // Enter in a field sends the form: the press waits for the app, which sends it with what was typed.
  await dialog.getByLabel("Location", { exact: true }).press("Enter");
  await release();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByText("Slab pour check").first()).toBeVisible();
});

test("a press the app's takeover cuts in two (down on the drawn page, up on the app's) is finished", async ({
  page,
}) => {
  await page.goto("/signin");
  const button = page.getByRole("main").getByRole("button", { name: "Sign In", exact: true });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  if (!box) throw new Error("the button has no box");
  // The move is the page's first use: the app starts, and takes the page over while the button is held down.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForFunction(() => performance.getEntriesByName("app-rendered").length > 0);
  await page.mouse.up();
  // The app's own press: the empty form's field errors.
  await expect(page.getByRole("main").getByRole("alert").first()).toBeVisible();
});
