import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { appReady, expect, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, type TestUser } from "./support/users.ts";
import { INVOICING_MSG } from "../src/modules/invoicing/invoicing.constants.ts";
import type { EstimateInput } from "../src/modules/invoicing/invoicing.contract.ts";

/**
 * The client's page (no account): a contractor sends an estimate through the API, the client opens the e-mailed
 * link signed out, reads it (number, items, total), answers it with a typed name, and the answer stays after a
 * reload; a decline asks first (a keyboard-usable dialog) on a phone, a second answer is refused with the
 * server's message, and a wrong link says so.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });

let user: TestUser;
let contractor: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  contractor = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(contractor, { plan: "basic" });
  const res = await contractor.post("/api/auth/sign-in", { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  await contractor.dispose();
});

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** An estimate for a client with an e-mail: $3,204.63 (TOTAL) as first sent. */
function estimateFor(clientEmail: string, number: string): EstimateInput {
  return {
    clientName: "Harbor View Condos LLC",
    clientContact: "Morgan Lee",
    clientEmail,
    number,
    documentDate: isoDay(),
    validUntil: isoDay(30),
    terms: "50% deposit on acceptance.",
    notes: "Thank you for the opportunity.",
    lines: [
      { description: "Concrete foundation", quantity: 2, unit: "lot", unitPrice: "1250.50", taxRate: 0 },
      { description: "Framing labor", quantity: 10, unit: "hr", unitPrice: "65", taxRate: 8.25 },
    ],
  };
}

/** Creates an estimate for a client with an e-mail, sends it, and returns its number, id and the link the client got. */
async function sendEstimate(clientEmail: string): Promise<{ id: string; number: string; link: string }> {
  const number = `EST-E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const created = await contractor.post("/api/invoicing/estimates", { data: estimateFor(clientEmail, number) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await contractor.post(`/api/invoicing/estimates/${encodeURIComponent(id)}/send`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await waitForMail(clientEmail, `Estimate ${number}`);
  const link = linkFrom(mail);
  expect(new URL(link).pathname).toMatch(/^\/view\/.+/);
  return { id, number, link };
}

/** 2 × $1,250.50 without tax, 10 × $65.00 with 8.25% tax ($53.63): $3,204.63. */
const TOTAL = "$3,204.63";

const nameField = (page: Page) => page.getByLabel("Your full name");
const acceptButton = (page: Page) => page.getByRole("button", { name: "Accept estimate" });

test("the client reads the estimate, is asked for a name, accepts it, and the answer stays after a reload", async ({
  page,
}) => {
  const clientEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
  const { id, number, link } = await sendEstimate(clientEmail);

  // A fresh, signed-out browser (the test's own context; the contractor's session lives in its API context).
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Estimate" })).toBeVisible();
  await expect(page).toHaveTitle(`Estimate ${number} from ${user.companyName} | BuildOps`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const main = page.getByRole("main");
  await expect(main.getByText(number, { exact: true })).toBeVisible();
  await expect(main.getByText(user.companyName, { exact: true })).toBeVisible();
  await expect(main.getByText("Harbor View Condos LLC", { exact: true })).toBeVisible();

  const items = page.getByRole("table", { name: "Items" });
  await expect(items.getByRole("columnheader")).toHaveText(["Item", "Quantity", "Unit", "Price", "Tax", "Total"]);
  await expect(items.getByRole("row", { name: /Concrete foundation/ })).toContainText("$2,501.00");
  await expect(items.getByRole("row", { name: /Framing labor/ })).toContainText("$703.63");
  const totals = page.getByRole("region", { name: "Totals" });
  await expect(totals).toContainText(`Total${TOTAL}`);
  await expect(page.getByRole("region", { name: "Terms" })).toContainText("50% deposit on acceptance.");
  const pdfLink = page.getByRole("link", { name: "Download PDF" });
  await expect(pdfLink).toHaveAttribute("href", /\/api\/client-documents\/.+\/pdf$/);
  const pdf = await page.request.get((await pdfLink.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  await expectNoSeriousViolations(page, "the client's estimate page");

  // No name: the spec's message at the field, which describes the field.
  await acceptButton(page).click();
  await expect(page.getByText(INVOICING_MSG.signatureRequired)).toBeVisible();
  await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(nameField(page)).toHaveAccessibleDescription(
    new RegExp(INVOICING_MSG.signatureRequired.replace(".", "\\.")),
  );
  await expect(nameField(page)).toBeFocused();

  await nameField(page).fill("Jordan Client");
  await acceptButton(page).click();
  await expect(page.getByText(/^Accepted by Jordan Client on \w{3} \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(acceptButton(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Decline" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(/^Accepted by Jordan Client on /)).toBeVisible();
  await expect(page.getByRole("status").getByText("Accepted", { exact: true })).toBeVisible();
  await expect(acceptButton(page)).toHaveCount(0);
  await expect(nameField(page)).toHaveCount(0);

  // The contractor's side has the answer.
  const estimate = await contractor.get(`/api/invoicing/estimates/${encodeURIComponent(id)}`);
  expect(await estimate.json()).toMatchObject({
    status: "accepted",
    answer: { accepted: true, name: "Jordan Client" },
  });
});

test("the page comes drawn with its document and runs no code until used; only a use marks it viewed", async ({
  browser,
}) => {
  const clientEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
  const { id, link } = await sendEstimate(clientEmail);
  const statusOf = async () =>
    ((await (await contractor.get(`/api/invoicing/estimates/${encodeURIComponent(id)}`)).json()) as { status: string })
      .status;
  // A fresh browser that opens the page as a link checker would, then as a person (decision 0049).
  const context = await browser.newContext({ locale: "en-US", timezoneId: "UTC" });
  try {
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Estimate" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Totals" })).toContainText(`Total${TOTAL}`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => performance.getEntriesByName("app-start").length)).toBe(0);
    expect(await statusOf()).toBe("sent");
    // Used: the app runs, reads the document, and it is viewed.
    await page.getByLabel("Your full name").fill("Riley Client");
    await expect(page.getByRole("status").getByText("Viewed", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Your full name")).toHaveValue("Riley Client");
    expect(await statusOf()).toBe("viewed");
  } finally {
    await context.close();
  }
});

test("on a phone each line is a card; Decline asks first, Escape keeps it open; a second answer is refused with the server's message", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const clientEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
  const { number, link } = await sendEstimate(clientEmail);

  await page.goto(link);
  const cards = page.getByRole("list", { name: "Items" });
  await expect(cards).toBeVisible();
  await expect(page.getByRole("table", { name: "Items" })).toBeHidden();
  await expect(cards.getByRole("listitem")).toHaveCount(2);
  await expect(cards.getByRole("listitem").filter({ hasText: "Framing labor" })).toContainText("$703.63");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "nothing wider than the phone").toBeLessThanOrEqual(375);

  // The same link open in a second tab, still showing the form.
  // (Its app running: a drawn page taken over later reads the document then, and would show it declined.)
  const other = await page.context().newPage();
  await other.goto(link);
  await appReady(other);
  await expect(acceptButton(other)).toBeVisible();

  await nameField(page).fill("Riley Client");
  const decline = page.getByRole("button", { name: "Decline", exact: true });
  await decline.click();
  const dialog = page.getByRole("alertdialog", { name: "Decline this estimate?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(number);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(decline).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Decline estimate" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Declined by Riley Client on /)).toBeVisible();
  await expect(decline).toHaveCount(0);

  // The other tab answers too late: the server's 409 message, then the page as it now stands.
  await nameField(other).fill("Someone Else");
  await acceptButton(other).click();
  await expect(other.getByText(INVOICING_MSG.alreadyAnswered)).toBeVisible();
  await expect(other.getByText(/^Declined by Riley Client on /)).toBeVisible();
  await expect(acceptButton(other)).toHaveCount(0);
  await other.close();
});

test("an estimate changed while the client reads it cannot be accepted: the page says it changed and records nothing", async ({
  page,
}) => {
  const clientEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
  const { id, number, link } = await sendEstimate(clientEmail);
  await page.goto(link);
  await expect(page.getByText(TOTAL).first()).toBeVisible();

  const raised = estimateFor(clientEmail, number);
  const edited = await contractor.put(`/api/invoicing/estimates/${encodeURIComponent(id)}`, {
    data: { ...raised, lines: [{ ...raised.lines[0], unitPrice: "9999" }] },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await nameField(page).fill("Riley Client");
  await acceptButton(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Estimate changed" })).toBeVisible();
  await expect(page.getByText(INVOICING_MSG.linkChanged)).toBeVisible();
  const saved = await contractor.get(`/api/invoicing/estimates/${encodeURIComponent(id)}`);
  expect(await saved.json()).toMatchObject({ status: "draft", answer: null });
});

test("a link that is not valid says so", async ({ page }) => {
  await page.goto(`/view/${randomUUID()}`);
  await expect(page.getByRole("heading", { level: 1, name: "Link not valid" })).toBeVisible();
  await expect(page.getByText(INVOICING_MSG.linkInvalid)).toBeVisible();
  await expect(page).toHaveTitle("Link not valid | BuildOps");
});
