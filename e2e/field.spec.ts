import { randomUUID } from "node:crypto";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import sharp from "sharp";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { presentAsViewer } from "./support/viewer.ts";
import { FIELD_MSG } from "../src/modules/field/field.constants.ts";
import type { SiteList } from "../src/modules/field/field.contract.ts";
import { addDays } from "../src/shared/calendar.ts";
import { localToday } from "../src/web/lib/format.ts";
import { PHOTO_MSG } from "../src/shared/photos.ts";

/**
 * Field Operations (issue: sites and daily reports) on a phone: New Site Report with its required fields, the
 * site's card and the Active Sites card; a daily report with the device's position, an issue and a photo; its
 * thumbnail, the stat cards following it, the issue resolved; Site Details, View All Sites, and an older report
 * beyond the latest three reached through View All Reports.
 */

test.use({ viewport: { width: 375, height: 740 } });

/** Each test its own organization (professional includes field_operations), so the figures start from nothing. */
async function freshUser(playwright: PlaywrightWorkerArgs["playwright"]): Promise<TestUser> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  return user;
}

const stat = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Field figures" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test("create a site, file a daily report with a photo, and see the cards follow", async ({ page, playwright }) => {
  const id = randomUUID().slice(0, 6);
  const name = `North Tower ${id}`;
  const user = await freshUser(playwright);
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 51.5072, longitude: -0.1276 });
  await signIn(page, user);
  await page.goto("/dashboard/field");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Field Operations");
  await expect(page.getByRole("heading", { name: FIELD_MSG.noActiveSites })).toBeVisible();
  await expect(stat(page, "Active Sites")).toContainText("0");

  // The required fields first: nothing is sent, each missing field is marked.
  await page.getByRole("main").getByRole("button", { name: "New Site Report" }).first().click();
  const form = page.getByRole("dialog", { name: "New Site Report" });
  await form.getByRole("button", { name: "Create Site" }).click();
  await expectToast(page, VALIDATION_ERROR, FIELD_MSG.missingFields);
  for (const label of ["Site Name", "Location", "Supervisor"])
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Site Name").fill(name);
  await form.getByLabel("Location", { exact: true }).fill("12 Harbour Road");
  await form.getByLabel("Site Type").selectOption("commercial");
  await form.getByLabel("Supervisor").fill("Sam Foreman");
  await form.getByLabel("Crew Required").fill("10");
  await form.getByLabel("Crew Assigned").fill("8");
  await form.getByRole("button", { name: "Add Equipment" }).click();
  await form.getByRole("group", { name: "Equipment 1" }).getByLabel("Equipment").fill("Excavator");
  // The site's position from the device, and a geofence around it (issue 31: the time clock checks punches).
  await form.getByRole("button", { name: "Use My Position" }).click();
  await expect(form.getByLabel("Latitude")).toHaveValue("51.5072");
  await form.getByLabel("Geofence Radius (m)").fill("150");
  expect(await form.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await form.getByRole("button", { name: "Create Site" }).click();
  await expectToast(page, FIELD_MSG.siteCreated);
  await expect(form).toBeHidden();

  const card = page.getByRole("list", { name: "Active sites" }).getByRole("article", { name });
  await expect(card).toContainText("Sam Foreman");
  await expect(card).toContainText("8 of 10 assigned");
  await expect(card).toContainText("150 m around 51.5072, -0.1276");
  await expect(card).toContainText(FIELD_MSG.noReports);
  await expect(stat(page, "Active Sites")).toContainText("1");

  // A daily report: the device's position, the weather, the crew, an issue and a photo.
  await card.getByRole("button", { name: `Daily Report for ${name}` }).click();
  const report = page.getByRole("dialog", { name: "Daily Report" });
  await report.getByRole("button", { name: "Use my location" }).click();
  await expect(report.getByText("Position: 51.5072, -0.1276")).toBeVisible();
  await report.getByLabel("Condition").selectOption("rain");
  await report.getByLabel("Temperature").fill("14 °C");
  await report.getByLabel("Crew Present").fill("12");
  await report.getByLabel("Crew Absent").fill("1");
  await report.getByLabel("Activities").fill("Poured the level 2 slab.");
  await report.getByRole("button", { name: "Add Issue" }).click();
  const issue = report.getByRole("group", { name: "Issue 1" });
  await issue.getByLabel("Type").selectOption("delay");
  await issue.getByLabel("Priority").selectOption("high");
  await issue.getByLabel("Description").fill("Concrete truck late");
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a7" } })
    .jpeg()
    .toBuffer();
  await report
    .getByLabel(PHOTO_MSG.fileLabel)
    .setInputFiles({ name: "slab.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(report.getByRole("button", { name: PHOTO_MSG.removePhoto(1) })).toBeVisible();
  await expect(report.getByRole("progressbar")).toHaveCount(0);
  expect(await report.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoSeriousViolations(page, "the daily report form", '[role="dialog"]');
  await report.getByRole("button", { name: "Submit Report" }).click();
  await expectToast(page, FIELD_MSG.reportFiled);
  await expect(report).toBeHidden();

  // The cards follow: today's crew, one open issue, one report this week.
  await expect(stat(page, "Crew On Site")).toContainText("12");
  await expect(stat(page, "Open Issues")).toContainText("1");
  await expect(stat(page, "Open Issues")).toContainText("High 1");
  await expect(stat(page, "Reports This Week")).toContainText("1");
  const latest = card.getByRole("list", { name: "Latest reports" }).getByRole("button");
  await expect(latest).toContainText("12 present · Rain, 14 °C · 1 open issue · 1 photo");

  // Its details: the thumbnail, then the issue ticked resolved.
  await latest.click();
  const details = page.getByRole("dialog", { name: new RegExp(`^${name}, `) });
  await expect(details).toContainText("Poured the level 2 slab.");
  await expect(details).toContainText("51.5072, -0.1276");
  const thumb = details.getByRole("link", { name: PHOTO_MSG.openPhoto(1) });
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await details.getByRole("checkbox", { name: "Resolved: Delay: Concrete truck late" }).check();
  await expectToast(page, "Issue marked resolved");
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(details).toBeHidden();
  await expect(stat(page, "Open Issues")).toContainText("0");

  // Site Details edits the site; View All Sites lists it.
  await card.getByRole("button", { name: `Site Details of ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Site Details" });
  await expect(edit.getByLabel("Site Name")).toHaveValue(name);
  await edit.getByLabel("Supervisor").fill("Lee Lead");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, FIELD_MSG.siteUpdated);
  await expect(card).toContainText("Lee Lead");

  await page.getByRole("button", { name: "View All Sites" }).click();
  const all = page.getByRole("dialog", { name: "All Sites" });
  await expect(all.getByRole("article", { name })).toContainText("Lee Lead");
  await all.getByRole("button", { name: "Close", exact: true }).last().click();

  // An older report with an open issue, beyond the site's latest three: View All Reports reaches it.
  const siteId = ((await (await page.request.get("/api/field/sites")).json()) as SiteList).sites[0]?.id;
  for (const body of [
    {
      date: addDays(localToday(), -10),
      crewPresent: 17,
      issues: [{ type: "safety", description: "Scaffold tag missing" }],
    },
    { crewPresent: 3 },
    { crewPresent: 3 },
  ]) {
    const res = await page.request.post("/api/field/reports", { data: { clientKey: randomUUID(), siteId, ...body } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  await expect(card.getByRole("list", { name: "Latest reports" }).getByRole("button")).toHaveCount(3);
  await expect(
    card.getByRole("list", { name: "Latest reports" }).getByRole("button").filter({ hasText: "17 present" }),
  ).toHaveCount(0);
  await card.getByRole("button", { name: `View All Reports for ${name}` }).click();
  const reports = page.getByRole("dialog", { name: "All Reports" });
  await reports
    .getByRole("list", { name: `Reports of ${name}` })
    .getByRole("button")
    .filter({ hasText: "17 present" })
    .click();
  const older = page.getByRole("dialog", { name: new RegExp(`^${name}, `) });
  await expect(older.getByRole("checkbox", { name: "Resolved: Safety: Scaffold tag missing" })).not.toBeChecked();
  await older.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(older).toBeHidden();

  await noSidewaysScroll(page);
  await expectNoSeriousViolations(page, "the Field Operations screen at 375 px");

  // Location refused: said plainly, and the typed location stays.
  await page.context().clearPermissions();
  await card.getByRole("button", { name: `Daily Report for ${name}` }).click();
  const second = page.getByRole("dialog", { name: "Daily Report" });
  await second.getByRole("button", { name: "Use my location" }).click();
  await expect(second.getByText(FIELD_MSG.locationDenied)).toBeVisible();
  await expect(second.getByLabel("Location", { exact: true })).toHaveValue("12 Harbour Road");
  await second.getByRole("button", { name: "Cancel" }).click();
  await expect(second).toBeHidden();
});

test("a viewer reads the field screen but sees no write controls", async ({ page, playwright }) => {
  const name = `Viewer Yard ${randomUUID().slice(0, 6)}`;
  const user = await freshUser(playwright);
  await signIn(page, user);
  const site = await page.request.post("/api/field/sites", {
    data: { clientKey: randomUUID(), name, location: "1 Quay Street", supervisor: "Val Lead" },
  });
  expect(site.status(), await site.text()).toBe(201);
  const siteId = ((await site.json()) as { id: string }).id;
  const filed = await page.request.post("/api/field/reports", {
    data: {
      clientKey: randomUUID(),
      siteId,
      crewPresent: 4,
      issues: [{ type: "safety", description: "Loose barrier" }],
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await presentAsViewer(page);
  await page.goto("/dashboard/field");
  const card = page.getByRole("list", { name: "Active sites" }).getByRole("article", { name });
  await expect(card).toContainText("Val Lead");
  await expect(page.getByRole("button", { name: "New Site Report" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Daily Report|Site Details)/ })).toHaveCount(0);
  await card.getByRole("list", { name: "Latest reports" }).getByRole("button").click();
  const details = page.getByRole("dialog", { name: new RegExp(`^${name}, `) });
  await expect(details).toContainText("Loose barrier");
  await expect(details.getByRole("checkbox")).toHaveCount(0);
  await expect(details.getByRole("button", { name: "Delete Report" })).toHaveCount(0);
  await noSidewaysScroll(page);
});
