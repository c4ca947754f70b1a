import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { SAFETY_MSG } from "../src/modules/safety/safety.constants.ts";
import { QUALITY_MSG } from "../src/modules/quality/quality.constants.ts";
import { FIELD_MSG } from "../src/modules/field/field.constants.ts";
import { KEPT_ON_DEVICE } from "../src/web/lib/outbox-result.ts";
import { PHOTO_MSG } from "../src/shared/photos.ts";

// These journeys look at the page as the server drew it, before (or without) the app: no waiting for the app.
test.use({ waitForApp: false });

/**
 * On site with no signal (issue 15, decision 0028), on a phone: the installed app's shell opens offline from the
 * service worker; an incident reported (with a photo taken offline), an inspection's results recorded and a daily
 * report filed offline wait on the device (shown as waiting), are sent when the connection returns (the photo
 * uploaded first), and arrive exactly once.
 */

test.use({ viewport: { width: 375, height: 740 }, serviceWorkers: "allow" });

/** Waits until the service worker controls the page and has kept what it keeps at install. */
async function installed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page opened before the worker took over is not controlled by it: open it again.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The first parts of the query keys in the device's kept snapshot (src/app/web/shell/offline-queries.ts). */
function keptReads(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would make an empty one: look first.
    if (!(await indexedDB.databases()).some((d) => d.name === "buildops-queries")) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open("buildops-queries");
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const all = open.result.transaction("snapshots").objectStore("snapshots").getAll();
        all.onsuccess = () => {
          const snapshots = all.result as { state: { queries: { queryKey: unknown[] }[] } }[];
          resolve(snapshots.flatMap((s) => s.state.queries.map((q) => String(q.queryKey[0]))));
          open.result.close();
        };
      };
    });
  });
}

test("the app opens offline; an incident, inspection results and a daily report saved offline arrive once when the connection returns", async ({
  page,
  context,
  playwright,
}) => {
  const id = randomUUID().slice(0, 6);
  const location = `Gate ${id}`;
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  await signIn(page, user);

  // Installable: the manifest with its icons.
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const app = (await manifest.json()) as { start_url: string; display: string; icons: { sizes: string }[] };
  expect(app).toMatchObject({ start_url: "/dashboard", display: "standalone" });
  expect(app.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));

  await page.goto("/dashboard/safety");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety and Compliance");
  await installed(page);

  // No connection: the shell still opens, and says the device is offline.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety and Compliance");
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Report Incident" }).first().click();
  const form = page.getByRole("dialog", { name: "Report Incident" });
  await form.getByLabel("Incident Type").selectOption("near-miss");
  await form.getByLabel("Location", { exact: true }).fill(location);
  await form.getByLabel("Description", { exact: true }).fill("A pallet fell from the hoist; nobody was under it.");
  // A photo taken with no connection: kept on the device, shown as waiting.
  await expect(form.getByText(PHOTO_MSG.offline)).toBeVisible();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a7" } })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel(PHOTO_MSG.fileLabel)
    .setInputFiles({ name: "hoist.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(
    form.getByRole("listitem").filter({ has: page.getByRole("img", { name: PHOTO_MSG.photoAlt(1) }) }),
  ).toContainText(PHOTO_MSG.waiting);
  await form.getByRole("button", { name: "Report Incident" }).click();
  await expectToast(page, KEPT_ON_DEVICE.title, KEPT_ON_DEVICE.message);
  await expect(form).toBeHidden();
  const waiting = page.getByRole("region", { name: /Incidents waiting to be sent/ });
  await expect(waiting.getByRole("listitem").filter({ hasText: `Near Miss at ${location}` })).toContainText(
    "Waiting to send",
  );
  await expect(waiting.getByRole("listitem").filter({ hasText: `Near Miss at ${location}` })).toContainText(
    "with 1 photo",
  );

  // Kept on the device: still there after the page is opened again offline.
  await page.reload();
  await expect(waiting.getByRole("listitem").filter({ hasText: `Near Miss at ${location}` })).toBeVisible();

  // The connection returns: sent, no longer waiting, and on the screen once.
  await context.setOffline(false);
  await expectToast(page, SAFETY_MSG.incidentReported);
  await expect(waiting).toBeHidden();
  const records = page.getByRole("list", { name: "Recent Safety Records" });
  await expect(records.getByRole("article", { name: `Near Miss at ${location}` })).toHaveCount(1);
  // With the photo taken offline.
  await records
    .getByRole("article", { name: `Near Miss at ${location}` })
    .getByRole("button", { name: /View Details/ })
    .click();
  const incident = page.getByRole("dialog", { name: `Near Miss at ${location}` });
  const thumb = incident
    .getByRole("list", { name: "Incident photos" })
    .getByRole("link", { name: PHOTO_MSG.openPhoto(1) });
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await incident.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(incident).toBeHidden();
  const today = new Date().toISOString().slice(0, 10);
  const summary = (await (await page.request.get(`/api/safety/summary?today=${today}`)).json()) as {
    openIncidents: number;
  };
  expect(summary.openIncidents).toBe(1);

  // An inspection read while connected; its results recorded in the basement, with no connection.
  const me = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } };
  const title = `Footings ${id}`;
  const made = await page.request.post("/api/quality/inspections", {
    data: {
      clientKey: randomUUID(),
      title,
      location: "Basement",
      inspectorId: me.user.id,
      items: [{ name: "Rebar cover" }, { name: "Formwork" }],
    },
  });
  expect(made.status()).toBe(201);
  const inspection = (await made.json()) as { id: string };
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("link", { name: "Quality Control" }).click();
  const card = page.getByRole("list", { name: "Recent Inspections" }).getByRole("article", { name: title });
  await expect(card).toContainText("Pending");
  await context.setOffline(true);
  await card.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: title });
  await details.getByLabel("Result for Rebar cover").selectOption("passed");
  await details.getByLabel("Result for Formwork").selectOption("warning");
  await details.getByRole("button", { name: "Save Results" }).click();
  await expectToast(page, KEPT_ON_DEVICE.title, KEPT_ON_DEVICE.message);
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  const waitingResults = page.getByRole("region", { name: /Inspections and results waiting to be sent/ });
  await expect(waitingResults.getByRole("listitem").filter({ hasText: `Results: ${title}` })).toContainText(
    "Waiting to send",
  );

  await context.setOffline(false);
  await expectToast(page, QUALITY_MSG.resultsRecorded);
  await expect(waitingResults).toBeHidden();
  await expect(card).toContainText("Needs Review");
  const stored = (await (await page.request.get(`/api/quality/inspections/${inspection.id}`)).json()) as {
    status: string;
    items: { status: string }[];
  };
  expect(stored.status).toBe("Needs Review");
  expect(stored.items.map((i) => i.status)).toEqual(["passed", "warning"]);

  // A daily report filed from a site with no signal.
  const siteName = `Harbour ${id}`;
  const site = await page.request.post(`/api/field/sites?today=${today}`, {
    data: {
      clientKey: randomUUID(),
      name: siteName,
      location: "Pier 4",
      type: "infrastructure",
      supervisor: "Sam Foreman",
    },
  });
  expect(site.status()).toBe(201);
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("link", { name: "Field Operations" }).click();
  const siteCard = page.getByRole("article", { name: siteName });
  await expect(siteCard).toBeVisible();
  // What the screen read is kept on the device: opened again with no connection, the site is still there.
  await expect.poll(() => keptReads(page)).toContain("field");
  await context.setOffline(true);
  await page.reload();
  await expect(siteCard).toBeVisible();
  await siteCard.getByRole("button", { name: `Daily Report for ${siteName}` }).click();
  const report = page.getByRole("dialog", { name: "Daily Report" });
  await report.getByLabel("Crew Present").fill("9");
  await report.getByLabel("Activities").fill("Piles driven on the north side.");
  await report.getByRole("button", { name: "Submit Report" }).click();
  await expectToast(page, KEPT_ON_DEVICE.title, KEPT_ON_DEVICE.message);
  const waitingReports = page.getByRole("region", { name: /Sites and daily reports waiting to be sent/ });
  await expect(waitingReports.getByRole("listitem").filter({ hasText: `Daily report: ${siteName}` })).toContainText(
    "Waiting to send",
  );

  await context.setOffline(false);
  await expectToast(page, FIELD_MSG.reportFiled);
  await expect(waitingReports).toBeHidden();
  const field = (await (await page.request.get(`/api/field/summary?today=${today}`)).json()) as {
    reportsThisWeek: number;
  };
  expect(field.reportsThisWeek).toBe(1);
});
