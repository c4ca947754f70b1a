import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectToast, test, toasts } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { download } from "./support/download.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import type { Contract } from "../src/modules/contracts/contracts.contract.ts";
import { CONTRACT_MSG, CONTRACT_STATUSES } from "../src/modules/contracts/contracts.constants.ts";
import { DOCUMENT_MSG } from "../src/modules/documents/documents.constants.ts";
import { addDays } from "../src/shared/calendar.ts";
import { localToday } from "../src/web/lib/format.ts";
import { presentAsViewer } from "./support/viewer.ts";

/**
 * Contracts (spec §2 Contracts, §4 contract status, §5 contract form, §8 messages, §9 types): the four cards,
 * create with the required-fields message first, edit, the details with project and documents, a report
 * saved and downloaded as PDF and CSV, delete; a phone; a viewer; failed loads.
 */

/** Shared by the journeys that do not count contracts; the first journey has an account of its own. */
let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  await request.dispose();
});

const PHONE = { width: 375, height: 740 };

const table = (page: Page) => page.getByRole("table", { name: "Contracts" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });
const stat = (page: Page, label: string) =>
  page.getByRole("list", { name: "Contract summary" }).getByRole("listitem").filter({ hasText: label });

/** Creates a contract through the API as the signed-in browser (its session cookie). */
async function createViaApi(page: Page, body: Record<string, string>): Promise<Contract> {
  const res = await page.request.post("/api/contracts", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Contract;
}

test("a contract's life: required fields, create, edit, details with documents, a report in PDF and CSV, delete", async ({
  page,
  playwright,
}) => {
  // A long journey (about 30 s alone): room for a busy 2-core machine running another journey beside it.
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 6);
  const name = `Harbor Depot ${id}`;
  const client = `City of Harbor ${id}`;
  const project = `Depot build ${id}`;
  const today = localToday();
  // An account of its own: the cards count from zero.
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request);
  await request.dispose();

  await signIn(page, owner);
  const projectRes = await page.request.post("/api/projects", {
    data: { name: project, startDate: today, endDate: addDays(today, 200) },
  });
  expect(projectRes.status(), await projectRes.text()).toBe(201);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Contracts" }).click();
  await expect(page).toHaveURL(/\/dashboard\/contracts$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contracts");
  await expect(page.getByRole("heading", { name: "No contracts yet" })).toBeVisible();
  for (const label of ["Active Contracts", "Pending Review", "Completed", "Expiring Soon"])
    await expect(stat(page, label)).toContainText("0");

  // The required-fields message first, every missing field marked; start date defaults to today, status to Draft.
  await page.getByRole("main").getByRole("button", { name: "New Contract" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Contract" });
  await expect(dialog.getByLabel("Contract Name")).toBeFocused();
  await expect(dialog.getByLabel("Start Date")).toHaveValue(today);
  await expect(dialog.getByLabel("Status", { exact: true })).toHaveValue("Draft");
  await dialog.getByLabel("Start Date").fill("");
  await dialog.getByLabel("Description").fill("Two service bays and a wash line.");
  await dialog.getByRole("button", { name: "Create Contract" }).click();
  await expectToast(page, VALIDATION_ERROR, CONTRACT_MSG.missingFields);
  await expect(dialog.getByLabel("Contract Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Contract Name")).toBeFocused();
  for (const message of ["Client Name is required.", "Contract Type is required.", "Start Date is required."])
    await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog.getByLabel("Description")).toHaveValue("Two service bays and a wash line.");
  await expectNoSeriousViolations(page, "the new contract form with its errors", '[role="dialog"]');

  // The value is free text; the form says what reports will count for it. The end cannot precede the start.
  await dialog.getByLabel("Contract Name").fill(name);
  await dialog.getByLabel("Client Name").fill(client);
  await dialog.getByLabel("Contract Type").selectOption("Construction");
  await dialog.getByLabel("Value", { exact: true }).fill("TBD");
  await expect(dialog.getByText("No amount can be read from this value")).toBeVisible();
  await dialog.getByLabel("Value", { exact: true }).fill("1.5M");
  await expect(dialog.getByText("Counted as $1,500,000.00 in reports.")).toBeVisible();
  await dialog.getByLabel("Start Date").fill(today);
  await dialog.getByLabel("End Date").fill(addDays(today, -1));
  await dialog.getByRole("button", { name: "Create Contract" }).click();
  await expect(dialog.getByText(CONTRACT_MSG.endBeforeStart)).toBeVisible();
  await expect(dialog.getByLabel("End Date")).toBeFocused();
  await dialog.getByLabel("End Date").fill(addDays(today, 20));
  await dialog.getByLabel("Project").selectOption({ label: project });
  await dialog.getByRole("button", { name: "Create Contract" }).click();
  await expectToast(page, CONTRACT_MSG.created);
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText(client);
  await expect(row(page, name)).toContainText("1.5M");
  await expect(row(page, name)).toContainText("Draft");
  await expect(row(page, name)).not.toContainText("Expiring Soon");

  // Edit: Active and ending in 20 days, so expiring soon.
  await row(page, name)
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Contract" });
  await expect(edit.getByLabel("Contract Name")).toHaveValue(name);
  await expect(edit.getByLabel("Contract Type")).toHaveValue("Construction");
  await expect(edit.getByLabel("Value", { exact: true })).toHaveValue("1.5M");
  await edit.getByLabel("Status", { exact: true }).selectOption("Active");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, CONTRACT_MSG.updated);
  await expect(edit).toBeHidden();
  await expect(row(page, name).getByRole("button", { name: `Edit ${name}` })).toBeFocused();
  await expect(row(page, name)).toContainText("Active");
  await expect(row(page, name)).toContainText("Expiring Soon");
  await expect(stat(page, "Active Contracts")).toContainText("1");
  await expect(stat(page, "Expiring Soon")).toContainText("1");
  await expectNoSeriousViolations(page, "the contracts list");

  // The details, read only: the linked project, and a document uploaded from here attached to the contract.
  await row(page, name)
    .getByRole("button", { name: `View Details of ${name}` })
    .click();
  const details = page.getByRole("dialog", { name });
  await expect(details).toContainText(client);
  await expect(details).toContainText("Construction");
  await expect(details).toContainText("Counted as $1,500,000.00 in reports.");
  await expect(details).toContainText("Two service bays and a wash line.");
  await expect(details).toContainText(owner.fullName);
  await expect(details.getByRole("link", { name: project })).toHaveAttribute("href", /\/dashboard\/projects\/.+/);
  await expect(details).toContainText("No documents are attached to this contract yet.");
  await details.getByRole("button", { name: "Upload Document" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Document" });
  await expect(upload.getByLabel("Contract")).toHaveValue(/.+/);
  await expect(upload.getByLabel("Contract").locator("option:checked")).toHaveText(name);
  await upload.getByLabel("File").setInputFiles({
    name: "Signed copy.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% signed\n"),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, DOCUMENT_MSG.uploaded("Signed copy"));
  await expect(upload).toBeHidden();
  await expect(details.getByRole("listitem").filter({ hasText: "Signed copy" })).toContainText("Version 1.0");
  await expect(details.getByRole("link", { name: "Open the Document Hub" })).toHaveAttribute(
    "href",
    "/dashboard/documents",
  );
  await expect(details.getByRole("textbox")).toHaveCount(0);
  await expectNoSeriousViolations(page, "the contract details", '[role="dialog"]');
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(row(page, name).getByRole("button", { name: `View Details of ${name}` })).toBeFocused();

  // Generate Report: saved, the spec's message, and both files named by today's date.
  await page.getByRole("button", { name: "Generate Report" }).click();
  await expectToast(page, CONTRACT_MSG.reportGenerated);
  const report = page.getByRole("dialog", { name: "Contracts Report" });
  await expect(report).toContainText("$1,500,000.00");
  await expect(report.getByRole("definition").first()).toHaveText("1");
  const pdf = await download(page, report.getByRole("link", { name: "Download PDF" }));
  expect(pdf.name).toBe(`contracts-report-${today}.pdf`);
  expect(pdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const csv = await download(page, report.getByRole("link", { name: "Download CSV" }));
  expect(csv.name).toBe(`contracts-report-${today}.csv`);
  const lines = csv.body
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  const quoted = (cells: string[]) => cells.map((c) => `"${c}"`).join(",");
  expect(lines[0]).toBe(
    quoted([
      "Name",
      "Client",
      "Contract Type",
      "Status",
      "Value",
      "Counted Amount (USD)",
      "Start Date",
      "End Date",
      "Project",
    ]),
  );
  expect(lines[1]).toBe(
    quoted([name, client, "Construction", "Active", "1.5M", "1500000.00", today, addDays(today, 20), project]),
  );
  await report.getByRole("button", { name: "Close" }).first().click();
  await expect(report).toBeHidden();

  // Delete: Cancel keeps it; confirming removes it; the document stays in the hub.
  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Contract" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, name)).toBeVisible();
  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await confirm.getByRole("button", { name: "Delete Contract" }).click();
  await expectToast(page, CONTRACT_MSG.deleted);
  await expect(page.getByRole("heading", { name: "No contracts yet" })).toBeVisible();
  await expect(stat(page, "Active Contracts")).toContainText("0");
  const docs = await page.request.get("/api/documents?q=Signed%20copy");
  expect(((await docs.json()) as { documents: { contract: unknown }[] }).documents[0]?.contract).toBeNull();
});

test.describe("phone width", () => {
  test.use({ viewport: PHONE });

  test("contracts are cards, the page never scrolls sideways, and the dialogs fit", async ({ page }) => {
    await signIn(page, user);
    const name = `Phone Contract ${randomUUID().slice(0, 6)}`;
    await createViaApi(page, {
      name,
      clientName: "Smith, Jones & Co",
      contractType: "Maintenance",
      startDate: "2026-05-01",
      value: "$40,000",
      status: "Under Review",
    });
    await page.goto("/dashboard/contracts");
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("$40,000");
    await expect(card).toContainText("Under Review");
    await expect(card).toContainText("From May 1, 2026");
    expect((await card.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page, "the contracts list on a phone");

    await card.getByRole("button", { name: `View Details of ${name}` }).click();
    const details = page.getByRole("dialog", { name });
    await expect(details).toContainText("Smith, Jones & Co");
    expect((await details.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
    await details.getByRole("button", { name: "Edit Contract" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Contract" });
    await expect(edit.getByLabel("Contract Name")).toHaveValue(name);
    expect((await edit.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();

    const create = page.getByRole("button", { name: "New Contract" }).first();
    await create.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New Contract" });
    await expect(dialog.getByLabel("Contract Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
  });
});

test("every contract status has its own colour", async ({ page }) => {
  await signIn(page, user);
  const id = randomUUID().slice(0, 6);
  for (const status of CONTRACT_STATUSES) {
    await createViaApi(page, {
      name: `${status} colour ${id}`,
      clientName: "Colour Client",
      contractType: "Other",
      startDate: "2026-02-01",
      status,
    });
  }
  await page.goto("/dashboard/contracts");
  const colours = new Map<string, string>();
  for (const status of CONTRACT_STATUSES) {
    const badge = row(page, `${status} colour ${id}`).getByText(status, { exact: true });
    await expect(badge).toBeVisible();
    colours.set(
      status,
      await badge.evaluate((el) => `${getComputedStyle(el).backgroundColor} / ${getComputedStyle(el).color}`),
    );
  }
  expect(colours.get("Terminated")).not.toBe(colours.get("Expired"));
  expect(new Set(colours.values()).size).toBe(CONTRACT_STATUSES.length);
});

test("a report download that fails says Download Failed with the reason; Download Started only when it started", async ({
  page,
}) => {
  await signIn(page, user);
  await createViaApi(page, {
    name: `Reported ${randomUUID().slice(0, 6)}`,
    clientName: "Report Client",
    contractType: "Other",
    startDate: "2026-02-01",
    value: "250k",
  });
  await page.goto("/dashboard/contracts");
  await page.getByRole("button", { name: "Generate Report" }).click();
  const report = page.getByRole("dialog", { name: "Contracts Report" });
  const pdfLink = report.getByRole("link", { name: "Download PDF" });
  await expect(pdfLink).toBeVisible();
  const started = toasts(page).getByText(DOCUMENT_MSG.downloadStarted, { exact: true });

  await page.route("**/api/contracts/reports/*/pdf", (route) => route.abort("internetdisconnected"));
  await pdfLink.click();
  await expectToast(page, DOCUMENT_MSG.downloadFailed, "Could not reach the server");
  await expect(started).toHaveCount(0);
  await page.unroute("**/api/contracts/reports/*/pdf");

  await page.route("**/api/contracts/reports/*/csv", (route) =>
    route.fulfill({ status: 404, json: { error: { code: "NOT_FOUND", message: "This report no longer exists." } } }),
  );
  await report.getByRole("link", { name: "Download CSV" }).click();
  await expectToast(page, DOCUMENT_MSG.downloadFailed, "This report no longer exists.");
  await expect(started).toHaveCount(0);
  await page.unroute("**/api/contracts/reports/*/csv");

  const pdf = await download(page, pdfLink);
  expect(pdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expectToast(page, DOCUMENT_MSG.downloadStarted);
});

test("a viewer sees contracts and their details but no New Contract, Generate Report, Edit or Delete", async ({
  page,
}) => {
  await signIn(page, user);
  const name = `Viewed ${randomUUID().slice(0, 6)}`;
  await createViaApi(page, { name, clientName: "Viewer Client", contractType: "Other", startDate: "2026-02-01" });
  await presentAsViewer(page);
  await page.goto("/dashboard/contracts");
  await expect(row(page, name)).toBeVisible();
  await expect(page.getByRole("button", { name: /^(New Contract|Generate Report)$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await row(page, name)
    .getByRole("button", { name: `View Details of ${name}` })
    .click();
  const details = page.getByRole("dialog", { name });
  await expect(details).toContainText("Viewer Client");
  await expect(details.getByRole("button", { name: "Edit Contract" })).toHaveCount(0);
});

test("failed loads: the list says Error fetching contracts and recovers; the details show a documents error in place", async ({
  page,
}) => {
  await signIn(page, user);
  const name = `Flaky ${randomUUID().slice(0, 6)}`;
  await createViaApi(page, { name, clientName: "Flaky Client", contractType: "Supply", startDate: "2026-02-01" });
  let failing = true;
  await page.route(/\/api\/contracts(\?|$)/, async (route) => {
    if (!failing) return route.fallback();
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "The database is not answering." } }),
    });
  });
  await page.route(/\/api\/documents\?/, (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Documents are resting." } }),
    }),
  );
  // From the sidebar, so that the browser asks for the list (an address opened directly comes drawn: decision 0031).
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Contracts" }).click();
  await expectToast(page, CONTRACT_MSG.fetchError, "The database is not answering.");
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: CONTRACT_MSG.fetchError })).toContainText(
    "The database is not answering.",
  );
  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(row(page, name)).toBeVisible();

  await row(page, name)
    .getByRole("button", { name: `View Details of ${name}` })
    .click();
  const details = page.getByRole("dialog", { name });
  await expect(details).toContainText("Flaky Client");
  await expect(details.getByRole("alert")).toContainText("Documents are resting.");
  await expect(details.getByRole("button", { name: "Retry" })).toBeVisible();
});
