import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { download } from "./support/download.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { FINANCE_MSG } from "../src/modules/finance/finance.constants.ts";
import { pdfText, xlsxSheets } from "../src/server/testing/report-files.ts";

/**
 * Finance (spec: Finance; issue 13): New Transaction with the spec's required fields, the summary cards and
 * project financials computed from what is recorded, clearing and voiding, filters kept in the address, on a
 * laptop and on a phone, and a viewer who only reads.
 */

let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
});

const summaryCard = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Finance summary" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
const table = (page: Page, name: string) => page.getByRole("table", { name });

async function newProject(page: Page, name: string, budget: string): Promise<string> {
  const res = await page.request.post("/api/projects", {
    data: { name, startDate: "2026-01-01", endDate: "2026-12-31", budget },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function recordTransaction(
  page: Page,
  fields: {
    type: string;
    category: string;
    amount: string;
    vendor: string;
    description: string;
    project?: string;
    costCode?: string;
    costType?: string;
  },
) {
  await page.getByRole("main").getByRole("button", { name: "New Transaction" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Transaction" });
  await dialog.getByLabel("Type", { exact: true }).selectOption(fields.type);
  await dialog.getByLabel("Category").selectOption(fields.category);
  await dialog.getByLabel("Amount").fill(fields.amount);
  await dialog.getByLabel("Vendor").fill(fields.vendor);
  await dialog.getByLabel("Description").fill(fields.description);
  if (fields.project) await dialog.getByLabel("Project").selectOption({ label: fields.project });
  if (fields.costCode) await dialog.getByLabel("Cost Code").selectOption({ label: fields.costCode });
  if (fields.costType) await dialog.getByLabel("Cost Type").selectOption({ label: fields.costType });
  await dialog.getByRole("button", { name: "Record Transaction" }).click();
  await expectToast(page, FINANCE_MSG.created);
  await expect(dialog).toBeHidden();
}

test("record, clear and void transactions: the cards and the project's budget follow, filters stay in the address", async ({
  page,
}) => {
  const id = randomUUID().slice(0, 6);
  const project = `Dockside ${id}`;
  await signIn(page, user);
  await newProject(page, project, "10000");
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Finance", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finance");
  await expect(page.getByRole("heading", { name: "No transactions yet" })).toBeVisible();

  // The spec's required fields: nothing is sent, every missing field is marked.
  await page.getByRole("main").getByRole("button", { name: "New Transaction" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Transaction" });
  await dialog.getByRole("button", { name: "Record Transaction" }).click();
  await expectToast(page, VALIDATION_ERROR, FINANCE_MSG.missingFields);
  for (const label of ["Type", "Category", "Amount", "Vendor", "Description"])
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Amount").fill("2.5k");
  await expect(dialog.getByText("Recorded as $2,500.00")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await recordTransaction(page, {
    type: "Payment",
    category: "Materials",
    amount: "9,100",
    vendor: `Harbor Lumber ${id}`,
    description: "Framing lumber",
    project,
    costCode: "06 00 00 Wood, Plastics, and Composites",
    costType: "Material",
  });
  await recordTransaction(page, {
    type: "Receipt",
    category: "Labor",
    amount: "2.5k",
    vendor: `City of Harbor ${id}`,
    description: "Progress payment 1",
    project,
  });
  const rows = table(page, "Transactions").getByRole("row");
  await expect(rows).toHaveCount(3);
  // The payment is charged to its cost code and type (the project's job costing counts it).
  await expect(rows.filter({ hasText: `Harbor Lumber ${id}` })).toContainText(
    "Cost code: 06 00 00 Wood, Plastics, and Composites · Material",
  );
  await expect(summaryCard(page, "Pending")).toContainText("$11,600.00");
  await expect(summaryCard(page, "Income")).toContainText("$0.00");
  await expectNoSeriousViolations(page, "the finance screen with transactions");

  // The project is flagged once 90 % of its budget is spent (pending payments count as spent).
  const financials = table(page, "Project financials").getByRole("row").filter({ hasText: project });
  await expect(financials).toContainText("$10,000.00");
  await expect(financials).toContainText("$9,100.00");
  await expect(financials).toContainText("90 % of budget used");
  await expect(financials.getByRole("progressbar", { name: "Budget used" })).toHaveAttribute("aria-valuenow", "91");

  // Clear the receipt: it becomes income.
  await page.getByRole("button", { name: new RegExp(`^Actions for City of Harbor ${id}`) }).click();
  await page.getByRole("menuitem", { name: "Mark Cleared" }).click();
  await expectToast(page, FINANCE_MSG.statusChanged("Cleared"));
  await expect(summaryCard(page, "Income")).toContainText("$2,500.00");
  await expect(summaryCard(page, "Net")).toContainText("$2,500.00");

  // Void the payment: it stays listed, counts for nothing, and the project is no longer flagged.
  await page.getByRole("button", { name: new RegExp(`^Actions for Harbor Lumber ${id}`) }).click();
  await page.getByRole("menuitem", { name: "Void" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Void Transaction" });
  await expect(confirm).toContainText("−$9,100.00");
  await confirm.getByRole("button", { name: "Void Transaction" }).click();
  await expectToast(page, FINANCE_MSG.statusChanged("Void"));
  await expect(rows.filter({ hasText: `Harbor Lumber ${id}` })).toContainText("Void");
  await expect(financials).toContainText("$0.00");
  await expect(financials).not.toContainText("of budget used");
  await expect(summaryCard(page, "Pending")).toContainText("$0.00");

  // The project's page shows the same figures.
  await table(page, "Project financials")
    .getByRole("link", { name: `View ${project}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project);
  const onProject = page.getByRole("region", { name: "Financials" });
  await expect(onProject).toContainText("$10,000.00");
  await expect(onProject).toContainText("$2,500.00");
  await onProject.getByRole("link", { name: "Transactions" }).click();
  await expect(page).toHaveURL(/\/dashboard\/finance\?project=/);
  await expect(page.getByLabel("Project", { exact: true })).toHaveValue(/.+/);
  await page.goto("/dashboard/finance");

  // Filters live in the address and survive a reload.
  await page.getByLabel("Type").selectOption("Receipt");
  await expect(page).toHaveURL(/type=Receipt/);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel("Type")).toHaveValue("Receipt");
  await expect(rows.filter({ hasText: `City of Harbor ${id}` })).toHaveCount(1);
  await page.getByLabel("Type").selectOption("Transfer");
  await expect(page.getByRole("heading", { name: "No transactions match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/dashboard\/finance$/);
});

test("import a bank export: the preview shows the refused row and why, and Import creates the rest", async ({
  page,
}) => {
  const id = randomUUID().slice(0, 6);
  await signIn(page, user);
  await page.goto("/dashboard/finance");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Transactions" });
  const csv = [
    "Date,Description,Amount",
    `03/05/2026,LUMBER YARD ${id},-84.20`,
    `03/06/2026,CLIENT DEPOSIT ${id},5000.00`,
    `02/30/2026,BAD DATE ${id},-1.00`,
  ].join("\n");
  await dialog
    .getByLabel("CSV File")
    .setInputFiles({ name: "bank.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByLabel("Category for rows without one").selectOption("Overhead");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByRole("status")).toHaveText("2 to import, 1 refused.");
  await expect(dialog.getByRole("table", { name: "Refused rows" })).toContainText("4");
  await expect(dialog.getByRole("table", { name: "Refused rows" })).toContainText("is not a date");
  await expect(dialog.getByRole("table", { name: "Rows to import" })).toContainText("−$84.20");
  await expectNoSeriousViolations(page, "the import preview");
  await dialog.getByRole("button", { name: "Import 2 Transactions" }).click();
  await expectToast(page, FINANCE_MSG.imported(2));
  await expect(dialog).toBeHidden();
  const rows = table(page, "Transactions").getByRole("row");
  await expect(rows.filter({ hasText: `LUMBER YARD ${id}` })).toContainText("Pending");
  await expect(rows.filter({ hasText: `CLIENT DEPOSIT ${id}` })).toContainText("+$5,000.00");
  await expect(rows.filter({ hasText: `BAD DATE ${id}` })).toHaveCount(0);
});

test("generate a report of a project's month: saved, and its PDF and XLSX downloaded and opened say the same figures", async ({
  page,
}) => {
  const id = randomUUID().slice(0, 6);
  const project = `Quayside ${id}`;
  await signIn(page, user);
  const projectId = await newProject(page, project, "20000");
  for (const data of [
    {
      type: "Payment",
      category: "Labor",
      amount: "1,200",
      date: "2026-06-03",
      vendor: `Crew ${id}`,
      description: "Framing crew",
      projectId,
    },
    {
      type: "Receipt",
      category: "Materials",
      amount: "7,500",
      date: "2026-06-10",
      vendor: `Owner ${id}`,
      description: "Deposit",
      projectId,
    },
    {
      type: "Payment",
      category: "Materials",
      amount: "99",
      date: "2026-07-01",
      vendor: `July ${id}`,
      description: "Next month",
      projectId,
    },
  ]) {
    expect((await page.request.post("/api/finance/transactions", { data })).status()).toBe(201);
  }
  await page.goto("/dashboard/finance");
  await page.getByRole("button", { name: "Generate Report" }).click();
  const form = page.getByRole("dialog", { name: "Generate Report" });
  await form.getByLabel("From").fill("2026-06-01");
  await form.getByLabel("To").fill("2026-06-30");
  await form.getByLabel("Project").selectOption({ label: project });
  await form.getByRole("button", { name: "Generate Report" }).click();
  await expectToast(page, FINANCE_MSG.reportGenerated);
  const report = page.getByRole("dialog", { name: "Finance Report" });
  await expect(report).toContainText(`Project: ${project}`);
  await expect(report).toContainText("Saved with 2 transactions");
  await expect(report.getByRole("definition").nth(3)).toHaveText("$8,700.00");

  const pdf = await download(page, report.getByRole("link", { name: "Download PDF" }));
  expect(pdf.name).toMatch(/^finance-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(pdf.body);
  for (const expected of [
    "Finance Report",
    `Project: ${project}`,
    `Crew ${id}`,
    `Owner ${id}`,
    "$1,200.00",
    "$7,500.00",
    "$8,700.00",
  ])
    expect(text).toContain(expected);
  expect(text).not.toContain(`July ${id}`);
  const xlsx = await download(page, report.getByRole("link", { name: "Download XLSX" }));
  const sheets = xlsxSheets(xlsx.body);
  expect(sheets.Summary).toEqual(expect.arrayContaining([["Pending (2)", 8700]]));
  expect(sheets.Transactions?.map((r) => r[4])).toEqual(["Vendor", `Crew ${id}`, `Owner ${id}`]);
  await expectNoSeriousViolations(page, "the saved finance report", '[role="dialog"]');
  await report.getByRole("button", { name: "Close" }).first().click();
  await expect(report).toBeHidden();
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a transaction recorded on a phone shows as a card with its actions in a menu; a pending one can be deleted", async ({
    page,
  }) => {
    const vendor = `Site Fuel ${randomUUID().slice(0, 6)}`;
    await signIn(page, user);
    await page.goto("/dashboard/finance");
    await recordTransaction(page, {
      type: "Payment",
      category: "Equipment",
      amount: "84.20",
      vendor,
      description: "Generator diesel",
    });
    const card = page.getByRole("list", { name: "Transactions" }).getByRole("article", { name: vendor });
    await expect(card).toContainText("−$84.20");
    await expect(card).toContainText("Pending");
    await expectNoSeriousViolations(page, "the finance screen at 375 px");
    await card.getByRole("button", { name: new RegExp(`^Actions for ${vendor}`) }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Transaction" })
      .getByRole("button", { name: "Delete Transaction" })
      .click();
    await expectToast(page, FINANCE_MSG.deleted);
    await expect(card).toHaveCount(0);
  });
});

test("a viewer reads finance but records and changes nothing", async ({ page }) => {
  const vendor = `Viewed Vendor ${randomUUID().slice(0, 6)}`;
  await signIn(page, user);
  const res = await page.request.post("/api/finance/transactions", {
    data: {
      type: "Payment",
      category: "Overhead",
      amount: "12",
      date: "2026-03-01",
      vendor,
      description: "Office rent",
    },
  });
  expect(res.status()).toBe(201);
  await presentAsViewer(page);
  await page.goto("/dashboard/finance");
  await expect(table(page, "Transactions").getByRole("row").filter({ hasText: vendor })).toBeVisible();
  await expect(page.getByRole("button", { name: "New Transaction" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
});
