import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { download } from "./support/download.ts";
import { waitForMail } from "./support/mail.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { PROCUREMENT_MSG } from "../src/modules/procurement/procurement.constants.ts";
import { pdfText } from "../src/server/testing/report-files.ts";

/**
 * Procurement and inventory (spec: Inventory; issue 13): Add Item with the spec's required fields, stock
 * received and issued to a project (its cost in the project's finance), an issue beyond the stock refused;
 * suppliers and a purchase order sent and received once; the inventory report; a phone; a viewer.
 */

let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
});

type ItemFields = {
  name: string;
  category?: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  location?: string;
  reorderPoint?: number;
  supplierId?: string;
};

async function newItem(page: Page, fields: ItemFields): Promise<string> {
  const res = await page.request.post("/api/procurement/items", {
    data: { category: "Materials", location: "Yard", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function newSupplier(page: Page, name: string, email = ""): Promise<string> {
  const res = await page.request.post("/api/procurement/suppliers", { data: { name, email } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function newProject(page: Page, name: string): Promise<string> {
  const res = await page.request.post("/api/projects", {
    data: { name, startDate: "2026-01-01", endDate: "2026-12-31", budget: "50000" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const itemRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Items" }).getByRole("row").filter({ hasText: name });

async function itemAction(page: Page, name: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

test("add an item, receive stock and issue some to a project: quantity, status and the project's finance follow; too much is refused", async ({
  page,
}) => {
  const id = randomUUID().slice(0, 6);
  const name = `Rebar ${id}`;
  const project = `Pier ${id}`;
  await signIn(page, user);
  const projectId = await newProject(page, project);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Procurement" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inventory");
  await expect(
    page.getByRole("navigation", { name: "Procurement" }).getByRole("link", { name: "Inventory" }),
  ).toHaveAttribute("aria-current", "page");

  // The spec's required fields: nothing is sent, every missing one is marked.
  await page.getByRole("main").getByRole("button", { name: "Add Item" }).first().click();
  const form = page.getByRole("dialog", { name: "Add Item" });
  await form.getByRole("button", { name: "Add Item" }).click();
  await expectToast(page, VALIDATION_ERROR, PROCUREMENT_MSG.itemMissing);
  for (const label of ["Name", "Category", "Quantity", "Unit", "Unit Price", "Location"])
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Category", { exact: true }).fill("Steel");
  await form.getByLabel("SKU", { exact: true }).fill(`RB-${id}`);
  await form.getByLabel("Quantity", { exact: true }).fill("10");
  await form.getByLabel("Unit", { exact: true }).fill("bar");
  await form.getByLabel("Unit Price", { exact: true }).fill("12.50");
  await expect(form.getByText("Saved as $12.50")).toBeVisible();
  await form.getByLabel("Location", { exact: true }).fill("Yard A");
  await form.getByLabel("Reorder Point", { exact: true }).fill("5");
  await form.getByRole("button", { name: "Add Item" }).click();
  await expectToast(page, PROCUREMENT_MSG.itemCreated);
  await expect(form).toBeHidden();
  await expect(itemRow(page, name)).toContainText("10 bar");
  await expect(itemRow(page, name)).toContainText("$125.00");
  await expect(itemRow(page, name)).toContainText("In Stock");

  // Receive 20.
  await itemAction(page, name, "Receive Stock");
  const receive = page.getByRole("dialog", { name: "Receive Stock" });
  await receive.getByLabel("Quantity Received").fill("20");
  await expect(receive.getByText("Leaves 30 bar in stock.")).toBeVisible();
  await receive.getByRole("button", { name: "Receive Stock" }).click();
  await expectToast(page, PROCUREMENT_MSG.movementRecorded);
  await expect(itemRow(page, name)).toContainText("30 bar");
  await expect(itemRow(page, name)).toContainText("$375.00");

  // Issue 26 to the project: 4 left, at or below the reorder point; the cost goes to the project's finance.
  await itemAction(page, name, "Issue to Project");
  const issue = page.getByRole("dialog", { name: "Issue to Project" });
  await expect(issue).toContainText("Materials expense of the project in Finance");
  await issue.getByLabel("Project").selectOption({ label: project });
  await issue.getByLabel("Quantity Issued").fill("26");
  await expect(issue.getByText("Leaves 4 bar in stock. Costs $325.00 at $12.50 each.")).toBeVisible();
  await expectNoSeriousViolations(page, "the issue dialog", '[role="dialog"]');
  await issue.getByRole("button", { name: "Issue Stock" }).click();
  await expectToast(page, PROCUREMENT_MSG.movementRecorded);
  await expect(itemRow(page, name)).toContainText("4 bar");
  await expect(itemRow(page, name)).toContainText("Low Stock");
  await expect(page.getByRole("list", { name: "Items to reorder" })).toContainText(name);
  const financials = await page.request.get(`/api/finance/projects/${projectId}`);
  expect(financials.status()).toBe(200);
  expect(((await financials.json()) as { spentCents: number }).spentCents).toBe(32_500);

  // More than is in stock: refused with the server's words, nothing changes.
  await itemAction(page, name, "Issue to Project");
  await issue.getByLabel("Project").selectOption({ label: project });
  await issue.getByLabel("Quantity Issued").fill("5");
  await expect(issue.getByText("Only 4 bar in stock.")).toBeVisible();
  await issue.getByRole("button", { name: "Issue Stock" }).click();
  await expectToast(page, PROCUREMENT_MSG.movementError, PROCUREMENT_MSG.notEnoughStock(name, "4 bar"));
  await expect(issue.getByLabel("Quantity Issued")).toHaveAttribute("aria-invalid", "true");
  await issue.getByRole("button", { name: "Cancel" }).click();
  await expect(itemRow(page, name)).toContainText("4 bar");
  expect(
    ((await (await page.request.get(`/api/finance/projects/${projectId}`)).json()) as { spentCents: number })
      .spentCents,
  ).toBe(32_500);

  // The history: the opening stock, the receipt and the issue, newest first.
  await itemAction(page, name, "History");
  const history = page.getByRole("dialog", { name: "Stock History" });
  const movements = history.getByRole("list", { name: "Stock movements" }).getByRole("listitem");
  await expect(movements).toHaveCount(3);
  await expect(movements.first()).toContainText("−26 bar");
  await expect(movements.first()).toContainText(`To ${project}`);
  await expect(movements.nth(1)).toContainText("+20 bar");
  await history.getByRole("button", { name: "Close" }).first().click();
  await expectNoSeriousViolations(page, "the inventory screen");

  // Search is kept in the address.
  await page.getByLabel("Search").fill(`RB-${id}`);
  await expect(page).toHaveURL(new RegExp(`q=RB-${id}`));
  await expect(page.getByRole("table", { name: "Items" }).getByRole("row")).toHaveCount(2);
  await page.getByLabel("Status").selectOption("Out of Stock");
  await expect(page.getByRole("heading", { name: "No items match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/dashboard\/procurement$/);
});

test("a supplier and a purchase order of two lines: sent by e-mail, received once into stock", async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  const plywood = `Plywood ${id}`;
  const screws = `Screws ${id}`;
  const supplier = `Harbor Supply ${id}`;
  const email = `orders-${id}@example.com`;
  await signIn(page, user);
  await newItem(page, { name: plywood, quantity: 2, unit: "sheet", unitPrice: "40", reorderPoint: 5 });
  await newItem(page, { name: screws, quantity: 0, unit: "box", unitPrice: "8.25" });
  await page.goto("/dashboard/procurement");
  const tabs = page.getByRole("navigation", { name: "Procurement" });

  await tabs.getByRole("link", { name: "Suppliers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suppliers");
  await page.getByRole("main").getByRole("button", { name: "Add Supplier" }).first().click();
  const supplierForm = page.getByRole("dialog", { name: "Add Supplier" });
  await supplierForm.getByRole("button", { name: "Add Supplier" }).click();
  await expectToast(page, VALIDATION_ERROR, PROCUREMENT_MSG.supplierMissing);
  await supplierForm.getByLabel("Name", { exact: true }).fill(supplier);
  await supplierForm.getByLabel("E-mail").fill(email);
  await supplierForm.getByLabel("Payment Terms").fill("Net 30");
  await supplierForm.getByRole("button", { name: "Add Supplier" }).click();
  await expectToast(page, PROCUREMENT_MSG.supplierCreated);
  await expect(
    page.getByRole("table", { name: "Suppliers" }).getByRole("row").filter({ hasText: supplier }),
  ).toContainText("Net 30");

  await tabs.getByRole("link", { name: "Purchase Orders" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Purchase Orders");
  await page.getByRole("main").getByRole("button", { name: "New Purchase Order" }).first().click();
  const orderForm = page.getByRole("dialog", { name: "New Purchase Order" });
  await orderForm.getByRole("button", { name: "Create Order" }).click();
  await expectToast(page, VALIDATION_ERROR, PROCUREMENT_MSG.orderMissing);
  await orderForm.getByLabel("Supplier").selectOption({ label: supplier });
  await orderForm.getByLabel("Cost Code").selectOption({ label: "03 00 00 Concrete" });
  const line1 = orderForm.getByRole("group", { name: "Line 1" });
  await line1.getByLabel("Item").selectOption({ label: plywood });
  await expect(line1.getByLabel("Unit Price")).toHaveValue("40.00");
  await line1.getByLabel("Quantity").fill("10");
  await orderForm.getByRole("button", { name: "Add Line" }).click();
  const line2 = orderForm.getByRole("group", { name: "Line 2" });
  await line2.getByLabel("Item").selectOption({ label: screws });
  await line2.getByLabel("Quantity").fill("4");
  await line2.getByLabel("Unit Price").fill("7.50");
  await expect(orderForm.getByText("Total: $430.00")).toBeVisible();
  await expectNoSeriousViolations(page, "the purchase order form", '[role="dialog"]');
  await orderForm.getByRole("button", { name: "Create Order" }).click();
  await expectToast(page, PROCUREMENT_MSG.orderCreated);

  // The new order's page: a draft with its lines and total.
  await expect(page).toHaveURL(/\/dashboard\/procurement\/orders\/[^/]+$/);
  const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^PO-\d{4}-\d{4}$/);
  const number = (await heading.textContent()) ?? "";
  await expect(page.getByText("Status: Draft")).toBeVisible();
  const lines = page.getByRole("table", { name: "Order lines" });
  await expect(lines.getByRole("row").filter({ hasText: plywood })).toContainText("$400.00");
  await expect(lines.getByRole("row").filter({ hasText: screws })).toContainText("$30.00");
  await expect(lines).toContainText("$430.00");
  await expect(page.getByRole("definition").filter({ hasText: "03 00 00 Concrete" })).toBeVisible();

  await page.getByRole("button", { name: "Send to Supplier" }).click();
  await expectToast(page, PROCUREMENT_MSG.orderSent(email));
  await expect(page.getByText("Status: Sent")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send to Supplier" })).toHaveCount(0);
  await waitForMail(email, number);

  const pdf = await download(page, page.getByRole("link", { name: "Download PDF" }));
  expect(pdf.name).toBe(`${number}.pdf`);
  expect(await pdfText(pdf.body)).toContain(plywood);

  await page.getByRole("button", { name: "Mark Received" }).click();
  const receive = page.getByRole("dialog", { name: "Mark Received" });
  await expect(receive).toContainText(`+10 sheet`);
  await receive.getByRole("button", { name: "Mark Received" }).click();
  await expectToast(page, PROCUREMENT_MSG.orderReceived);
  await expect(page.getByText("Status: Received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark Received" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
  await expectNoSeriousViolations(page, "a received purchase order");

  // A second receipt is refused, and the stock went up once.
  const again = await page.request.post(`/api/procurement/orders/${orderId}/receive`);
  expect(again.status()).toBe(409);
  await tabs.getByRole("link", { name: "Inventory" }).click();
  await expect(itemRow(page, plywood)).toContainText("12 sheet");
  await expect(itemRow(page, screws)).toContainText("4 box");
});

test("generate the inventory report: saved, and its PDF downloaded and opened lists the items", async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  const name = `Cement ${id}`;
  await signIn(page, user);
  await newItem(page, { name, quantity: 12, unit: "bag", unitPrice: "9.75" });
  await page.goto("/dashboard/procurement");
  await page.getByRole("button", { name: "Generate Report" }).click();
  await expectToast(page, PROCUREMENT_MSG.reportGenerated);
  const report = page.getByRole("dialog", { name: "Inventory Report" });
  await expect(report).toBeVisible();
  await expectNoSeriousViolations(page, "the saved inventory report", '[role="dialog"]');
  const pdf = await download(page, report.getByRole("link", { name: "Download PDF" }));
  expect(pdf.name).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(pdf.body);
  for (const expected of [name, "$117.00"]) expect(text).toContain(expected);
  await report.getByRole("button", { name: "Close" }).first().click();
  await expect(report).toBeHidden();
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("inventory as cards without sideways scroll; the forms fit; a low item is reordered from its supplier", async ({
    page,
  }) => {
    const id = randomUUID().slice(0, 6);
    const name = `Drywall Screws ${id}`;
    const supplier = `Fastener Depot ${id}`;
    await signIn(page, user);
    const supplierId = await newSupplier(page, supplier, `sales-${id}@example.com`);
    await newItem(page, { name, quantity: 1, unit: "box", unitPrice: "14", reorderPoint: 3, supplierId });
    await page.goto(`/dashboard/procurement?q=${encodeURIComponent(name)}`);
    const card = page.getByRole("list", { name: "Items" }).getByRole("article", { name });
    await expect(card).toContainText("1 box");
    await expect(card).toContainText("Low Stock");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, "the inventory at 375 px");

    await page.getByRole("main").getByRole("button", { name: "Add Item" }).first().click();
    const form = page.getByRole("dialog", { name: "Add Item" });
    const box = await form.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    await form.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: `Reorder ${name}` }).click();
    const order = page.getByRole("dialog", { name: "New Purchase Order" });
    await expect(order.getByLabel("Supplier")).toHaveValue(supplierId);
    await expect(order.getByRole("group", { name: "Line 1" }).getByLabel("Quantity")).toHaveValue("5");
    await expect(order.getByText("Total: $70.00")).toBeVisible();
    expect((await order.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, "the reorder form at 375 px", '[role="dialog"]');
    await order.getByRole("button", { name: "Create Order" }).click();
    await expectToast(page, PROCUREMENT_MSG.orderCreated);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^PO-/);
    await expect(page.getByRole("list", { name: "Order lines" })).toContainText(name);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, "a purchase order at 375 px");
  });
});

test("a viewer reads inventory, suppliers and orders but changes nothing", async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  const name = `Viewed Pipe ${id}`;
  const supplier = `Viewed Supplier ${id}`;
  await signIn(page, user);
  const supplierId = await newSupplier(page, supplier, `pipes-${id}@example.com`);
  const itemId = await newItem(page, { name, quantity: 0, unit: "ft", unitPrice: "3", supplierId });
  const res = await page.request.post("/api/procurement/orders", {
    data: { supplierId, lines: [{ itemId, quantity: 100 }] },
  });
  expect(res.status()).toBe(201);
  const orderId = ((await res.json()) as { id: string }).id;
  await presentAsViewer(page);

  await page.goto(`/dashboard/procurement?q=${encodeURIComponent(name)}`);
  await expect(itemRow(page, name)).toContainText("Out of Stock");
  await expect(page.getByRole("button", { name: "Add Item" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate Report" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Reorder / })).toHaveCount(0);
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["History"]);
  await page.keyboard.press("Escape");

  await page.goto("/dashboard/procurement/suppliers");
  await expect(
    page.getByRole("table", { name: "Suppliers" }).getByRole("row").filter({ hasText: supplier }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Supplier" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);

  await page.goto(`/dashboard/procurement/orders/${orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^PO-/);
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  for (const action of ["Send to Supplier", "Mark Received", "Edit", "Cancel Order", "Delete"])
    await expect(page.getByRole("button", { name: action })).toHaveCount(0);
});
