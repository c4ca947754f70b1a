import type { Locator, Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { presentAsViewer } from "./support/viewer.ts";
import { download } from "./support/download.ts";
import { pdfText } from "../src/server/testing/report-files.ts";

/**
 * Construction finance (issue 29): a project's schedule of values made on screen, two pay applications entered,
 * submitted and approved with the figures (27,000.00, then 49,500.00 / 27,000.00 / 22,500.00), a change
 * order e-mailed to the client and approved from its link on a phone, the third application showing it, and the
 * WIP report's figures.
 */

let user: TestUser;
const PROJECT = "Harbor Tower";

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
});

async function newProject(page: Page): Promise<string> {
  const client = await page.request.post("/api/clients", { data: { name: "Port Authority" } });
  // The same client's name answers the client already there.
  expect([200, 201], await client.text()).toContain(client.status());
  const res = await page.request.post("/api/projects", {
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      name: PROJECT,
      status: "In Progress",
      startDate: "2026-01-05",
      endDate: "2026-12-30",
      budget: "100000",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** One of the project's four tabs. */
const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Job finance" }).getByRole("link", { name, exact: true });

/** The G702 line worded `label` shows `amount`. */
async function expectLine(page: Page, label: string, amount: string) {
  await expect(
    page.getByRole("region", { name: "Application for Payment" }).getByRole("term").filter({ hasText: label }),
  ).toHaveCount(1);
  await expect(
    page
      .getByRole("region", { name: "Application for Payment" })
      .locator("div", { has: page.getByRole("term").filter({ hasText: label }) })
      .getByRole("definition"),
  ).toHaveText(amount);
}

/** Starts the next application, types each line's work (E) and stored materials (F), submits and approves it. */
async function billApplication(page: Page, entries: Record<string, [string, string]>) {
  await tab(page, "Pay Applications").click();
  await page.getByRole("button", { name: "New Pay Application" }).click();
  const dialog = page.getByRole("dialog", { name: "New Pay Application" });
  await dialog.getByRole("button", { name: "Start Application" }).click();
  await expectToast(page, "Pay application started.");
  for (const [item, [work, stored]] of Object.entries(entries)) {
    const sheet = page.getByRole("table", { name: "Continuation sheet" });
    await sheet.getByLabel(`Work this period, item ${item}`).fill(work);
    await sheet.getByLabel(`Materials stored, item ${item}`).fill(stored);
  }
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Pay application submitted.");
  await page.getByRole("button", { name: "Approve" }).click();
  await expectToast(page, "Pay application approved: its current payment due is now an invoice.");
  await expect(page.getByText("Approved", { exact: true }).first()).toBeVisible();
}

function rowsEditorLine(dialog: Locator, n: number): Locator {
  return dialog.getByRole("group", { name: `Line ${n}`, exact: true });
}

test("a schedule of values, two applications approved, a change order approved by the client, the third application and the WIP report", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, user);
  const projectId = await newProject(page);

  // From the module's page to the project.
  await page.goto("/dashboard/job-finance");
  await expect(page.getByRole("heading", { level: 1, name: "Job Finance" })).toBeVisible();
  await page.getByRole("list", { name: "Projects" }).getByRole("link", { name: PROJECT }).click();
  await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();

  // Contract terms: 10 % retainage.
  await page.getByRole("button", { name: "Edit Contract Terms" }).click();
  const terms = page.getByRole("dialog", { name: "Contract Terms" });
  await terms.getByLabel("Retainage (%)").fill("10");
  await terms.getByLabel("Owner").fill("Port Authority of the Bay");
  await terms.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Contract terms saved.");
  await expect(page.getByRole("region", { name: "Contract terms" }).getByText("10%")).toBeVisible();

  // The schedule of values: two lines, $100,000.
  await tab(page, "Schedule of Values").click();
  await page.getByRole("button", { name: "Edit Schedule of Values" }).click();
  const sov = page.getByRole("dialog", { name: "Edit Schedule of Values" });
  await sov.getByRole("button", { name: "Add Line" }).click();
  await rowsEditorLine(sov, 1).getByLabel("Scheduled Value").fill("60,000");
  await rowsEditorLine(sov, 1).getByLabel("Description of Work").fill("Foundations");
  await sov.getByRole("button", { name: "Add Line" }).click();
  await rowsEditorLine(sov, 2).getByLabel("Scheduled Value").fill("40000");
  await rowsEditorLine(sov, 2).getByLabel("Description of Work").fill("Structure");
  await expect(rowsEditorLine(sov, 2).getByLabel("Item No.")).toHaveValue("2");
  await expect(rowsEditorLine(sov, 2).getByLabel("Retainage (%)")).toHaveValue("10");
  await sov.getByRole("button", { name: "Save Schedule" }).click();
  await expectToast(page, "Schedule of values saved.");
  await expect(page.getByRole("term").filter({ hasText: "1. Original Contract Sum" })).toBeVisible();
  await expect(page.getByText("$100,000.00").first()).toBeVisible();

  // The budget: concrete material 95,000.00; a payment of 40,000.00 charged to it shows as actual.
  await tab(page, "Job Costing").click();
  await page.getByRole("button", { name: "Edit Budget" }).click();
  const budget = page.getByRole("dialog", { name: "Edit Budget" });
  await budget.getByRole("button", { name: "Add Budget Line" }).click();
  await rowsEditorLine(budget, 1).getByLabel("Cost Code").selectOption({ label: "03 00 00 Concrete" });
  await rowsEditorLine(budget, 1).getByLabel("Cost Type").selectOption({ label: "Material" });
  await rowsEditorLine(budget, 1).getByLabel("Amount").fill("95,000");
  await budget.getByRole("button", { name: "Save Budget" }).click();
  await expectToast(page, "Budget saved.");
  const codes = (await (await page.request.get("/api/job-finance/cost-codes")).json()) as {
    costCodes: { id: string; code: string }[];
  };
  const payment = await page.request.post("/api/finance/transactions", {
    data: {
      type: "Payment",
      category: "Materials",
      amount: "40,000",
      date: "2026-03-02",
      vendor: "Ready Mix",
      description: "Footings",
      projectId,
      costCodeId: codes.costCodes.find((c) => c.code === "03 00 00")?.id,
      costType: "material",
    },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  await page.reload();
  const costing = page.getByRole("table", { name: "Job costing by cost code" });
  await expect(
    costing
      .getByRole("row", { name: /03 00 00 Concrete/ })
      .getByRole("cell")
      .nth(5),
  ).toHaveText("$40,000.00");

  // Application 1 at 30 %: line 4 = 30,000.00, line 5 = 3,000.00, line 8 = 27,000.00.
  await billApplication(page, { "1": ["18000", "0"], "2": ["12000", "0"] });
  await expectLine(page, "Total Completed and Stored to Date", "$30,000.00");
  await expectLine(page, "Total Retainage", "$3,000.00");
  await expectLine(page, "Current Payment Due", "$27,000.00");

  // Application 2: 20,000.00 of work and 5,000.00 stored; D is application 1's G line by line.
  await billApplication(page, { "1": ["12000", "5000"], "2": ["8000", "0"] });
  const sheet = page.getByRole("table", { name: "Continuation sheet" });
  await expect(
    sheet
      .getByRole("row", { name: /^1 Foundations/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("$18,000.00");
  await expect(
    sheet
      .getByRole("row", { name: /^2 Structure/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("$12,000.00");
  await expectLine(page, "Total Earned Less Retainage", "$49,500.00");
  await expectLine(page, "Less Previous Certificates for Payment", "$27,000.00");
  await expectLine(page, "Current Payment Due", "$22,500.00");

  // A conditional progress waiver drawn from it, kept with the project's documents; a final one waits for the retainage.
  await page.getByRole("button", { name: "New Lien Waiver" }).click();
  const waiver = page.getByRole("dialog", { name: "New Lien Waiver" });
  await expect(waiver.getByLabel("For")).toHaveValue(/^app:/);
  await expect(
    waiver.getByRole("option", { name: "Unconditional Waiver and Release on Final Payment" }),
  ).toBeDisabled();
  await waiver.getByLabel("Signed By").fill("Dana Builder");
  await waiver.getByRole("button", { name: "Draw Lien Waiver" }).click();
  await expectToast(page, "Lien waiver saved to the project's documents.");
  await expect(
    page
      .getByRole("table", { name: "Lien waivers" })
      .getByRole("row", { name: /Conditional Waiver and Release on Progress Payment/ }),
  ).toContainText("$22,500.00");

  // A change order of +5,000.00, sent to the client.
  await tab(page, "Change Orders").click();
  await page.getByRole("button", { name: "New Change Order" }).click();
  const form = page.getByRole("dialog", { name: "New Change Order" });
  await form.getByLabel("Title").fill("Extra pile caps");
  await form.getByLabel("Reason").fill("Soil report");
  const line = rowsEditorLine(form, 1);
  await line.getByLabel("Cost Code").selectOption({ label: "03 00 00 Concrete" });
  await line.getByLabel("Description").fill("Four pile caps");
  await line.getByLabel("Amount (a deduction with −)").fill("5000");
  await line.getByLabel("Days Added").fill("10");
  await form.getByRole("button", { name: "Create Change Order" }).click();
  await expectToast(page, "Change order created.");
  await expect(page.getByRole("heading", { level: 2, name: "CO-001 Extra pile caps" })).toBeVisible();
  await page.getByRole("button", { name: "Send to Client" }).click();
  const send = page.getByRole("dialog", { name: "Send CO-001 to the Client" });
  const client = `owner-${Date.now()}@example.com`;
  await send.getByLabel("Client's E-mail").fill(client);
  await send.getByRole("button", { name: "Send" }).click();
  await expectToast(page, `Change order sent to ${client}.`);

  // The client approves it from the e-mailed link, on a phone, without an account.
  const link = linkFrom(await waitForMail(client, /^Change order CO-001/));
  // The server draws the page with the change order: it shows before any of the app's code runs.
  const drawn = await page.request.get(link);
  expect(await drawn.text()).toContain("Extra pile caps</h1>");
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: appUrl() });
  const clientPage = await phone.newPage();
  await clientPage.goto(link);
  await expect(
    clientPage.getByRole("heading", { level: 1, name: "Change Order CO-001: Extra pile caps" }),
  ).toBeVisible();
  await expect(clientPage.getByText("+$5,000.00").first()).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the client's change-order page");
  await clientPage.getByRole("button", { name: "Approve change order" }).click();
  await expect(clientPage.getByText("Type your full name to answer.")).toBeVisible();
  await clientPage.getByLabel("Your full name").fill("Morgan Owner");
  await clientPage.getByRole("button", { name: "Approve change order" }).click();
  await expect(clientPage.getByText(/^Approved by Morgan Owner on /)).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByText("Approved by Morgan Owner", { exact: false })).toBeVisible();

  // Application 3 shows it: line 2 and line 3 up by 5,000.00, and its own line.
  await tab(page, "Pay Applications").click();
  await page.getByRole("button", { name: "New Pay Application" }).click();
  await page
    .getByRole("dialog", { name: "New Pay Application" })
    .getByRole("button", { name: "Start Application" })
    .click();
  await expectToast(page, "Pay application started.");
  await expectLine(page, "Net Change by Change Orders", "$5,000.00");
  await expectLine(page, "Contract Sum to Date (1 + 2)", "$105,000.00");
  await expect(
    page.getByRole("table", { name: "Continuation sheet" }).getByRole("rowheader", { name: /Extra pile caps/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, "a pay application");

  // Its PDF, read back: the G702 with the change order, and its line on the G703.
  const pdf = await download(page, page.getByRole("link", { name: "Download PDF" }));
  expect(pdf.name).toBe("pay-application-3.pdf");
  const text = await pdfText(pdf.body);
  for (const figure of ["100,000.00", "5,000.00", "105,000.00", "55,000.00", "Extra pile caps"])
    expect(text).toContain(figure);

  // The WIP report: contract 105,000.00; estimated cost the revised budget, 95,000.00 + the change order's
  // 5,000.00; cost to date 40,000.00, so 40 % complete and 42,000.00 earned; billed (application 2's G) 55,000.00,
  // so 13,000.00 over-billed.
  await page.goto("/dashboard/job-finance");
  const wip = page.getByRole("table", { name: "Work in progress" });
  const cells = wip.getByRole("row", { name: new RegExp(PROJECT) }).getByRole("cell");
  await expect(cells).toHaveText([
    "$105,000.00",
    "$100,000.00",
    "$40,000.00",
    "40%",
    "$42,000.00",
    "$55,000.00",
    "$13,000.00",
    "$0.00",
  ]);
});

test("on a phone a viewer reads a project's pay application as cards, with nothing to change and nothing wider than the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, user);
  const id = await newProject(page);
  const base = `/api/job-finance/projects/${id}`;
  const sov = await page.request.put(`${base}/schedule-of-values`, {
    data: { lines: [{ itemNo: "1", description: "Earthwork and foundations", scheduledValue: "80,000" }] },
  });
  expect(sov.status(), await sov.text()).toBe(200);
  const [line] = ((await sov.json()) as { lines: { id: string }[] }).lines;
  const app = await page.request.post(`${base}/pay-applications`, { data: { periodTo: "2026-03-31" } });
  const appId = ((await app.json()) as { id: string }).id;
  await page.request.put(`/api/job-finance/pay-applications/${appId}`, {
    data: { lines: [{ sovLineId: line?.id, workThisPeriod: "20,000", storedThisPeriod: "0" }] },
  });
  await page.request.post(`/api/job-finance/pay-applications/${appId}/submit`);

  await presentAsViewer(page);
  await page.goto(`/dashboard/job-finance/projects/${id}/pay-applications/${appId}`);
  await expect(page.getByRole("heading", { level: 2, name: "Application No. 1" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Continuation sheet" });
  await expect(cards.getByRole("heading", { name: "1 Earthwork and foundations" })).toBeVisible();
  await expect(cards.getByText("$20,000.00").first()).toBeVisible();
  for (const name of ["Save Draft", "Submit", "Approve", "Edit Contract Terms", "New Lien Waiver"])
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, "a pay application on a phone");
});
