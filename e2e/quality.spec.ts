import { randomUUID } from "node:crypto";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { QUALITY_MSG } from "../src/modules/quality/quality.constants.ts";
import type { InspectionList } from "../src/modules/quality/quality.contract.ts";
import { addDays } from "../src/shared/calendar.ts";
import { docxText, pdfText } from "../src/server/testing/report-files.ts";
import { download } from "./support/download.ts";
import { localToday } from "../src/web/lib/format.ts";

/**
 * Quality Control (spec: Quality Control) on a phone: New Inspection with its required fields, its results
 * recorded in the details dialog (the status and the stat cards follow), reached again through View All
 * Inspections once newer ones push it out of Recent Inspections, a certification with its download,
 * and Generate Quality Report read back from its Word file; nothing scrolls sideways.
 */

test.use({ viewport: { width: 375, height: 740 } });

/** Each test its own organization (professional includes quality_safety), so the figures start from nothing. */
async function freshUser(playwright: PlaywrightWorkerArgs["playwright"]): Promise<TestUser> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  return user;
}

const stat = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Quality figures" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test("create an inspection, record its results, add a certification and generate a report", async ({
  page,
  playwright,
}) => {
  const id = randomUUID().slice(0, 6);
  const title = `Slab pour ${id}`;
  const user = await freshUser(playwright);
  await signIn(page, user);
  await page.goto("/dashboard/quality");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quality Control");
  await expect(page.getByRole("heading", { name: QUALITY_MSG.noInspections })).toBeVisible();
  await expect(stat(page, "Total Inspections")).toContainText("0");
  await noSidewaysScroll(page);

  // The required fields first: nothing is sent, each missing field is marked.
  await page.getByRole("main").getByRole("button", { name: "New Inspection" }).first().click();
  const form = page.getByRole("dialog", { name: "New Inspection" });
  await form.getByLabel("Inspector").selectOption({ label: user.fullName });
  await form.getByLabel("Inspector").selectOption("");
  await form.getByRole("button", { name: "Create Inspection" }).click();
  await expectToast(page, VALIDATION_ERROR, QUALITY_MSG.missingFields);
  for (const label of ["Title", "Location", "Inspector"])
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Location", { exact: true }).fill("Block A, level 2");
  await form.getByLabel("Inspector").selectOption({ label: user.fullName });
  for (const [i, name] of ["Rebar spacing", "Concrete cover"].entries()) {
    await form.getByRole("button", { name: "Add Item" }).click();
    await form
      .getByRole("group", { name: `Item ${i + 1}` })
      .getByLabel("Item")
      .fill(name);
  }
  expect(await form.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await form.getByRole("button", { name: "Create Inspection" }).click();
  await expectToast(page, QUALITY_MSG.inspectionCreated);
  await expect(form).toBeHidden();

  const card = page.getByRole("list", { name: "Recent Inspections" }).getByRole("article", { name: title });
  await expect(card).toContainText("Pending");
  await expect(stat(page, "Total Inspections")).toContainText("1");
  await expect(stat(page, "Pending Reviews")).toContainText("1");

  // Results: one passed, one failed → Failed with one open defect.
  await card.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: title });
  await details.getByLabel("Result for Rebar spacing").selectOption("passed");
  await details.getByLabel("Result for Concrete cover").selectOption("failed");
  await details.getByLabel("Notes for Concrete cover").fill("Cover 20 mm at the east edge");
  await expect(details).toContainText("Status when saved: Failed");
  await details.getByRole("button", { name: "Save Results" }).click();
  await expectToast(page, QUALITY_MSG.resultsRecorded);
  await expect(details.getByText("Failed", { exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, "the inspection's details", '[role="dialog"]');
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(card).toContainText("Failed");
  await expect(stat(page, "Open Defects")).toContainText("1");
  await expect(stat(page, "Pass Rate")).toContainText("0%");
  await expect(stat(page, "Pending Reviews")).toContainText("0");
  await expect(page.getByRole("list", { name: "Common Defects" })).toContainText("Concrete cover");

  // Five newer inspections push it out of Recent Inspections; View All Inspections still reaches it, by its status.
  const inspectorId = ((await (await page.request.get("/api/quality/inspections")).json()) as InspectionList)
    .inspections[0]?.inspector?.id;
  for (let n = 1; n <= 5; n++) {
    const res = await page.request.post("/api/quality/inspections", {
      data: { clientKey: randomUUID(), title: `Walkthrough ${n} ${id}`, location: "Block B", inspectorId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Recent Inspections" }).getByRole("article", { name: `Walkthrough 5 ${id}` }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: "View All Inspections" }).click();
  const all = page.getByRole("dialog", { name: "All Inspections" });
  await all.getByLabel("Status").selectOption("Failed");
  const olderCard = all.getByRole("list", { name: "All Inspections" }).getByRole("article", { name: title });
  await expect(olderCard).toContainText("Failed");
  await expectNoSeriousViolations(page, "All Inspections", '[role="dialog"]');
  await olderCard.getByRole("button", { name: /View Details/ }).click();
  const older = page.getByRole("dialog", { name: title });
  await expect(older.getByRole("button", { name: "Save Results" })).toBeVisible();
  await older.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(older).toBeHidden();

  // A certification expiring in 10 days is expiring; its download icon gives its PDF record.
  await page.getByRole("main").getByRole("button", { name: "Add Certification" }).first().click();
  const certForm = page.getByRole("dialog", { name: "Add Certification" });
  await certForm.getByLabel("Certification Name").fill(`ISO 9001 ${id}`);
  await certForm.getByLabel("Number").fill("QMS-2041");
  await certForm.getByLabel("Expiry Date").fill(addDays(localToday(), 10));
  await certForm.getByRole("button", { name: "Add Certification" }).click();
  await expectToast(page, "Certification added successfully");
  const cert = page
    .getByRole("list", { name: "Certification Status" })
    .getByRole("article", { name: `ISO 9001 ${id}` });
  await expect(cert).toContainText("expiring");
  const pdf = await download(page, cert.getByRole("button", { name: `Download ISO 9001 ${id}` }));
  await expectToast(page, QUALITY_MSG.downloadInitiated);
  expect(pdf.name).toBe("quality-certification-QMS-2041.pdf");
  expect(await pdfText(pdf.body)).toContain(`ISO 9001 ${id}`);
  await noSidewaysScroll(page);
  await expectNoSeriousViolations(page, "the Quality screen at 375 px");

  // Generate Quality Report: the spec's required fields, then the report, read back from its Word file.
  await page.getByRole("button", { name: "Generate Quality Report" }).click();
  const reportForm = page.getByRole("dialog", { name: "Generate Quality Report" });
  await reportForm.getByRole("button", { name: "Generate Report" }).click();
  await expectToast(page, VALIDATION_ERROR, QUALITY_MSG.missingFields);
  await reportForm.getByLabel("Title").fill(`Quality review ${id}`);
  await reportForm.getByLabel("Start Date").fill(addDays(localToday(), -30));
  await reportForm.getByLabel("End Date").fill(localToday());
  await reportForm.getByRole("button", { name: "Generate Report" }).click();
  await expectToast(page, "Report generated successfully");
  const word = await download(page, page.getByRole("dialog").getByRole("link", { name: "Download Word" }));
  expect(word.name).toMatch(/^quality-report-.*\.docx$/);
  const text = docxText(word.body);
  expect(text).toContain(`Quality review ${id}`);
  expect(text).toContain(title);
  expect(text).toContain("Concrete cover");
});
