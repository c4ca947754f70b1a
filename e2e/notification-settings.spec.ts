import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { linkFrom, mailTo, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";

/**
 * Settings change what arrives (issue 30): a contractor e-mailed when a client opens their invoice turns Email
 * Notifications off in Settings and is not e-mailed of the next one; turned back on, the one after arrives.
 */

/** Sends an invoice to a client through the contractor's session; the client opens it signed out. Answers its number. */
async function clientOpensInvoice(page: Page, client: APIRequestContext): Promise<string> {
  const clientEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
  const made = await page.request.post("/api/invoicing/invoices", {
    data: {
      clientName: "Harbor Homes",
      clientEmail,
      autoNumber: true,
      number: "INV-1",
      documentDate: "2026-11-01",
      dueDate: "2099-12-01",
      paymentTerms: "Net 30",
      lines: [{ description: "Framing", quantity: "1", unit: "job", unitPrice: "900", taxRate: "0" }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const invoice = (await made.json()) as { id: string; number: string };
  const sent = await page.request.post(`/api/invoicing/invoices/${invoice.id}/send`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = new URL(linkFrom(await waitForMail(clientEmail, invoice.number))).pathname.replace("/view/", "");
  expect((await client.get(`/api/client-documents/${token}`)).status()).toBe(200);
  return invoice.number;
}

const titles = async (page: Page): Promise<string[]> =>
  (
    (await (await page.request.get("/api/notifications")).json()) as { notifications: { title: string }[] }
  ).notifications.map((x) => x.title);

async function setEmailNotifications(page: Page, on: boolean): Promise<void> {
  await page.goto("/dashboard/settings");
  const email = page.getByRole("switch", { name: "Email Notifications" });
  await expect(email).toHaveAttribute("aria-checked", String(!on));
  await email.click();
  await expect(email).toHaveAttribute("aria-checked", String(on));
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved successfully");
}

test("turning Email Notifications off in Settings stops the e-mails, and on again brings them back", async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  const client = await playwright.request.newContext({ baseURL: appUrl() });
  await signIn(page, user);

  const first = await clientOpensInvoice(page, client);
  const told = await waitForMail(user.email, `Invoice ${first} viewed`);
  // It says why it came and where to change that.
  expect(told.text).toContain("Email Notifications are on in your settings");
  expect(told.text).toContain(`${appUrl()}/dashboard/settings`);

  await setEmailNotifications(page, false);
  const second = await clientOpensInvoice(page, client);
  // Fanned out (in the bell) while e-mails were off: that is when the settings are read.
  await expect
    .poll(async () => (await titles(page))[0], { timeout: 20_000 })
    .toBe(`Invoice ${second} viewed by Harbor Homes`);
  await setEmailNotifications(page, true);
  const third = await clientOpensInvoice(page, client);
  await waitForMail(user.email, `Invoice ${third} viewed`);
  // Told in order: the third's e-mail came, the second's never will.
  expect(mailTo(user.email, `Invoice ${second} viewed`)).toEqual([]);
  // The bell has all three.
  expect(await titles(page)).toEqual([third, second, first].map((n) => `Invoice ${n} viewed by Harbor Homes`));
  await client.dispose();
});
