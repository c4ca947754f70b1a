import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionFeatures, subscriptions } from "../../server/db/schema/index.ts";
import {
  as,
  idsOf,
  joinOrganizationOf,
  ownerAndStranger,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { pdfText } from "../../server/testing/report-files.ts";
import type { Estimate, EstimateList } from "../invoicing/invoicing.contract.ts";
import type { Bid } from "./bids.contract.ts";
import { BID_MSG } from "./bids.constants.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  ({ t, owner, stranger } = await ownerAndStranger({ plan: "enterprise" }));
  viewer = await signedInUser(t, { companyName: "Viewer's Own", plan: "enterprise" });
  await joinOrganizationOf(t, viewer, owner, "viewer");
});
afterAll(() => t.close());

const API = "/api/v1/bids";
const base = { projectName: "Harbor Depot", client: "City of Harbor", dueDate: "2026-12-15", amount: "1,500" };
const ITEMS = [
  { name: "Concrete, 4,000 psi", quantity: 12.5, unitPrice: "185.40" },
  { name: "Carpentry labor", quantity: "40", unitPrice: 65 },
  { name: "Rebar ties", quantity: "0.333", unitPrice: "$10.01" },
];
/** By hand: 12.5 × $185.40 = $2,317.50; 40 × $65 = $2,600.00; 0.333 × $10.01 = $3.33333 → $3.33. */
const ITEMS_TOTAL_CENTS = 231_750 + 260_000 + 333;

async function create(user: TestUser, body: object = base): Promise<Bid> {
  const res = await as(t, user).post(API, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: Bid }).data;
}

/** A fresh organization on Enterprise, so lists start empty. */
const freshOwner = (companyName: string) => signedInUser(t, { companyName, plan: "enterprise" });

describe("creating a bid", () => {
  it("answers it in `data` with the defaults: pending, the amount typed, no items, notes, client link or project", async () => {
    const bid = await create(owner);
    expect(bid).toMatchObject({
      projectName: "Harbor Depot",
      client: "City of Harbor",
      dueDate: "2026-12-15",
      status: "pending",
      amountCents: 150_000,
      items: [],
      notes: "",
      clientRef: null,
      project: null,
      estimate: null,
    });
    expect(bid.createdBy?.fullName).toBe("Olivia Owner");
    expect((await as(t, owner).get(`${API}/${bid.id}`)).json()).toEqual({ data: bid });
  });

  it("computes each item's total and the bid's amount on the server (a typed amount is ignored)", async () => {
    const bid = await create(owner, { ...base, amount: "1", items: ITEMS, status: "active", notes: "Two bays." });
    expect(bid.items.map((i) => [i.name, i.quantity, i.unitPriceCents, i.totalCents])).toEqual([
      ["Concrete, 4,000 psi", 12.5, 18_540, 231_750],
      ["Carpentry labor", 40, 6_500, 260_000],
      ["Rebar ties", 0.333, 1_001, 333],
    ]);
    expect(bid.amountCents).toBe(ITEMS_TOTAL_CENTS);
    expect(bid).toMatchObject({ status: "active", notes: "Two bays." });
  });

  it("answers the spec's messages for missing fields and incomplete items", async () => {
    for (const missing of ["projectName", "client", "dueDate"] as const) {
      const body: Record<string, unknown> = { ...base };
      delete body[missing];
      const res = await as(t, owner).post(API, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[missing]).toBe(BID_MSG.missingFields);
    }
    const noAmount = await as(t, owner).post(API, { ...base, amount: "" });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error.fields.amount).toBe(BID_MSG.missingFields);
    expect((await as(t, owner).post(API, { ...base, amount: "lots" })).json().error.fields.amount).toBe(
      BID_MSG.amountInvalid,
    );

    for (const item of [
      { name: "", quantity: 1, unitPrice: 1 },
      { name: "Fill", unitPrice: 1 },
      { name: "Fill", quantity: 1, unitPrice: " " },
    ]) {
      const res = await as(t, owner).post(API, { ...base, items: [item] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.items).toBe(BID_MSG.itemFields);
    }
    const zero = await as(t, owner).post(API, { ...base, items: [{ name: "Fill", quantity: 0, unitPrice: 1 }] });
    expect(zero.json().error.fields.items).toBe(BID_MSG.quantityInvalid);
    const negative = await as(t, owner).post(API, { ...base, items: [{ name: "Fill", quantity: 1, unitPrice: -5 }] });
    expect(negative.json().error.fields.items).toBe(BID_MSG.priceInvalid);
    expect((await as(t, owner).post(API, { ...base, status: "maybe" })).statusCode).toBe(400);
    expect((await as(t, owner).post(API, { ...base, dueDate: "soon" })).statusCode).toBe(400);
  });

  it("links one of the organization's clients and refuses another organization's", async () => {
    const client = (await as(t, owner).post("/api/clients", { name: "Harbor Authority" })).json();
    expect((await create(owner, { ...base, clientId: client.id })).clientRef).toEqual({
      id: client.id,
      name: "Harbor Authority",
    });
    const foreign = (await as(t, stranger).post("/api/clients", { name: "Not yours" })).json();
    const res = await as(t, owner).post(API, { ...base, clientId: foreign.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.clientId).toBe(BID_MSG.unknownClient);
  });
});

describe("editing and deleting", () => {
  it("replaces the fields and the items and computes the amount again", async () => {
    const bid = await create(owner, { ...base, items: ITEMS });
    const res = await as(t, owner).put(`${API}/${bid.id}`, {
      ...base,
      projectName: "Harbor Depot II",
      status: "completed",
      items: [{ name: "Survey", quantity: 3, unitPrice: "999.99" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as Bid;
    expect(saved).toMatchObject({
      id: bid.id,
      projectName: "Harbor Depot II",
      status: "completed",
      amountCents: 299_997,
    });
    expect(saved.items.map((i) => i.name)).toEqual(["Survey"]);
    // Without items the typed amount counts again.
    const plain = (await as(t, owner).put(`${API}/${bid.id}`, { ...base, amount: 42.5 })).json().data as Bid;
    expect(plain).toMatchObject({ items: [], amountCents: 4_250 });
  });

  it("deletes a bid with its items; a second delete is 404", async () => {
    const bid = await create(owner, { ...base, items: ITEMS });
    expect((await as(t, owner).delete(`${API}/${bid.id}`)).json()).toEqual({ data: { id: bid.id, deleted: true } });
    expect((await as(t, owner).get(`${API}/${bid.id}`)).statusCode).toBe(404);
    expect((await as(t, owner).delete(`${API}/${bid.id}`)).statusCode).toBe(404);
  });
});

describe("the list", () => {
  it("searches the project name or client in any case, filters by status and by the due-date range", async () => {
    const solo = await freshOwner("Search Co");
    await create(solo, {
      ...base,
      projectName: "Riverside Clinic",
      client: "Mercy Health",
      dueDate: "2026-03-01",
      status: "active",
    });
    await create(solo, {
      ...base,
      projectName: "Depot Roof",
      client: "RIVERSIDE Transit",
      dueDate: "2026-04-15",
      status: "pending",
    });
    await create(solo, {
      ...base,
      projectName: "School Gym",
      client: "District 9",
      dueDate: "2026-05-31",
      status: "completed",
    });
    const names = async (query: string) =>
      ((await as(t, solo).get(`${API}?${query}`)).json().data as Bid[]).map((b) => b.projectName).sort();

    expect(await names("")).toEqual(["Depot Roof", "Riverside Clinic", "School Gym"]);
    expect(await names("q=riverSIDE")).toEqual(["Depot Roof", "Riverside Clinic"]);
    expect(await names("q=district")).toEqual(["School Gym"]);
    expect(await names("q=100%25")).toEqual([]);
    expect(await names("status=active")).toEqual(["Riverside Clinic"]);
    expect(await names("q=riverside&status=pending")).toEqual(["Depot Roof"]);
    expect(await names("from=2026-04-15")).toEqual(["Depot Roof", "School Gym"]);
    expect(await names("to=2026-04-15")).toEqual(["Depot Roof", "Riverside Clinic"]);
    expect(await names("from=2026-03-02&to=2026-05-30")).toEqual(["Depot Roof"]);
    const reversed = await as(t, solo).get(`${API}?from=2026-06-01&to=2026-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.to).toBe(BID_MSG.rangeReversed);
    expect((await as(t, solo).get(`${API}?status=won-ish`)).statusCode).toBe(400);
  });

  it("pages newest first with a cursor", async () => {
    const solo = await freshOwner("Paging Co");
    for (let i = 0; i < 5; i++) await create(solo, { ...base, projectName: `Lot ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${API}?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await as(t, solo).get(url)).json() as { data: Bid[]; nextCursor: string | null };
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((b) => b.projectName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Lot 4", "Lot 3", "Lot 2", "Lot 1", "Lot 0"]);
    expect((await as(t, solo).get(`${API}?cursor=bm9wZQ`)).statusCode).toBe(400);
  });
});

describe("the proposal", () => {
  it("answers a PDF named proposal-{id}.pdf with the bid, its items and total, and the company's details", async () => {
    const company = {
      address: "12 Main Street\nSpringfield, IL 62701",
      phone: "+1 (555) 123-4567",
      email: "office@ownerbuilders.com",
      website: "www.ownerbuilders.com",
    };
    expect((await as(t, owner).put("/api/organization/company", company)).statusCode).toBe(200);
    const bid = await create(owner, { ...base, items: ITEMS, notes: "Excludes permits." });
    const res = await as(t, owner).post(`${API}/${bid.id}/proposal`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="proposal-${bid.id}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      "Owner Builders",
      "Proposal: Harbor Depot",
      "City of Harbor",
      "Dec 15, 2026",
      "Concrete, 4,000 psi",
      "Carpentry labor",
      "$2,317.50",
      "$4,920.83",
      "Springfield, IL 62701",
      "office@ownerbuilders.com",
      "Excludes permits.",
    ]) {
      expect(text).toContain(expected);
    }
    // A viewer may download it too (it reads); an unknown bid is 404.
    expect((await as(t, viewer).post(`${API}/${bid.id}/proposal`, {})).statusCode).toBe(200);
    expect((await as(t, owner).post(`${API}/nope/proposal`, {})).statusCode).toBe(404);
  });
});

describe("converting a won bid into a project", () => {
  it("makes the project once, in one step, through the projects module", async () => {
    const client = (await as(t, owner).post("/api/clients", { name: "Port of Harbor" })).json();
    const bid = await create(owner, { ...base, clientId: client.id, items: ITEMS, notes: "Phase one." });
    const early = await as(t, owner).post(`${API}/${bid.id}/project`, { startDate: "2026-12-20" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(BID_MSG.notWon);

    await as(t, owner).put(`${API}/${bid.id}`, {
      ...base,
      clientId: client.id,
      items: ITEMS,
      notes: "Phase one.",
      status: "won",
    });
    const res = await as(t, owner).post(`${API}/${bid.id}/project`, { startDate: "2026-12-20" });
    expect(res.statusCode, res.body).toBe(201);
    const { bid: converted, project } = res.json().data as { bid: Bid; project: { id: string; name: string } };
    expect(project.name).toBe("Harbor Depot");
    expect(converted.project).toEqual(project);
    const made = (await as(t, owner).get(`/api/projects/${project.id}`)).json();
    expect(made).toMatchObject({
      name: "Harbor Depot",
      description: "Phase one.",
      startDate: "2026-12-20",
      endDate: "2027-03-20",
      status: "Planning",
      budget: ITEMS_TOTAL_CENTS / 100,
    });
    expect(made.client).toEqual({ id: client.id, name: "Port of Harbor" });

    const again = await as(t, owner).post(`${API}/${bid.id}/project`, null);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BID_MSG.alreadyConverted);
    const projects = (await as(t, owner).get("/api/projects?q=Harbor%20Depot")).json().projects as unknown[];
    expect(projects).toHaveLength(1);

    // Deleting the bid leaves its project.
    await as(t, owner).delete(`${API}/${bid.id}`);
    expect((await as(t, owner).get(`/api/projects/${project.id}`)).statusCode).toBe(200);
  });
});

describe("a won bid's items made into an estimate", () => {
  const ESTIMATES = "/api/invoicing/estimates";
  const estimateOf = async (user: TestUser, id: string) =>
    (await as(t, user).get(`${ESTIMATES}/${id}`)).json() as Estimate;
  /** The organization's estimates whose number or client matches `q`. */
  const estimatesFor = async (user: TestUser, q: string) =>
    ((await as(t, user).get(`${ESTIMATES}?q=${encodeURIComponent(q)}`)).json() as EstimateList).estimates;

  it("makes a draft estimate once, through invoicing: the client, the bid's project, each item a line, the cents carried over", async () => {
    const client = (await as(t, owner).post("/api/clients", { name: "Estimate Port Authority" })).json();
    const body = {
      ...base,
      client: "Estimate Harbor City",
      clientId: client.id,
      items: ITEMS,
      notes: "Excludes permits.",
    };
    const bid = await create(owner, body);
    const early = await as(t, owner).post(`${API}/${bid.id}/estimate`, { documentDate: "2026-12-20" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(BID_MSG.estimateNotWon);

    await as(t, owner).put(`${API}/${bid.id}`, { ...body, status: "won" });
    const project = (
      (await as(t, owner).post(`${API}/${bid.id}/project`, { startDate: "2026-12-20" })).json().data as {
        project: { id: string; name: string };
      }
    ).project;
    const res = await as(t, owner).post(`${API}/${bid.id}/estimate`, { documentDate: "2026-12-20" });
    expect(res.statusCode, res.body).toBe(201);
    const { bid: linked, estimate } = res.json().data as { bid: Bid; estimate: { id: string; name: string } };
    expect(estimate.name).toMatch(/^EST-2026-\d{4}$/);
    expect(linked).toMatchObject({ id: bid.id, estimate, project });
    expect((await as(t, owner).get(`${API}/${bid.id}`)).json().data.estimate).toEqual(estimate);

    const made = await estimateOf(owner, estimate.id);
    expect(made).toMatchObject({
      number: estimate.name,
      status: "draft",
      documentDate: "2026-12-20",
      validUntil: "2027-01-19",
      clientName: "Estimate Harbor City",
      client: { id: client.id, name: "Estimate Port Authority" },
      project,
      // By hand: $2,317.50 + $2,600.00 + $3.33 (0.333 × $10.01 = $3.33333) = $4,920.83, no tax.
      subtotalCents: 492_083,
      taxCents: 0,
      totalCents: 492_083,
      lineCount: 3,
    });
    expect(ITEMS_TOTAL_CENTS).toBe(492_083);
    expect(
      made.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.taxRate, l.netCents, l.totalCents]),
    ).toEqual([
      ["Concrete, 4,000 psi", 12.5, 18_540, 0, 231_750, 231_750],
      ["Carpentry labor", 40, 6_500, 0, 260_000, 260_000],
      ["Rebar ties", 0.333, 1_001, 0, 333, 333],
    ]);
    expect(made.notes).toContain("Harbor Depot");
    expect(made.notes).toContain("Excludes permits.");

    // Once: a second try is 409 and makes nothing.
    const again = await as(t, owner).post(`${API}/${bid.id}/estimate`, null);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BID_MSG.alreadyEstimated);
    expect(await estimatesFor(owner, "Estimate Harbor City")).toHaveLength(1);

    // Deleting the estimate clears the bid's link, and the bid may be estimated again.
    expect((await as(t, owner).delete(`${ESTIMATES}/${estimate.id}`)).statusCode).toBe(200);
    expect((await as(t, owner).get(`${API}/${bid.id}`)).json().data).toMatchObject({ estimate: null, project });
    const remade = await as(t, owner).post(`${API}/${bid.id}/estimate`, {});
    expect(remade.statusCode, remade.body).toBe(201);
    expect((remade.json().data as { estimate: { id: string } }).estimate.id).not.toBe(estimate.id);
  });

  it("makes one estimate of two tries at once, and leaves nothing of the refused one", async () => {
    const bid = await create(owner, { ...base, client: "Twice At Once Ltd", items: ITEMS, status: "won" });
    const tries = await Promise.all([
      as(t, owner).post(`${API}/${bid.id}/estimate`, {}),
      as(t, owner).post(`${API}/${bid.id}/estimate`, {}),
    ]);
    expect(tries.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const made = await estimatesFor(owner, "Twice At Once");
    expect(made.map((e) => e.id)).toEqual([(await as(t, owner).get(`${API}/${bid.id}`)).json().data.estimate.id]);
  });

  it("makes a bid without items one line of its amount, with no project", async () => {
    const bid = await create(owner, { ...base, client: "Lump Sum Co", amount: "12,345.67", status: "won" });
    const res = await as(t, owner).post(`${API}/${bid.id}/estimate`, { documentDate: "2026-12-20" });
    expect(res.statusCode, res.body).toBe(201);
    const made = await estimateOf(owner, (res.json().data as { estimate: { id: string } }).estimate.id);
    expect(made).toMatchObject({ clientName: "Lump Sum Co", client: null, project: null, totalCents: 1_234_567 });
    expect(made.lines.map((l) => [l.description, l.quantity, l.unitPriceCents])).toEqual([
      ["Harbor Depot", 1, 1_234_567],
    ]);
  });

  it("answers 403 PLAN_REQUIRED when the plan does not bring estimates, and makes nothing", async () => {
    const solo = await freshOwner("No Estimates Co");
    const bid = await create(solo, { ...base, client: "Ungated Client", items: ITEMS, status: "won" });
    const { organizationId } = await idsOf(t, solo);
    const subscription = t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId));
    await t.database.db
      .update(subscriptionFeatures)
      .set({ isEnabled: false })
      .where(
        and(
          inArray(subscriptionFeatures.subscriptionId, subscription),
          eq(subscriptionFeatures.featureName, "estimates_invoices"),
        ),
      );
    const res = await as(t, solo).post(`${API}/${bid.id}/estimate`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("PLAN_REQUIRED");
    expect(res.json().error.message).toContain("Estimates and invoices");
    // The bid itself is still open to the plan; it has no estimate.
    expect((await as(t, solo).get(`${API}/${bid.id}`)).json().data.estimate).toBeNull();
  });
});

describe("who may", () => {
  it("answers every verb on another organization's bid 404, and lists none of it", async () => {
    const bid = await create(owner, { ...base, projectName: "Private Tower", status: "won" });
    const s = as(t, stranger);
    expect((await s.get(`${API}/${bid.id}`)).statusCode).toBe(404);
    expect((await s.put(`${API}/${bid.id}`, base)).statusCode).toBe(404);
    expect((await s.delete(`${API}/${bid.id}`)).statusCode).toBe(404);
    expect((await s.post(`${API}/${bid.id}/proposal`, {})).statusCode).toBe(404);
    expect((await s.post(`${API}/${bid.id}/project`, {})).statusCode).toBe(404);
    expect((await s.post(`${API}/${bid.id}/estimate`, {})).statusCode).toBe(404);
    expect((await s.get(`${API}?q=private`)).json().data).toEqual([]);
    expect((await as(t, owner).get(`${API}/${bid.id}`)).json().data).toMatchObject({
      projectName: "Private Tower",
      project: null,
      estimate: null,
    });
  });

  it("lets a viewer read and refuses their writes with 403", async () => {
    const bid = await create(owner, { ...base, status: "won" });
    const v = as(t, viewer);
    expect((await v.get(`${API}/${bid.id}`)).statusCode).toBe(200);
    expect((await v.get(API)).statusCode).toBe(200);
    expect((await v.post(API, base)).statusCode).toBe(403);
    expect((await v.put(`${API}/${bid.id}`, base)).statusCode).toBe(403);
    expect((await v.delete(`${API}/${bid.id}`)).statusCode).toBe(403);
    expect((await v.post(`${API}/${bid.id}/project`, {})).statusCode).toBe(403);
    expect((await v.post(`${API}/${bid.id}/estimate`, {})).statusCode).toBe(403);
    expect((await as(t, owner).get(`${API}/${bid.id}`)).json().data).toMatchObject({ project: null, estimate: null });
  });

  it("refuses a plan without bid management with 403 PLAN_REQUIRED, and the signed-out with 401", async () => {
    const basic = await signedInUser(t, { companyName: "Basic Co", plan: "basic" });
    const res = await as(t, basic).get(API);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "PLAN_REQUIRED",
      message: "Bid Management is part of the Enterprise plan.",
    });
    expect((await as(t, basic).post(API, base)).json().error.code).toBe("PLAN_REQUIRED");
    expect((await as(t, null).get(API)).statusCode).toBe(401);
  });
});
