import { randomUUID } from "node:crypto";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { download } from "./support/download.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { INVOICING_MSG } from "../src/modules/invoicing/invoicing.constants.ts";
import { defaultSections } from "../src/modules/invoicing/template-sections.ts";
import { pdfText } from "../src/server/testing/report-files.ts";

/**
 * Estimates and invoices (issue 14), as a contractor and their client use them: an estimate made on the Create
 * Estimate screen with live totals, sent by e-mail, opened from the e-mail signed out and accepted with a typed
 * name, converted to an invoice, sent, paid in two payments, and its PDF (drawn through the organization's
 * template) read back. The template builder has its own journey (templates.spec.ts); here the template is
 * made through the API.
 */

let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  await request.dispose();
});

test("an estimate goes out, the client accepts it online, it becomes an invoice that is paid in two payments", async ({
  page,
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const client = `Harbor Homes ${id}`;
  const clientEmail = `client-${id}@example.com`;
  await signIn(page, user);

  // The organization's invoice template calls the tax column "VAT" and hides the notes.
  const sections = defaultSections();
  sections.itemsTable = sections.itemsTable.map((c) => (c.id === "tax" ? { ...c, label: "VAT" } : c));
  sections.footer.notes = false;
  const template = await page.request.post("/api/invoicing/templates", {
    data: { name: `VAT ${id}`, kind: "invoice", sections, isDefault: true },
  });
  expect(template.status(), await template.text()).toBe(201);

  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Estimates" }).click();
  await page.getByRole("button", { name: "Create Estimate" }).first().click();
  await expect(page.getByRole("heading", { name: "Create Estimate" })).toBeVisible();
  // The spec's defaults: a number, today's date, the default terms and notes.
  await expect(page.getByLabel("Estimate Number")).toHaveValue(/^EST-\d{4}-\d{4}$/);
  await expect(page.getByLabel("Terms & Conditions")).toHaveValue("Payment due upon receipt.");
  const number = await page.getByLabel("Estimate Number").inputValue();

  // Saving without a client says the spec's message and keeps what was typed.
  await page.getByLabel("Description").fill("Deck framing");
  await page.getByRole("button", { name: "Save Estimate" }).click();
  await expect(page.getByLabel("Client Name")).toHaveAccessibleDescription(new RegExp(INVOICING_MSG.estimateRequired));
  await expect(page.getByLabel("Description")).toHaveValue("Deck framing");

  await page.getByLabel("Client Name").fill(client);
  await page.getByLabel("Client Email").fill(clientEmail);
  await page.getByLabel("Quantity").fill("3");
  await page.getByLabel("Unit Price").fill("1,200");
  await page.getByLabel("Tax %").fill("10");
  await expect(page.getByLabel("Item 1 total")).toHaveText("$3,960.00");
  await page.getByRole("button", { name: "Add Item" }).click();
  await page.getByLabel("Description").nth(1).fill("Site cleanup");
  await page.getByLabel("Unit Price").nth(1).fill("abc");
  // Non-numbers count as 0 in the live totals (spec); the save refuses them with the spec's message.
  await expect(page.getByRole("definition").filter({ hasText: "$3,960.00" }).last()).toBeVisible();
  await page.getByRole("button", { name: "Save Estimate" }).click();
  await expectToast(page, INVOICING_MSG.itemsInvalid.title);
  await page.getByLabel("Unit Price").nth(1).fill("250");
  await page.getByRole("button", { name: "Save Estimate" }).click();
  await expectToast(page, INVOICING_MSG.estimateSaved);
  await expect(page.getByRole("heading", { name: `Estimate ${number}` })).toBeVisible();

  await page.getByRole("button", { name: "Send to Client" }).click();
  // Sending is not destructive: its confirmation is the main action's blue, not red.
  const confirmSend = page.getByRole("alertdialog").getByRole("button", { name: "Send" });
  await expect(confirmSend).toHaveCSS("background-color", "rgb(37, 99, 235)");
  await confirmSend.click();
  await expectToast(page, INVOICING_MSG.sent(clientEmail));
  const mail = await waitForMail(clientEmail, number);

  // The client opens the e-mail's link with no account and accepts with their typed name.
  const visitor = await browser.newContext();
  const clientPage = await visitor.newPage();
  await clientPage.goto(linkFrom(mail));
  await expect(clientPage.getByText(number).first()).toBeVisible();
  await expect(clientPage.getByText("$4,210.00").first()).toBeVisible();
  await clientPage.getByLabel("Your full name").fill("Pat Harbor");
  await clientPage.getByRole("button", { name: "Accept estimate" }).click();
  await expect(clientPage.getByText(/Accepted by Pat Harbor/)).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(page.getByText(/Accepted by/)).toBeVisible();
  await page.getByRole("button", { name: "Convert to Invoice" }).click();
  await expect(page.getByRole("heading", { name: /^Invoice INV-/ })).toBeVisible();
  const invoiceNumber = ((await page.getByRole("heading", { name: /^Invoice INV-/ }).textContent()) ?? "").replace(
    "Invoice ",
    "",
  );

  await page.getByRole("button", { name: "Send to Client" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send" }).click();
  await expectToast(page, INVOICING_MSG.sent(clientEmail));

  await page.getByRole("button", { name: "Record Payment" }).click();
  await page.getByRole("dialog").getByLabel("Amount").fill("1000");
  await page.getByRole("dialog").getByLabel("Reference").fill("Check 1001");
  await page.getByRole("dialog").getByRole("button", { name: "Record Payment" }).click();
  await expectToast(page, INVOICING_MSG.paymentRecorded);
  await expect(page.getByText("Partially paid").first()).toBeVisible();
  // A second payment of more than the balance is refused; the balance itself settles it.
  await page.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByRole("dialog").getByLabel("Amount")).toHaveValue("3210.00");
  await page.getByRole("dialog").getByLabel("Amount").fill("5000");
  await page.getByRole("dialog").getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByRole("dialog").getByText(/more than the balance of \$3,210\.00/)).toBeVisible();
  await page.getByRole("dialog").getByLabel("Amount").fill("3210");
  await page.getByRole("dialog").getByRole("button", { name: "Record Payment" }).click();
  await expectToast(page, INVOICING_MSG.paymentRecorded);
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();

  const pdf = await download(page, page.getByRole("link", { name: "Download PDF" }));
  expect(pdf.name).toBe(`invoice-${invoiceNumber}.pdf`);
  const text = await pdfText(pdf.body);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(client);
  expect(text).toContain("VAT");
  expect(text).not.toContain("Thank you for your prompt payment.");
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the invoices list as cards, the editor and an invoice's page fit a phone; a viewer sees no writes", async ({
    page,
  }) => {
    const id = randomUUID().slice(0, 6);
    const client = `Phone Client ${id}`;
    await signIn(page, user);
    const res = await page.request.post("/api/invoicing/invoices", {
      data: {
        clientName: client,
        number: `INV-2026-P${id}`,
        documentDate: "2026-11-01",
        dueDate: "2026-12-01",
        lines: [{ description: "Drywall repair", quantity: 2, unitPrice: "180.50", taxRate: 0 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const invoiceId = ((await res.json()) as { id: string }).id;
    const noSideways = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);

    await page.goto(`/dashboard/invoices?q=${encodeURIComponent(client)}`);
    const card = page.getByRole("list", { name: "Invoices" }).getByRole("article", { name: `INV-2026-P${id}` });
    await expect(card).toContainText("$361.00");
    await expect(card).toContainText("Draft");
    await noSideways();
    await expectNoSeriousViolations(page, "the invoices at 375 px");

    await page.getByRole("button", { name: "Create Invoice" }).first().click();
    await expect(page.getByLabel("Payment Terms")).toHaveValue("Net 30");
    await expect(page.getByLabel("Notes")).toHaveValue("Thank you for your prompt payment.");
    await noSideways();
    await expectNoSeriousViolations(page, "the invoice editor at 375 px");

    await page.goto(`/dashboard/invoices/${invoiceId}`);
    await expect(page.getByRole("heading", { name: `Invoice INV-2026-P${id}` })).toBeVisible();
    await noSideways();
    await expectNoSeriousViolations(page, "an invoice at 375 px");

    // Handed over in person: marked sent without an e-mail, it takes a payment.
    await expect(page.getByRole("button", { name: "Record Payment" })).toHaveCount(0);
    await page.getByRole("button", { name: "Mark as Sent" }).click();
    await expectToast(page, INVOICING_MSG.markedSent);
    await expect(page.getByRole("button", { name: "Mark as Sent" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Record Payment" })).toBeVisible();
  });
});

test("a viewer reads estimates but is offered no writes", async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  await signIn(page, user);
  const res = await page.request.post("/api/invoicing/estimates", {
    data: {
      clientName: `Viewed ${id}`,
      number: `EST-2026-V${id}`,
      documentDate: "2026-11-01",
      lines: [{ description: "Survey", quantity: 1, unitPrice: 500 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const estimateId = ((await res.json()) as { id: string }).id;
  await presentAsViewer(page);
  await page.goto("/dashboard/estimates");
  await expect(page.getByRole("heading", { name: "Estimates" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Estimate" })).toHaveCount(0);
  await page.goto(`/dashboard/estimates/${estimateId}`);
  await expect(page.getByRole("heading", { name: `Estimate EST-2026-V${id}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  for (const name of ["Send to Client", "Edit", "Duplicate", "Delete"])
    await expect(page.getByRole("main").getByRole(name === "Edit" ? "link" : "button", { name })).toHaveCount(0);
});
