import { describe, expect, it } from "vitest";
import { COST_CODE_MSG } from "../../shared/cost-code-messages.ts";
import { eq, sql } from "drizzle-orm";
import { idsOf, lastMailTo, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { inventoryItems, stockMovements } from "../../server/db/schema/index.ts";
import { pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import type {
  Item,
  ItemList,
  LowStockList,
  MovementList,
  MovementResult,
  Order,
  OrderList,
  ProcurementReport,
  ProcurementSummary,
  Supplier,
} from "./procurement.contract.ts";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";

/** Procurement comes with the Professional plan (decision 17). */
const suite = moduleSuite({ plan: "professional" });

const cement = {
  name: "Portland cement",
  category: "Concrete",
  sku: "CEM-50",
  quantity: "40",
  unit: "bags",
  unitPrice: "12.50",
  location: "Yard A",
  reorderPoint: "10",
  minimumStock: "5",
};

async function addItem(user: TestUser, body: object = cement): Promise<Item> {
  const res = await suite.as(user).post("/api/procurement/items", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addSupplier(
  user: TestUser,
  body: object = { name: "Harbor Supply", email: "orders@harbor.example", paymentTerms: "Net 30" },
): Promise<Supplier> {
  const res = await suite.as(user).post("/api/procurement/suppliers", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function project(user: TestUser, name: string): Promise<string> {
  const res = await suite
    .as(user)
    .post("/api/projects", { name, startDate: "2026-01-01", endDate: "2026-12-31", budget: "10000" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const move = (user: TestUser, itemId: string, body: object) =>
  suite.as(user).post(`/api/procurement/items/${itemId}/movements`, body);

describe("items", () => {
  it("adds an item with its opening stock as its first movement, its value and a status from its levels", async () => {
    const item = await addItem(suite.owner, {
      ...cement,
      sku: "CEM-1",
      supplierId: (await addSupplier(suite.owner)).id,
    });
    expect(item).toMatchObject({
      name: "Portland cement",
      sku: "CEM-1",
      quantity: 40,
      unit: "bags",
      unitPriceCents: 1250,
      valueCents: 50_000,
      reorderPoint: 10,
      minimumStock: 5,
      status: "In Stock",
      supplier: { name: "Harbor Supply" },
    });
    const history: MovementList = (
      await suite.as(suite.owner).get(`/api/procurement/items/${item.id}/movements`)
    ).json();
    expect(history.movements).toMatchObject([
      { kind: "received", quantity: 40, reason: "Opening stock", createdBy: { fullName: "Olivia Owner" } },
    ]);
    expect((await addItem(suite.owner, { ...cement, sku: "", quantity: "8" })).status).toBe("Low Stock");
    expect((await addItem(suite.owner, { ...cement, sku: "", quantity: 0 })).status).toBe("Out of Stock");
    expect(
      (await addItem(suite.owner, { ...cement, sku: "", quantity: "2.125", unitPrice: "$1,000" })).valueCents,
    ).toBe(212_500);
  });

  it("answers the spec's required fields on each field, and refuses bad quantities, prices and another organization's supplier", async () => {
    for (const missing of ["name", "category", "quantity", "unit", "unitPrice", "location"] as const) {
      const body: Record<string, string> = { ...cement };
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/procurement/items", body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error.fields[missing], missing).toBe(PROCUREMENT_MSG.itemMissing);
    }
    const bad = await suite
      .as(suite.owner)
      .post("/api/procurement/items", { ...cement, quantity: "-1", unitPrice: "cheap", reorderPoint: "1.2345" });
    expect(bad.json().error.fields).toEqual({
      quantity: PROCUREMENT_MSG.quantityInvalid,
      unitPrice: PROCUREMENT_MSG.priceInvalid,
      reorderPoint: PROCUREMENT_MSG.quantityInvalid,
    });
    const theirs = await addSupplier(suite.stranger);
    const foreign = await suite
      .as(suite.owner)
      .post("/api/procurement/items", { ...cement, sku: "", supplierId: theirs.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.supplierId).toBe(PROCUREMENT_MSG.unknownSupplier);
  });

  it("keeps a SKU unique in the organization whatever its case, and lets another organization use it", async () => {
    await addItem(suite.owner, { ...cement, sku: "REBAR-12" });
    const clash = await suite.as(suite.owner).post("/api/procurement/items", { ...cement, sku: "rebar-12" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields.sku).toBe(PROCUREMENT_MSG.skuTaken("rebar-12"));
    await addItem(suite.stranger, { ...cement, sku: "REBAR-12" });
    const other = await addItem(suite.owner, { ...cement, sku: "REBAR-13" });
    expect(
      (await suite.as(suite.owner).put(`/api/procurement/items/${other.id}`, { ...cement, sku: "Rebar-12" }))
        .statusCode,
    ).toBe(409);
  });

  it("changes fields but never the quantity on update; the database refuses a quantity written by hand", async () => {
    const item = await addItem(suite.owner, { ...cement, sku: "" });
    const res = await suite.as(suite.owner).put(`/api/procurement/items/${item.id}`, {
      ...cement,
      sku: "",
      name: "Cement, rapid",
      quantity: "9999",
      reorderPoint: "45",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Cement, rapid", quantity: 40, reorderPoint: 45, status: "Low Stock" });
    await expect(
      suite.t.database.db.update(inventoryItems).set({ quantity: "1" }).where(eq(inventoryItems.id, item.id)),
    ).rejects.toThrow();
    await expect(
      suite.t.database.db.delete(stockMovements).where(eq(stockMovements.itemId, item.id)),
    ).rejects.toThrow();
    await expect(
      suite.t.database.db.update(stockMovements).set({ quantity: "1" }).where(eq(stockMovements.itemId, item.id)),
    ).rejects.toThrow();
  });

  it("lists by name with text, status and supplier filters, paged; deletes an item with its history", async () => {
    const user = await suite.onPlan("List Co");
    const supplier = await addSupplier(user);
    for (const [name, quantity] of [
      ["Anchor bolts", "500"],
      ["Gravel", "0"],
      ["Drywall sheet", "5"],
      ["Caulk", "30"],
    ] as const) {
      await addItem(user, { ...cement, sku: "", name, quantity, supplierId: name === "Gravel" ? supplier.id : null });
    }
    const names = (l: ItemList) => l.items.map((i) => i.name);
    const get = async (query: string): Promise<ItemList> =>
      (await suite.as(user).get(`/api/procurement/items${query}`)).json();
    expect(names(await get(""))).toEqual(["Anchor bolts", "Caulk", "Drywall sheet", "Gravel"]);
    expect(names(await get("?q=DRY"))).toEqual(["Drywall sheet"]);
    expect(names(await get("?status=Out%20of%20Stock"))).toEqual(["Gravel"]);
    expect(names(await get("?status=Low%20Stock"))).toEqual(["Drywall sheet"]);
    expect(names(await get(`?supplierId=${supplier.id}`))).toEqual(["Gravel"]);
    const first = await get("?limit=3");
    expect(names(first)).toEqual(["Anchor bolts", "Caulk", "Drywall sheet"]);
    expect(names(await get(`?limit=3&cursor=${first.nextCursor}`))).toEqual(["Gravel"]);
    expect((await suite.as(user).get("/api/procurement/items?cursor=nonsense")).statusCode).toBe(400);

    const low: LowStockList = (await suite.as(user).get("/api/procurement/low-stock")).json();
    expect(low.items.map((i) => i.name)).toEqual(["Gravel", "Drywall sheet"]);
    const summary: ProcurementSummary = (await suite.as(user).get("/api/procurement/summary")).json();
    expect(summary).toEqual({
      itemCount: 4,
      stockValueCents: 535 * 1250,
      lowStockCount: 1,
      outOfStockCount: 1,
      openOrderCount: 0,
      openOrderValueCents: 0,
    });

    const [gravel] = (await get("?q=gravel")).items;
    expect((await suite.as(user).delete(`/api/procurement/items/${gravel?.id}`)).statusCode).toBe(200);
    expect((await suite.as(user).get(`/api/procurement/items/${gravel?.id}`)).statusCode).toBe(404);
  });
});

describe("item search and stock value", () => {
  it("searches name, SKU, category and location in any case, % and _ as themselves, after a change too; the summary's value follows quantity and price", async () => {
    const user = await suite.onPlan("Search Co");
    const shelf = await addItem(user, {
      ...cement,
      name: "Shelf étagère 50% off",
      sku: "SH_1",
      category: "Finishes",
      location: "Shed B",
      quantity: "2.5",
    });
    await addItem(user, {
      ...cement,
      name: "Plain 500 shelf",
      sku: "SH-2",
      category: "Finishes",
      location: "Yard",
      quantity: "1",
    });
    const names = async (q: string): Promise<string[]> => {
      const list: ItemList = (await suite.as(user).get(`/api/procurement/items?q=${encodeURIComponent(q)}`)).json();
      return list.items.map((i) => i.name);
    };
    expect(await names("SHELF")).toEqual(["Plain 500 shelf", "Shelf étagère 50% off"]);
    expect(await names("étagère")).toEqual(["Shelf étagère 50% off"]);
    expect(await names("50%")).toEqual(["Shelf étagère 50% off"]);
    expect(await names("sh_")).toEqual(["Shelf étagère 50% off"]);
    expect(await names("shed b")).toEqual(["Shelf étagère 50% off"]);
    expect(await names("finishes YARD")).toEqual(["Plain 500 shelf"]);
    expect(await names("%")).toEqual(["Shelf étagère 50% off"]);

    const summary = async (): Promise<ProcurementSummary> =>
      (await suite.as(user).get("/api/procurement/summary")).json();
    expect((await summary()).stockValueCents).toBe(2.5 * 1250 + 1250);
    expect((await move(user, shelf.id, { kind: "received", quantity: "2" })).statusCode).toBe(201);
    const changed = await suite.as(user).put(`/api/procurement/items/${shelf.id}`, {
      ...cement,
      name: "Shelf rack",
      sku: "SH_1",
      category: "Finishes",
      location: "Shed B",
      unitPrice: "3.33",
    });
    expect(changed.json()).toMatchObject({ quantity: 4.5, unitPriceCents: 333, valueCents: 1499 });
    expect(await names("rack")).toEqual(["Shelf rack"]);
    expect(await names("étagère")).toEqual([]);
    // 4.5 × 333 = 1498.5, rounded half away from zero as the item's value is.
    expect((await summary()).stockValueCents).toBe(1499 + 1250);
  });
});

describe("stock movements", () => {
  it("receives, issues to a project with its cost booked to the project in finance, and adjusts with a reason", async () => {
    const user = await suite.onPlan("Stock Co");
    const supplier = await addSupplier(user, { name: "Cement Direct" });
    const site = await project(user, "Harbor Depot");
    const item = await addItem(user, { ...cement, supplierId: supplier.id });

    const received: MovementResult = (await move(user, item.id, { kind: "received", quantity: "10" })).json();
    expect(received.item.quantity).toBe(50);
    const issue = await move(user, item.id, { kind: "issued", quantity: "12", projectId: site, today: "2026-05-04" });
    expect(issue.statusCode, issue.body).toBe(201);
    expect(issue.json()).toMatchObject({
      item: { quantity: 38 },
      movement: { kind: "issued", quantity: -12, unitCostCents: 1250, project: { id: site, name: "Harbor Depot" } },
    });
    const financials = (await suite.as(user).get(`/api/finance/projects/${site}`)).json();
    expect(financials.spentCents).toBe(15_000);
    const [expense] = (await suite.as(user).get(`/api/finance/transactions?projectId=${site}`)).json().transactions;
    expect(expense).toMatchObject({
      type: "Payment",
      category: "Materials",
      status: "Cleared",
      amountCents: 15_000,
      date: "2026-05-04",
      vendor: "Cement Direct",
      description: "12 bags of Portland cement issued from stock",
      reference: "Stock CEM-50",
    });

    const adjusted: MovementResult = (
      await move(user, item.id, { kind: "adjusted", quantity: "-3", reason: "Bags split in the rain" })
    ).json();
    expect(adjusted.item.quantity).toBe(35);
    const history: MovementList = (
      await suite.as(user).get(`/api/procurement/items/${item.id}/movements?limit=2`)
    ).json();
    expect(history.movements.map((m) => [m.kind, m.quantity])).toEqual([
      ["adjusted", -3],
      ["issued", -12],
    ]);
    const older: MovementList = (
      await suite.as(user).get(`/api/procurement/items/${item.id}/movements?limit=2&cursor=${history.nextCursor}`)
    ).json();
    expect(older.movements.map((m) => [m.kind, m.quantity])).toEqual([
      ["received", 10],
      ["received", 40],
    ]);
  });

  it("refuses what would go below zero with how much is left, changing nothing; an issue needs a project of the organization, an adjustment a reason", async () => {
    const user = await suite.onPlan("Short Co");
    const site = await project(user, "Short site");
    const item = await addItem(user, { ...cement, quantity: "5" });
    const over = await move(user, item.id, { kind: "issued", quantity: "6", projectId: site });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(PROCUREMENT_MSG.notEnoughStock("Portland cement", "5 bags"));
    expect((await move(user, item.id, { kind: "adjusted", quantity: "-5.001", reason: "Count" })).statusCode).toBe(409);
    expect((await suite.as(user).get(`/api/procurement/items/${item.id}`)).json().quantity).toBe(5);
    expect((await suite.as(user).get(`/api/finance/projects/${site}`)).json().spentCents).toBe(0);

    const noProject = await move(user, item.id, { kind: "issued", quantity: "1" });
    expect(noProject.json().error.fields.projectId).toBe(PROCUREMENT_MSG.projectMissing);
    const foreign = await move(user, item.id, {
      kind: "issued",
      quantity: "1",
      projectId: await project(suite.stranger, "Not yours"),
    });
    expect(foreign.json().error.fields.projectId).toBe(PROCUREMENT_MSG.unknownProject);
    const noReason = await move(user, item.id, { kind: "adjusted", quantity: "2" });
    expect(noReason.json().error.fields.reason).toBe(PROCUREMENT_MSG.reasonMissing);
    expect((await move(user, item.id, { kind: "received", quantity: "0" })).statusCode).toBe(400);
  });

  it("never goes below zero under concurrent issues: of 20 issues of one from 8 in stock, 8 pass", async () => {
    const user = await suite.onPlan("Race Co");
    const site = await project(user, "Race site");
    const item = await addItem(user, { ...cement, sku: "", quantity: "8" });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => move(user, item.id, { kind: "issued", quantity: "1", projectId: site })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(8);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(12);
    expect((await suite.as(user).get(`/api/procurement/items/${item.id}`)).json()).toMatchObject({
      quantity: 0,
      status: "Out of Stock",
    });
    const { organizationId } = await idsOf(suite.t, user);
    const [sum] = await suite.t.database.db
      .select({ total: sql<string>`sum(${stockMovements.quantity})::text` })
      .from(stockMovements)
      .where(eq(stockMovements.organizationId, organizationId));
    expect(Number(sum?.total)).toBe(0);
    expect((await suite.as(user).get(`/api/finance/projects/${site}`)).json().spentCents).toBe(8 * 1250);
  });
});

describe("suppliers and purchase orders", () => {
  it("creates numbered draft orders with their lines, edits a draft, and refuses another organization's supplier or item", async () => {
    const user = await suite.onPlan("Order Co");
    const supplier = await addSupplier(user);
    const a = await addItem(user, { ...cement, sku: "A" });
    const b = await addItem(user, { ...cement, sku: "B", name: "Sand", unitPrice: "3" });
    const res = await suite.as(user).post("/api/procurement/orders", {
      supplierId: supplier.id,
      expectedDate: "2026-06-01",
      notes: "Gate 2",
      lines: [
        { itemId: a.id, quantity: "10" },
        { itemId: b.id, quantity: "2.5", unitPrice: "2.80" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order: Order = res.json();
    const year = new Date().getUTCFullYear();
    expect(order).toMatchObject({
      number: `PO-${year}-0001`,
      status: "draft",
      supplier: { name: "Harbor Supply" },
      expectedDate: "2026-06-01",
      lineCount: 2,
      totalCents: 12_500 + 700,
    });
    expect(order.lines.map((l) => [l.item.name, l.quantity, l.unitPriceCents, l.totalCents])).toEqual([
      ["Portland cement", 10, 1250, 12_500],
      ["Sand", 2.5, 280, 700],
    ]);
    const second: Order = (
      await suite
        .as(user)
        .post("/api/procurement/orders", { supplierId: supplier.id, lines: [{ itemId: a.id, quantity: 1 }] })
    ).json();
    expect(second.number).toBe(`PO-${year}-0002`);
    const edited = await suite
      .as(user)
      .put(`/api/procurement/orders/${second.id}`, { supplierId: supplier.id, lines: [{ itemId: b.id, quantity: 4 }] });
    expect(edited.json()).toMatchObject({ lineCount: 1, totalCents: 1200 });
    const list: OrderList = (await suite.as(user).get("/api/procurement/orders?q=0002")).json();
    expect(list.orders.map((o) => o.number)).toEqual([`PO-${year}-0002`]);

    const foreignSupplier = await suite.as(user).post("/api/procurement/orders", {
      supplierId: (await addSupplier(suite.stranger)).id,
      lines: [{ itemId: a.id, quantity: 1 }],
    });
    expect(foreignSupplier.json().error.fields.supplierId).toBe(PROCUREMENT_MSG.unknownSupplier);
    const foreignItem = await suite.as(user).post("/api/procurement/orders", {
      supplierId: supplier.id,
      lines: [
        { itemId: a.id, quantity: 1 },
        { itemId: (await addItem(suite.stranger, { ...cement, sku: "" })).id, quantity: 1 },
      ],
    });
    expect(foreignItem.json().error.fields["lines.1.itemId"]).toBe(PROCUREMENT_MSG.unknownItem);
    const empty = await suite.as(user).post("/api/procurement/orders", { supplierId: supplier.id, lines: [] });
    expect(empty.json().error.fields.lines).toBe(PROCUREMENT_MSG.orderMissing);
  });

  it("sends an order to its supplier with its PDF attached, receives it once in one transaction, and keeps sent and received orders", async () => {
    const user = await suite.onPlan("Send Co");
    const supplier = await addSupplier(user, { name: "Quarry Ltd", email: `quarry-${Date.now()}@example.com` });
    const silent = await addSupplier(user, { name: "No Mail Ltd" });
    const item = await addItem(user, { ...cement, sku: "", quantity: "0" });
    const order: Order = (
      await suite
        .as(user)
        .post("/api/procurement/orders", { supplierId: supplier.id, lines: [{ itemId: item.id, quantity: "20" }] })
    ).json();
    const unsendable: Order = (
      await suite
        .as(user)
        .post("/api/procurement/orders", { supplierId: silent.id, lines: [{ itemId: item.id, quantity: "1" }] })
    ).json();
    const noEmail = await suite.as(user).post(`/api/procurement/orders/${unsendable.id}/send`, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe(PROCUREMENT_MSG.supplierNoEmail);

    const sent = await suite.as(user).post(`/api/procurement/orders/${order.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sent", sentAt: expect.any(String) });
    const mail = await lastMailTo(suite.t.database, supplier.email);
    expect(mail?.subject).toBe(`Purchase order ${order.number} from Send Co`);
    expect(mail?.text).toContain("20 bags Portland cement at $12.50: $250.00");
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: `${order.number}.pdf`, contentType: "application/pdf" });
    const pdf = Buffer.from(attachment?.contentBase64 ?? "", "base64");
    expect(await pdfText(pdf)).toContain(`Purchase Order ${order.number}`);
    expect((await suite.as(user).post(`/api/procurement/orders/${order.id}/send`, {})).statusCode).toBe(409);
    expect(
      (
        await suite.as(user).put(`/api/procurement/orders/${order.id}`, {
          supplierId: supplier.id,
          lines: [{ itemId: item.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(409);
    expect((await suite.as(user).delete(`/api/procurement/orders/${order.id}`)).statusCode).toBe(409);

    // Five receipts at once: one adds the stock, the others are refused.
    const receipts = await Promise.all(
      Array.from({ length: 5 }, () => suite.as(user).post(`/api/procurement/orders/${order.id}/receive`, {})),
    );
    expect(receipts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(receipts.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect((await suite.as(user).get(`/api/procurement/items/${item.id}`)).json()).toMatchObject({
      quantity: 20,
      status: "In Stock",
    });
    const history: MovementList = (await suite.as(user).get(`/api/procurement/items/${item.id}/movements`)).json();
    expect(history.movements[0]).toMatchObject({
      kind: "received",
      quantity: 20,
      purchaseOrder: { id: order.id, number: order.number },
    });
    expect((await suite.as(user).post(`/api/procurement/orders/${order.id}/cancel`, {})).statusCode).toBe(409);

    expect((await suite.as(user).post(`/api/procurement/orders/${unsendable.id}/cancel`, {})).json().status).toBe(
      "cancelled",
    );
    expect((await suite.as(user).post(`/api/procurement/orders/${unsendable.id}/receive`, {})).statusCode).toBe(409);
    expect((await suite.as(user).delete(`/api/procurement/orders/${unsendable.id}`)).statusCode).toBe(200);

    const download = await suite.as(user).get(`/api/procurement/orders/${order.id}/pdf`);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${order.number}.pdf"`);
    expect(await pdfText(download.rawPayload)).toContain("Quarry Ltd");
    // A supplier or item on an order stays.
    expect((await suite.as(user).delete(`/api/procurement/suppliers/${supplier.id}`)).json().error.message).toBe(
      PROCUREMENT_MSG.supplierInUse,
    );
    expect((await suite.as(user).delete(`/api/procurement/items/${item.id}`)).json().error.message).toBe(
      PROCUREMENT_MSG.itemInUse,
    );
  });

  it("keeps an order's project, cost code and type: set, changed and cleared on a draft; another organization's refused with 400 on the field", async () => {
    const user = await suite.onPlan("Committed Co");
    const supplier = await addSupplier(user);
    const item = await addItem(user, { ...cement, sku: "" });
    const projectId = await project(user, "Harbor Tower");
    type Code = { id: string; code: string; active: boolean };
    const codesOf = async (u: TestUser): Promise<Code[]> =>
      (await suite.as(u).get("/api/job-finance/cost-codes")).json().costCodes;
    const codes = await codesOf(user);
    const concrete = codes.find((c) => c.code === "03 00 00");
    const metals = codes.find((c) => c.code === "05 00 00");
    const body = { supplierId: supplier.id, lines: [{ itemId: item.id, quantity: 2 }] };
    const res = await suite
      .as(user)
      .post("/api/procurement/orders", { ...body, projectId, costCodeId: concrete?.id, costType: "material" });
    expect(res.statusCode, res.body).toBe(201);
    const order: Order = res.json();
    expect(order).toMatchObject({
      project: { id: projectId, name: "Harbor Tower" },
      costCode: { id: concrete?.id, code: "03 00 00", name: "Concrete" },
      costType: "material",
    });
    expect((await suite.as(user).get(`/api/procurement/orders/${order.id}`)).json()).toEqual(order);

    const url = `/api/procurement/orders/${order.id}`;
    const changed = await suite
      .as(user)
      .put(url, { ...body, projectId, costCodeId: metals?.id, costType: "equipment" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ costCode: { code: "05 00 00" }, costType: "equipment" });
    const typeOnly = await suite.as(user).put(url, { ...body, costType: "other" });
    expect(typeOnly.json()).toMatchObject({ project: null, costCode: null, costType: "other" });
    const cleared = await suite.as(user).put(url, { ...body, projectId: null, costCodeId: null, costType: null });
    expect(cleared.json()).toMatchObject({ project: null, costCode: null, costType: null });

    const [theirs] = await codesOf(suite.stranger);
    const foreignCode = await suite.as(user).put(url, { ...body, costCodeId: theirs?.id });
    expect(foreignCode.statusCode).toBe(400);
    expect(foreignCode.json().error).toMatchObject({
      message: COST_CODE_MSG.unknown,
      fields: { costCodeId: COST_CODE_MSG.unknown },
    });
    const foreignProject = await suite
      .as(user)
      .post("/api/procurement/orders", { ...body, projectId: await project(suite.stranger, "Their Tower") });
    expect(foreignProject.statusCode).toBe(400);
    expect(foreignProject.json().error.fields.projectId).toBe(PROCUREMENT_MSG.unknownProject);
    const badType = await suite.as(user).post("/api/procurement/orders", { ...body, costType: "snacks" });
    expect(badType.json().error.fields.costType).toBe(COST_CODE_MSG.typeInvalid);
    expect((await suite.as(user).get(url)).json()).toMatchObject({ costCode: null, costType: null });

    // A code taken out of use stays on the draft that has it, and is refused on a new order.
    await suite.as(user).put(url, { ...body, costCodeId: concrete?.id });
    await suite.as(user).patch(`/api/job-finance/cost-codes/${concrete?.id}`, { active: false });
    expect((await suite.as(user).put(url, { ...body, notes: "Kept", costCodeId: concrete?.id })).statusCode).toBe(200);
    const retired = await suite.as(user).post("/api/procurement/orders", { ...body, costCodeId: concrete?.id });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().error.fields.costCodeId).toBe(COST_CODE_MSG.inactive("03 00 00"));
  });

  it("keeps suppliers: required name, a valid e-mail, search, edit and delete", async () => {
    const user = await suite.onPlan("Supplier Co");
    const missing = await suite.as(user).post("/api/procurement/suppliers", { name: " " });
    expect(missing.json().error.fields.name).toBe(PROCUREMENT_MSG.supplierMissing);
    const badEmail = await suite.as(user).post("/api/procurement/suppliers", { name: "X", email: "not-an-email" });
    expect(badEmail.json().error.fields.email).toBe(PROCUREMENT_MSG.emailInvalid);
    const s = await addSupplier(user, { name: "Timber Yard", contactName: "Tom", phone: "555-0100" });
    await addSupplier(user, { name: "Steel Mill" });
    expect(
      (await suite.as(user).get("/api/procurement/suppliers?q=tom")).json().suppliers.map((x: Supplier) => x.name),
    ).toEqual(["Timber Yard"]);
    expect(
      (
        await suite
          .as(user)
          .put(`/api/procurement/suppliers/${s.id}`, { name: "Timber Yard North", paymentTerms: "Net 45" })
      ).json(),
    ).toMatchObject({ name: "Timber Yard North", paymentTerms: "Net 45", contactName: "" });
    expect((await suite.as(user).delete(`/api/procurement/suppliers/${s.id}`)).statusCode).toBe(200);
  });
});

describe("the inventory report", () => {
  it("saves the items, figures and open orders, and downloads them as PDF, XLSX and CSV with the same figures", async () => {
    const user = await suite.onPlan("Report Co");
    const supplier = await addSupplier(user, { name: "Report Supply" });
    const item = await addItem(user, { ...cement, supplierId: supplier.id });
    await addItem(user, { ...cement, sku: "", name: "=SUM(A1)", quantity: "0" });
    await suite
      .as(user)
      .post("/api/procurement/orders", { supplierId: supplier.id, lines: [{ itemId: item.id, quantity: 4 }] });
    const res = await suite.as(user).post("/api/procurement/reports", { today: "2026-07-01" });
    expect(res.statusCode, res.body).toBe(201);
    const report: ProcurementReport = res.json();
    expect(report.summary).toEqual({
      itemCount: 2,
      stockValueCents: 50_000,
      lowStockCount: 0,
      outOfStockCount: 1,
      openOrderCount: 1,
      openOrderValueCents: 5_000,
    });
    const text = await pdfText((await suite.as(user).get(`/api/procurement/reports/${report.id}/pdf`)).rawPayload);
    for (const expected of [
      "Inventory Report",
      "Report Co",
      "Portland cement",
      "40 bags",
      "$500.00",
      "Report Supply",
      "Out of Stock",
      "$50.00",
    ])
      expect(text).toContain(expected);
    const xlsx = await suite.as(user).get(`/api/procurement/reports/${report.id}/xlsx`);
    expect(xlsx.headers["content-disposition"]).toBe('attachment; filename="inventory-report-2026-07-01.xlsx"');
    const sheets = xlsxSheets(xlsx.rawPayload);
    expect(sheets.Summary).toEqual(expect.arrayContaining([["Stock Value", 500]]));
    expect(sheets.Items).toContainEqual([
      "Portland cement",
      "CEM-50",
      "Concrete",
      "Yard A",
      "40 bags",
      12.5,
      500,
      "In Stock",
      "Report Supply",
    ]);
    const csv = (await suite.as(user).get(`/api/procurement/reports/${report.id}/csv`)).body.slice(1).split("\r\n");
    expect(csv[0]).toBe(
      '"Item","SKU","Category","Location","Quantity","Unit","Unit Price (USD)","Value (USD)","Reorder Point","Status","Supplier"',
    );
    expect(csv).toContain(`"'=SUM(A1)","","Concrete","Yard A","0","bags","12.50","0.00","10","Out of Stock",""`);
  });
});

describe("walls", () => {
  it("another organization's item, movement history, supplier, order and report answer 404 to every verb", async () => {
    const item = await addItem(suite.owner, { ...cement, sku: "" });
    const supplier = await addSupplier(suite.owner);
    const order: Order = (
      await suite
        .as(suite.owner)
        .post("/api/procurement/orders", { supplierId: supplier.id, lines: [{ itemId: item.id, quantity: 1 }] })
    ).json();
    const report: ProcurementReport = (await suite.as(suite.owner).post("/api/procurement/reports", {})).json();
    const them = suite.as(suite.stranger);
    for (const res of [
      await them.get(`/api/procurement/items/${item.id}`),
      await them.put(`/api/procurement/items/${item.id}`, cement),
      await them.delete(`/api/procurement/items/${item.id}`),
      await them.get(`/api/procurement/items/${item.id}/movements`),
      await them.post(`/api/procurement/items/${item.id}/movements`, { kind: "received", quantity: 1 }),
      await them.get(`/api/procurement/suppliers/${supplier.id}`),
      await them.put(`/api/procurement/suppliers/${supplier.id}`, { name: "Mine now" }),
      await them.delete(`/api/procurement/suppliers/${supplier.id}`),
      await them.get(`/api/procurement/orders/${order.id}`),
      await them.put(`/api/procurement/orders/${order.id}`, {
        supplierId: supplier.id,
        lines: [{ itemId: item.id, quantity: 1 }],
      }),
      await them.delete(`/api/procurement/orders/${order.id}`),
      await them.post(`/api/procurement/orders/${order.id}/receive`, {}),
      await them.get(`/api/procurement/orders/${order.id}/pdf`),
      await them.get(`/api/procurement/reports/${report.id}/csv`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await them.get("/api/procurement/items")).json().items.map((i: Item) => i.id)).not.toContain(item.id);
    expect((await suite.as(suite.owner).get(`/api/procurement/items/${item.id}`)).json().quantity).toBe(40);
  });

  it("a viewer reads but cannot add, change, move stock, order or report", async () => {
    const viewer = await suite.viewerOf(suite.owner, "Vic Viewer");
    const item = await addItem(suite.owner, { ...cement, sku: "" });
    const supplier = await addSupplier(suite.owner);
    expect((await suite.as(viewer).get(`/api/procurement/items/${item.id}`)).statusCode).toBe(200);
    expect((await suite.as(viewer).get("/api/procurement/summary")).statusCode).toBe(200);
    for (const res of [
      await suite.as(viewer).post("/api/procurement/items", cement),
      await suite.as(viewer).put(`/api/procurement/items/${item.id}`, cement),
      await move(viewer, item.id, { kind: "received", quantity: 1 }),
      await suite.as(viewer).post("/api/procurement/suppliers", { name: "X" }),
      await suite
        .as(viewer)
        .post("/api/procurement/orders", { supplierId: supplier.id, lines: [{ itemId: item.id, quantity: 1 }] }),
      await suite.as(viewer).post("/api/procurement/reports", {}),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED naming the plans with procurement", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Builders", plan: "basic" });
    for (const res of [
      await suite.as(basic).get("/api/procurement/items"),
      await suite.as(basic).post("/api/procurement/items", cement),
      await suite.as(basic).get("/api/procurement/orders"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: PLAN_REQUIRED,
        message: "Procurement is part of the Professional and Enterprise plans.",
      });
    }
  });
});
