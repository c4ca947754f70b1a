import { randomUUID } from "node:crypto";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { connectStripe, payOnFakeCheckout } from "./support/payments.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { INVOICING_MSG } from "../src/modules/invoicing/invoicing.constants.ts";

/**
 * Clients pay online (issue 28, decision 0048): "a client pays an invoice from the e-mailed link on a 375 px phone
 * and the contractor sees it paid". The admin connects the organization's own Stripe account in Account Settings
 * (the fake Stripe's onboarding, e2e/global-setup.ts), makes an invoice that lets the client pay part of it and
 * sends it; the client opens the e-mailed link on a phone, is told an amount above the balance is too much, pays
 * the balance on the fake Checkout, comes back thanked to a paid invoice; the contractor's invoice shows it paid
 * by card.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });

test("a client pays an invoice from the e-mailed link on a 375 px phone and the contractor sees it paid", async ({
  page,
  browser,
  playwright,
}) => {
  const id = randomUUID().slice(0, 6);
  const clientEmail = `payer-${id}@example.com`;
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request);
  await request.dispose();
  await signIn(page, user);

  await connectStripe(page);

  // The invoice: $1,234.00, the client may pay part of it online.
  await page.goto("/dashboard/invoices/new");
  await expect(page.getByRole("heading", { name: "Create Invoice" })).toBeVisible();
  const number = await page.getByLabel("Invoice Number").inputValue();
  await page.getByLabel("Client Name").fill(`Payer Homes ${id}`);
  await page.getByLabel("Client Email").fill(clientEmail);
  await page.getByLabel("Description").fill("Kitchen remodel, first phase");
  await page.getByLabel("Unit Price").fill("1,234");
  await page.getByLabel("Let the client pay part of the balance online").check();
  await page.getByRole("button", { name: "Save Invoice" }).click();
  await expectToast(page, INVOICING_MSG.invoiceSaved);
  await expect(page.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Allowed" })).toBeVisible();
  await page.getByRole("button", { name: "Send to Client" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send" }).click();
  await expectToast(page, INVOICING_MSG.sent(clientEmail));
  const link = linkFrom(await waitForMail(clientEmail, number));

  // The client, signed out, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: "en-US",
    timezoneId: "UTC",
    serviceWorkers: "block",
  });
  const client = await phone.newPage();
  // The page comes drawn by the server (decision 0049); its code is held back until the client has typed and
  // pressed Pay Now, as on a slow phone: the app, once here, takes the typing and the press over.
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await client.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await client.goto(link);
  const pay = client.getByRole("region", { name: "Amount due: $1,234.00" });
  await expect(pay).toBeVisible();
  const amount = pay.getByLabel("Amount to pay");
  await expect(amount).toHaveValue("1234.00");
  await expect(amount).toHaveAccessibleDescription("Between $0.50 and $1,234.00");
  await amount.fill("2000");
  await pay.getByRole("button", { name: /Pay Now/ }).click();
  expect(await client.evaluate(() => performance.getEntriesByName("app-start").length)).toBe(0);
  releaseCode();
  await expect(pay.getByText(INVOICING_MSG.paymentTooLarge("$1,234.00"))).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill("1,234.00");
  expect(await client.evaluate(() => document.documentElement.scrollWidth), "nothing wider than the phone").toBe(375);
  await pay.getByRole("button", { name: "Pay Now $1,234.00" }).click();

  await payOnFakeCheckout(client, "$1,234.00");
  // Back on the page: the payment confirmed at once, the client thanked, the invoice paid; `paid` leaves the address.
  await expect(
    client.getByRole("status").filter({ hasText: "Thank you — your payment of $1,234.00 was received." }),
  ).toBeVisible();
  await expect(client).toHaveURL(new URL(link).href);
  await expect(client.getByRole("status").getByText("Paid", { exact: true })).toBeVisible();
  await expect(client.getByText("Paid in full. Thank you!")).toBeVisible();
  await expect(client.getByRole("region", { name: "Totals" })).toContainText("Balance due$0.00");
  await expect(client.getByRole("button", { name: /Pay Now/ })).toHaveCount(0);
  await phone.close();

  // The contractor's invoice: paid, by card, online.
  await page.reload();
  await expect(page.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  const payments = page.getByRole("list", { name: "Payments" }).getByRole("listitem");
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText("Card · Paid online");
  await expect(payments.getByRole("button", { name: /Remove the payment/ })).toHaveCount(0);
  await expect(payments).toContainText("$1,234.00");
});
