import { randomUUID } from "node:crypto";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { SAFETY_MSG } from "../src/modules/safety/safety.constants.ts";
import { addDays } from "../src/shared/calendar.ts";
import { docxText, pdfText } from "../src/server/testing/report-files.ts";
import { download } from "./support/download.ts";
import { localToday } from "../src/web/lib/format.ts";

/**
 * Safety (spec: Safety and Compliance; issue 15) on a phone: Report Incident with its required fields, the
 * incident in Recent Safety Records and the Open Incidents card, its details and the status move, reached again
 * through View All Incidents once newer ones push it out of Recent Safety Records; the
 * compliance checklist and its Compliance Rate; nothing scrolls sideways; a viewer sees no writes.
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
    .getByRole("list", { name: "Safety figures" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test("report an incident, see it counted, resolve it, and keep the compliance checklist", async ({
  page,
  playwright,
}) => {
  const id = randomUUID().slice(0, 6);
  const location = `North yard ${id}`;
  const user = await freshUser(playwright);
  await signIn(page, user);
  await page.goto("/dashboard/safety");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety and Compliance");
  await expect(page.getByRole("heading", { name: SAFETY_MSG.noRecords })).toBeVisible();
  await expect(page.getByRole("heading", { name: SAFETY_MSG.noCertifications })).toBeVisible();
  await expect(stat(page, "Days Without Incident")).toContainText("None yet");
  await noSidewaysScroll(page);
  await expectNoSeriousViolations(page, "the empty Safety screen at 375 px");

  // The required fields first: nothing is sent, each missing field is marked.
  await page.getByRole("main").getByRole("button", { name: "Report Incident" }).first().click();
  const form = page.getByRole("dialog", { name: "Report Incident" });
  await form.getByRole("button", { name: "Report Incident" }).click();
  await expectToast(page, VALIDATION_ERROR, SAFETY_MSG.missingFields);
  for (const label of ["Incident Type", "Location", "Description"])
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Incident Type")).toBeFocused();

  await form.getByLabel("Incident Type").selectOption("injury");
  await form.getByLabel("Severity").selectOption("major");
  await form.getByLabel("Location", { exact: true }).fill(location);
  await form.getByLabel("Time").fill("09:30");
  await form.getByLabel("Description", { exact: true }).fill("A worker slipped on a wet ramp.");
  await form.getByRole("button", { name: "Add Person" }).click();
  const person = form.getByRole("group", { name: "Person 1" });
  await person.getByLabel("Name").fill("Sam Slip");
  await person.getByLabel("Role").fill("Labourer");
  await person.getByLabel("Injury").fill("Sprained ankle");
  await person.getByLabel("Treatment").fill("First aid on site");
  await form.getByLabel("Immediate Actions").fill("Ramp closed and dried.");
  expect(await form.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoSeriousViolations(page, "the Report Incident form", '[role="dialog"]');
  await form.getByRole("button", { name: "Report Incident" }).click();
  await expectToast(page, SAFETY_MSG.incidentReported);
  await expect(form).toBeHidden();

  // In Recent Safety Records (cards on a phone) and counted as open.
  const card = page
    .getByRole("list", { name: "Recent Safety Records" })
    .getByRole("article", { name: `Injury at ${location}` });
  await expect(card).toContainText("Major");
  await expect(card).toContainText("Under Investigation");
  await expect(stat(page, "Open Incidents")).toContainText("1");
  await expect(stat(page, "Days Without Incident")).toContainText("0");

  // Its details, then resolve it.
  await card.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: `Injury at ${location}` });
  await expect(details).toContainText("Sam Slip");
  await expect(details).toContainText("Sprained ankle");
  await expect(details).toContainText("Ramp closed and dried.");
  await expectNoSeriousViolations(page, "the incident's details", '[role="dialog"]');
  // Its report as a PDF (spec: incident-report downloads show Download Initiated).
  const incidentPdf = await download(page, details.getByRole("link", { name: "Download Report" }));
  await expectToast(page, SAFETY_MSG.downloadInitiated);
  expect(incidentPdf.name).toMatch(/^incident-\d{4}-\d{2}-\d{2}-[A-Za-z0-9-]+\.pdf$/);
  expect(await pdfText(incidentPdf.body)).toContain(location);
  await details.getByRole("button", { name: "Mark Resolved" }).click();
  await expectToast(page, "Incident is now Resolved");
  await expect(details.getByRole("button", { name: "Close Incident" })).toBeVisible();
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(details).toBeHidden();
  await expect(card).toContainText("Resolved");
  await expect(stat(page, "Open Incidents")).toContainText("0");

  // Five newer incidents push it out of Recent Safety Records; View All Incidents still reaches it, by its status, to close it.
  for (let n = 1; n <= 5; n++) {
    const res = await page.request.post("/api/safety/incidents", {
      data: {
        clientKey: randomUUID(),
        type: "near-miss",
        location: `Gate ${n} ${id}`,
        description: "A load swung close.",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  await expect(
    page
      .getByRole("list", { name: "Recent Safety Records" })
      .getByRole("article", { name: `Near Miss at Gate 5 ${id}` }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: "View All Incidents" }).click();
  const all = page.getByRole("dialog", { name: "All Incidents" });
  await all.getByLabel("Status").selectOption("Resolved");
  await all
    .getByRole("list", { name: "All Incidents" })
    .getByRole("article", { name: `Injury at ${location}` })
    .getByRole("button", { name: /View Details/ })
    .click();
  await details.getByRole("button", { name: "Close Incident" }).click();
  await expectToast(page, "Incident is now Closed");
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(details).toBeHidden();

  // The checklist: an empty item is refused, two added, one checked: 50 %.
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText(SAFETY_MSG.itemRequired)).toBeVisible();
  for (const item of ["Hard hats worn on site", "Fire extinguishers inspected"]) {
    await page.getByLabel("New checklist item").fill(item);
    await page.getByRole("button", { name: "Add Item" }).click();
    await expectToast(page, "Checklist item added");
    await expect(page.getByRole("checkbox", { name: item })).not.toBeChecked();
  }
  await page.getByRole("checkbox", { name: "Hard hats worn on site" }).click();
  await expect(page.getByRole("checkbox", { name: "Hard hats worn on site" })).toBeChecked();
  await expect(stat(page, "Compliance Rate")).toContainText("50%");
  await expect(
    page.getByRole("list", { name: "Compliance Checklist" }).getByRole("listitem").filter({ hasText: "Hard hats" }),
  ).toContainText(`by ${user.fullName}`);

  // How the score is made, from the keyboard.
  const how = stat(page, "Safety Score").getByText("How is this calculated?");
  await how.focus();
  await page.keyboard.press("Enter");
  await expect(stat(page, "Safety Score").locator("details")).toHaveAttribute("open", "");

  // A certification expiring in 10 days is expiring; its download icon gives its PDF record; edited, then deleted after the confirmation.
  await page.getByRole("main").getByRole("button", { name: "Add Certification" }).first().click();
  const certForm = page.getByRole("dialog", { name: "Add Certification" });
  await certForm.getByRole("button", { name: "Add Certification" }).click();
  await expect(certForm.getByLabel("Certification Name")).toHaveAttribute("aria-invalid", "true");
  await certForm.getByLabel("Certification Name").fill(`Working at Heights ${id}`);
  await certForm.getByLabel("Number").fill("WAH-12");
  await certForm.getByLabel("Expiry Date").fill(addDays(localToday(), 10));
  await certForm.getByRole("button", { name: "Add Certification" }).click();
  await expectToast(page, "Certification added successfully");
  const cert = page
    .getByRole("list", { name: "Safety Certifications" })
    .getByRole("article", { name: `Working at Heights ${id}` });
  await expect(cert).toContainText("expiring");
  const pdf = await download(page, cert.getByRole("button", { name: `Download Working at Heights ${id}` }));
  await expectToast(page, SAFETY_MSG.downloadInitiated);
  expect(pdf.name).toBe("safety-certification-WAH-12.pdf");
  expect(await pdfText(pdf.body)).toContain(`Working at Heights ${id}`);
  await cert.getByRole("button", { name: /^Edit/ }).click();
  const certEdit = page.getByRole("dialog", { name: "Edit Certification" });
  await certEdit.getByLabel("Expiry Date").fill(addDays(localToday(), 200));
  await certEdit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Certification updated successfully");
  await expect(cert).toContainText("valid");

  await noSidewaysScroll(page);
  await expectNoSeriousViolations(page, "the Safety screen at 375 px");

  await cert.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Certification" });
  await confirm.getByRole("button", { name: "Delete Certification" }).click();
  await expectToast(page, "Certification deleted successfully");
  await expect(page.getByRole("heading", { name: SAFETY_MSG.noCertifications })).toBeVisible();

  // Generate Safety Report: the spec's required fields, then the report, read back from its Word file.
  await page.getByRole("button", { name: "Generate Safety Report" }).click();
  const reportForm = page.getByRole("dialog", { name: "Generate Safety Report" });
  await reportForm.getByLabel("Title").fill(`Site safety ${id}`);
  await reportForm.getByLabel("Start Date").fill(addDays(localToday(), -30));
  await reportForm.getByLabel("End Date").fill(localToday());
  await reportForm.getByRole("button", { name: "Generate Report" }).click();
  await expectToast(page, "Safety report generated successfully");
  const word = await download(page, page.getByRole("dialog").getByRole("link", { name: "Download Word" }));
  expect(word.name).toMatch(/\.docx$/);
  const text = await docxText(word.body);
  expect(text).toContain(`Site safety ${id}`);
  expect(text).toContain("Compliance");
});

test("a viewer reads the safety screen but sees no write controls", async ({ page, playwright }) => {
  const id = randomUUID().slice(0, 6);
  const user = await freshUser(playwright);
  await signIn(page, user);
  const res = await page.request.post("/api/safety/incidents", {
    data: {
      clientKey: randomUUID(),
      type: "near-miss",
      location: `Gate ${id}`,
      description: "A load swung close to a walkway.",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await page.request.post("/api/safety/checklist", { data: { item: "Scaffold tagged" } })).status()).toBe(201);
  await presentAsViewer(page);
  await page.goto("/dashboard/safety");
  const card = page
    .getByRole("list", { name: "Recent Safety Records" })
    .getByRole("article", { name: `Near Miss at Gate ${id}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole("list", { name: "Compliance Checklist" })).toContainText("Scaffold tagged");
  await expect(page.getByRole("button", { name: "Report Incident" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Certification" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Item" })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete)/ })).toHaveCount(0);
  await card.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: `Near Miss at Gate ${id}` });
  await expect(details).toContainText("A load swung close to a walkway.");
  await expect(details.getByRole("button", { name: "Mark Resolved" })).toHaveCount(0);
  // Downloads are reads: a viewer has the incident's report as the certificates' PDFs.
  await expect(details.getByRole("link", { name: "Download Report" })).toBeVisible();
  await noSidewaysScroll(page);
});
