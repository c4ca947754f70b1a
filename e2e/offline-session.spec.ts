import { randomUUID } from "node:crypto";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { appReady, expect, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";

// These journeys look at the pages the service worker answers with no connection, drawn by the server: no waiting for the app.
test.use({ waitForApp: false, serviceWorkers: "allow" });
// Each installs the service worker and opens some ten pages (30-40 s here); on a machine busy with other runs, more.
test.beforeEach(() => test.slow());

/**
 * Offline copies belong to one session (issue 25, finding 2; decision 0028): a person's kept dashboard pages
 * and kept reads are forgotten as soon as the device learns that their session ended (revoked from another
 * device here, as the profile's sessions list does) or that someone else signed in on it, and the service worker
 * never answers a page kept for another session. The next person to open the app offline sees the sign-in page or
 * the offline notice, never the last one's name, e-mail or projects.
 */

/** What the service worker answers offline for a page it has no copy of (src/web/sw/service-worker.ts). */
const OFFLINE_NOTICE = "You are offline, and this page has not been opened on this device yet.";

type Traces = { project: string; site: string };

/** Which of `needles` the device still holds in a kept page (Cache Storage) or a kept read (IndexedDB). */
function deviceHolds(page: Page, needles: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        // Built files carry nobody's data; pages and anything else kept do.
        if (new URL(request.url).pathname.startsWith("/assets/")) continue;
        const kept = await cache.match(request);
        if (kept) texts.push(await kept.text());
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      texts.push(
        await new Promise<string>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve("");
          open.onsuccess = () => {
            const db = open.result;
            const stores = [...db.objectStoreNames];
            if (stores.length === 0) {
              db.close();
              return resolve("");
            }
            const tx = db.transaction(stores);
            const all = stores.map((s) => tx.objectStore(s).getAll());
            tx.oncomplete = () => {
              db.close();
              // Blobs (photos waiting in the outbox) are not text: their records are enough here.
              resolve(JSON.stringify(all.map((r) => r.result as unknown)));
            };
            tx.onerror = () => resolve("");
          };
        }),
      );
    }
    return wanted.filter((w) => texts.some((t) => t.includes(w)));
  }, needles);
}

/** Waits until the service worker controls the page (a page opened before it took over is opened again). */
async function installed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * A signs in and works: a project and a site of their own, the home page while signed in (kept, with A's
 * session in it), the Projects page (kept as the dashboard's offline copy) and the Field screen (its reads are
 * kept). Answers the names that must not outlive A's session on this device.
 */
async function aWorks(page: Page, a: TestUser): Promise<Traces> {
  const id = randomUUID().slice(0, 6);
  const traces = { project: `Riverside Tower ${id}`, site: `Quay Site ${id}` };
  await signIn(page, a);
  const today = new Date().toISOString().slice(0, 10);
  expect(
    (
      await page.request.post("/api/projects", { data: { name: traces.project, startDate: today, endDate: today } })
    ).status(),
  ).toBe(201);
  const site = await page.request.post(`/api/field/sites?today=${today}`, {
    data: {
      clientKey: randomUUID(),
      name: traces.site,
      location: "Pier 2",
      type: "infrastructure",
      supervisor: "Sam Foreman",
    },
  });
  expect(site.status()).toBe(201);
  await installed(page);
  await page.goto("/");
  await page.goto("/dashboard/projects");
  await expect(page.getByText(traces.project).first()).toBeVisible();
  await appReady(page);
  // The Field screen's reads, made by the app, are kept on the device.
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Field Operations" }).click();
  await expect(page.getByRole("article", { name: traces.site })).toBeVisible();
  // The device really keeps A's pages and reads before the session ends (else the checks below prove nothing).
  await expect
    .poll(() => deviceHolds(page, [a.email, traces.project, traces.site]))
    .toEqual([a.email, traces.project, traces.site]);
  return traces;
}

/** Ends A's session from another device, as the profile's "sign out every other session" does. */
/** A new verified Professional user, made through a request context of its own. */
async function newUser(playwright: PlaywrightWorkerArgs["playwright"]): Promise<TestUser> {
  const setup = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(setup, { plan: "professional" });
  await setup.dispose();
  return user;
}

async function revokeFromElsewhere(a: TestUser, playwright: PlaywrightWorkerArgs["playwright"]) {
  const elsewhere = await playwright.request.newContext({ baseURL: appUrl() });
  expect((await elsewhere.post("/api/auth/sign-in", { data: { email: a.email, password: a.password } })).status()).toBe(
    200,
  );
  const revoked = (await (await elsewhere.post("/api/account/sessions/revoke-others")).json()) as { revoked: number };
  expect(revoked.revoked).toBeGreaterThanOrEqual(1);
  await elsewhere.dispose();
}

/** The next person opens the app with no connection: the sign-in page or the offline notice, and nothing of A's. */
async function nextPersonSeesNothingOf(page: Page, a: TestUser, traces: Traces) {
  const secrets = [a.fullName, a.email, traces.project, traces.site];
  for (const address of ["/dashboard", "/dashboard/projects", "/"]) {
    await page.goto(address);
    if (address.startsWith("/dashboard")) {
      await expect(page.getByRole("heading", { name: "Sign In" }).or(page.getByText(OFFLINE_NOTICE))).toBeVisible();
    }
    const html = await page.content();
    for (const secret of secrets) expect(html, `${address} offline shows "${secret}"`).not.toContain(secret);
  }
  expect(await deviceHolds(page, secrets)).toEqual([]);
}

test("A's session revoked from another device: once A's app is refused a read, the next person offline sees nothing of A's", async ({
  page,
  context,
  playwright,
}) => {
  const a = await newUser(playwright);
  const traces = await aWorks(page, a);

  await revokeFromElsewhere(a, playwright);
  // A's app, still open, reads again (another screen from the sidebar): the server refuses it.
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/") && r.status() === 401);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Quality Control" }).click();
  await refused;

  await context.setOffline(true);
  await nextPersonSeesNothingOf(page, a, traces);
});

test("A's session revoked from another device: once the device opens a page online, the next person offline sees the sign-in page", async ({
  page,
  context,
  playwright,
}) => {
  const a = await newUser(playwright);
  const traces = await aWorks(page, a);

  await revokeFromElsewhere(a, playwright);
  // The phone is picked up while it still has a connection: the page comes signed out, and the app asks for a sign-in.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();

  await context.setOffline(true);
  await nextPersonSeesNothingOf(page, a, traces);
});

test("B signs in on the device while A's session is still valid: A's kept pages and reads are gone", async ({
  page,
  context,
  playwright,
}) => {
  const a = await newUser(playwright);
  const b = await newUser(playwright);
  const traces = await aWorks(page, a);

  // B signs in on the same device (its cookies replace A's). With no connection before any page is opened,
  // A's copy is not B's session's: not answered.
  expect(
    (await page.request.post("/api/auth/sign-in", { data: { email: b.email, password: b.password } })).status(),
  ).toBe(200);
  await context.setOffline(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Sign In" }).or(page.getByText(OFFLINE_NOTICE))).toBeVisible();
  for (const secret of [a.fullName, a.email, traces.project]) expect(await page.content()).not.toContain(secret);

  // Online, B works; A's copies are gone from the device, and offline B's own dashboard opens.
  await context.setOffline(false);
  await page.goto("/dashboard");
  await expect(page.getByText(b.email).first()).toBeAttached();
  await expect.poll(() => deviceHolds(page, [a.fullName, a.email, traces.project, traces.site])).toEqual([]);
  await context.setOffline(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const secret of [a.fullName, a.email, traces.project, traces.site])
    expect(await page.content()).not.toContain(secret);
  await page.goto("/");
  for (const secret of [a.fullName, a.email, traces.project, traces.site])
    expect(await page.content()).not.toContain(secret);
});
