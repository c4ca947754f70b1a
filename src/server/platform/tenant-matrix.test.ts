/**
 * The tenant wall and the roles, over every operation the OpenAPI document lists (issue 12's cross-tenant
 * matrix): organization A's records, addressed by id in the path, the query or the body,
 * - as a member of organization B: a path id answers 404 (403 where only an admin may act at all), a reference
 *   in the query or the body is refused or finds nothing, and no answer carries anything of A's;
 * - as a viewer of A: every write on the organization's data answers 403 and changes nothing.
 * Operations a later module adds are walked without a change here; a new kind of id in a path needs a record of
 * A's to point at, made by the module's own create (`POST` on the collection) or named in KNOWN_RECORDS.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { notifications, sessions, websiteMessages } from "../db/schema/index.ts";
import { notificationWork } from "../../modules/notifications/notifications.public.server.ts";
import { recordEvent } from "./notify.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { operationsOf, type Operation } from "../testing/openapi-doc.ts";
import { validRequest } from "../testing/openapi-walk.ts";

/** Routes of one's own account, or public ones (published websites among them): not organization data, so outside this matrix. */
const ACCOUNT_OR_PUBLIC =
  /^\/api\/(health|auth|contact|profile|account|settings|organizations|invitations|avatars|files|openapi|client-documents|client-change-orders|payments)(\/|$)|^\/sites\//;
/**
 * Where only an organization's admin may change anything (B's member is refused before any lookup): the team, the
 * subscription, API tokens, and a timesheet's corrections, approval and reopening.
 */
const ADMIN_ONLY =
  /^\/api\/(team|subscription|organization\/api-tokens)(\/|$)|^\/api\/time-clock\/(timesheets|punches)\//;
/** POSTs that read: a signed download link for a file the caller may download anyway; a template's preview PDF; a bid's proposal PDF; the analytics export. */
const READS_BY_POST =
  /^\/api\/documents\/\{id\}\/link$|^\/api\/invoicing\/templates\/preview$|^\/api\/v1\/bids\/\{id\}\/proposal$|^\/api\/analytics\/export$/;
/**
 * Writes of the caller's own view of the organization's data, which any role may save: Customize Dashboard; the AI
 * assistant's questions (they write only the asker's history), their history and settings; one's notifications read,
 * and one's own browsers for push notifications.
 */
const OWN_VIEW =
  /^\/api\/analytics\/preferences$|^\/api\/ai\/(chat|settings|conversations\/\{id\})$|^\/api\/notifications\/(\{id\}\/read|read-all|push\/subscriptions)$/;
/** Body and query fields that point at a record of the organization, and which of A's records to put there. */
const REFERENCE_FIELDS: Record<string, string> = {
  projectId: "/api/projects/{id}",
  // Analytics' project filter (comma-separated ids): A's project must add nothing to B's figures.
  projects: "/api/projects/{id}",
  contractId: "/api/contracts/{id}",
  clientId: "/api/clients/{id}",
  siteId: "/api/field/sites/{id}",
  managerId: "/api/team/members/{userId}",
  inspectorId: "/api/team/members/{userId}",
  assigneeId: "/api/team/members/{userId}",
  ballInCourtId: "/api/team/members/{userId}",
  organizationId: "organization",
  // A lien waiver's source: one of the project's pay applications or finance payments.
  payApplicationId: "/api/job-finance/pay-applications/{id}",
  paymentId: "/api/finance/transactions/{id}",
};

let t: TestApp;
let ownerA: TestUser;
let viewerA: TestUser;
let memberB: TestUser;
let operations: Operation[];
/** A's records by the path that addresses one (`/api/projects/{id}`), and A's organization. */
const recordsOfA = new Map<string, string>();

const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function created(res: LightMyRequestResponse): Promise<string> {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await signedInUser(t, { companyName: "Alpha Builders", plan: "enterprise" });
  viewerA = await signedInUser(t, { companyName: "Alpha Viewer's Own" });
  const memberOfA = await signedInUser(t, { companyName: "Alpha Member's Own" });
  const ownerB = await signedInUser(t, { companyName: "Bravo Builders", plan: "enterprise" });
  memberB = await signedInUser(t, { companyName: "Bravo Member's Own" });
  await joinOrganizationOf(t, viewerA, ownerA, "viewer");
  await joinOrganizationOf(t, memberB, ownerB, "member");

  const a = as(t, ownerA);
  const client = await created(await a.post("/api/clients", { name: "Alpha Client" }));
  const project = await created(
    await a.post("/api/projects", {
      name: "Alpha Tower",
      startDate: "2026-03-01",
      endDate: "2026-06-30",
      clientId: client,
    }),
  );
  const task = await created(
    await a.post("/api/gantt/tasks", {
      name: "Alpha Excavation",
      startDate: "2026-03-02",
      endDate: "2026-03-20",
      projectId: project,
    }),
  );
  const contract = await created(
    await a.post("/api/contracts", {
      name: "Alpha Contract",
      clientName: "Alpha Client",
      contractType: "Other",
      startDate: "2026-02-01",
      value: "250k",
      projectId: project,
    }),
  );
  const report = await created(await a.post("/api/contracts/reports", { today: "2026-11-24" }));
  const transaction = await created(
    await a.post("/api/finance/transactions", {
      type: "Payment",
      category: "Labor",
      amount: "1200",
      date: "2026-03-05",
      vendor: "Alpha Crew",
      description: "Week 1",
      projectId: project,
    }),
  );
  const [costCode] = (await a.get("/api/job-finance/cost-codes")).json().costCodes as { id: string }[];
  const changeOrder = await created(
    await a.post(`/api/job-finance/projects/${project}/change-orders`, {
      title: "Alpha Change",
      lines: [{ costCodeId: costCode?.id, costType: "other", amount: "1,000" }],
    }),
  );
  await a.put(`/api/job-finance/projects/${project}/schedule-of-values`, {
    lines: [{ itemNo: "1", description: "Alpha Work", scheduledValue: "10,000" }],
  });
  const payApplication = await created(
    await a.post(`/api/job-finance/projects/${project}/pay-applications`, { periodTo: "2026-11-30" }),
  );
  const financeReport = await created(
    await a.post("/api/finance/reports", { projectId: project, today: "2026-11-24" }),
  );
  const supplier = await created(
    await a.post("/api/procurement/suppliers", { name: "Alpha Supply", email: "alpha-supply@example.com" }),
  );
  const item = await created(
    await a.post("/api/procurement/items", {
      name: "Alpha Cement",
      category: "Concrete",
      quantity: "10",
      unit: "bags",
      unitPrice: "12",
      location: "Yard",
      supplierId: supplier,
    }),
  );
  const order = await created(
    await a.post("/api/procurement/orders", { supplierId: supplier, lines: [{ itemId: item, quantity: 2 }] }),
  );
  const inventoryReport = await created(await a.post("/api/procurement/reports", { today: "2026-11-24" }));
  const document = await created(
    await t.app.inject({
      method: "POST",
      url: `/api/documents?${new URLSearchParams({ name: "Alpha Plan", fileName: "alpha.pdf", projectId: project })}`,
      headers: { cookie: ownerA.cookie, "content-type": "application/pdf" },
      payload: pdf(),
    }),
  );
  const photo = await created(
    await t.app.inject({
      method: "POST",
      url: "/api/photos",
      headers: { cookie: ownerA.cookie, "content-type": "image/jpeg" },
      payload: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c44" } })
        .jpeg()
        .toBuffer(),
    }),
  );
  const sections = (await a.get("/api/invoicing/templates")).json().templates[0].sections;
  const template = await created(
    await a.post("/api/invoicing/templates", { name: "Alpha Template", kind: "estimate", sections }),
  );
  const lines = [{ description: "Alpha work", quantity: 1, unitPrice: 100 }];
  const estimate = await created(
    await a.post("/api/invoicing/estimates", {
      clientName: "Alpha Client",
      number: "EST-2026-0001",
      documentDate: "2026-03-01",
      lines,
    }),
  );
  const invoice = await created(
    await a.post("/api/invoicing/invoices", {
      clientName: "Alpha Client",
      number: "INV-2026-0001",
      documentDate: "2026-03-01",
      dueDate: "2026-03-31",
      lines,
    }),
  );
  // Its sample body cannot be a valid report (a photo id, a time), so A's incident is made here.
  const incident = await created(
    await a.post("/api/safety/incidents", {
      clientKey: crypto.randomUUID(),
      type: "injury",
      location: "Alpha Yard",
      description: "Alpha slip",
    }),
  );
  const safetyReport = await created(
    await a.post("/api/safety/reports", {
      title: "Alpha Safety Report",
      from: "2026-11-01",
      to: "2026-11-30",
      today: "2026-11-24",
    }),
  );
  const inspection = await created(
    await a.post("/api/quality/inspections", {
      clientKey: crypto.randomUUID(),
      title: "Alpha Inspection",
      location: "Alpha Yard",
      inspectorId: (await idsOf(t, ownerA)).userId,
      items: [{ name: "Alpha item" }],
    }),
  );
  const qualityReport = await created(
    await a.post("/api/quality/reports", {
      title: "Alpha Quality Report",
      from: "2026-11-01",
      to: "2026-11-30",
      today: "2026-11-24",
    }),
  );
  const site = await created(
    await a.post("/api/field/sites", {
      clientKey: crypto.randomUUID(),
      name: "Alpha Site",
      location: "Alpha Yard",
      supervisor: "Alpha Foreman",
      projectId: project,
    }),
  );
  const fieldReport = await a.post("/api/field/reports", {
    clientKey: crypto.randomUUID(),
    siteId: site,
    issues: [{ type: "other", description: "Alpha issue" }],
  });
  const dailyReport = await created(fieldReport);
  const punchItem = await created(
    await a.post("/api/punch-lists/items", {
      clientKey: crypto.randomUUID(),
      projectId: project,
      location: "Alpha Lobby",
      description: "Alpha punch",
      photoIds: [photo],
    }),
  );
  const fieldIssue = (fieldReport.json() as { issues: { id: string }[] }).issues[0]?.id ?? "";
  // A's punch: A's owner clocks in at A's site, under a cost code (the list is made on the clock's first read).
  const clock = (await a.get("/api/time-clock/clock")).json() as { costCodes: { id: string }[] };
  const timePunch = await created(
    await a.post("/api/time-clock/punches", {
      clientKey: crypto.randomUUID(),
      kind: "in",
      at: new Date(Date.now() - 60_000).toISOString(),
      utcOffsetMin: 0,
      siteId: site,
      costCodeId: clock.costCodes[0]?.id,
    }),
  );
  const workerOfA = (await idsOf(t, ownerA)).userId;
  // A's RFI and submittal name A's project and people, which a sample body cannot.
  const rfi = await created(await a.post("/api/rfis", { projectId: project, subject: "Alpha RFI" }));
  const submittal = await created(
    await a.post("/api/submittals", {
      projectId: project,
      specSection: "03 30 00",
      title: "Alpha submittal",
      type: "shop_drawing",
      reviewerIds: [(await idsOf(t, ownerA)).userId],
    }),
  );
  // Bids answer in `data` (spec §7), so A's bid is made here rather than through the collection's sample create.
  const bidRes = await a.post("/api/v1/bids", {
    projectName: "Alpha Bid",
    client: "Alpha Client",
    dueDate: "2026-12-01",
    status: "won",
    items: [{ name: "Alpha item", quantity: 1, unitPrice: 10 }],
  });
  expect(bidRes.statusCode, bidRes.body).toBe(201);
  const bid = (bidRes.json() as { data: { id: string } }).data.id;
  // A's website, published, and a message through its contact form (the inbox has no create of its own).
  expect((await a.patch("/api/websites/draft", { template: "general-contractor" })).statusCode).toBe(200);
  expect((await a.post("/api/websites/publish", { slug: "alpha-site" })).statusCode).toBe(200);
  const contact = await t.app.inject({
    method: "POST",
    url: "/sites/alpha-site/contact",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "name=Alpha+Visitor&email=alpha-visitor%40example.com&message=Alpha+message",
  });
  expect(contact.statusCode, contact.body).toBe(303);
  const [siteMessage] = await t.database.db
    .select({ id: websiteMessages.id })
    .from(websiteMessages)
    .where(eq(websiteMessages.name, "Alpha Visitor"));
  if (!siteMessage) throw new Error("no website message of A's");
  // A's owner's AI conversation (made by asking; the chat answers one JSON event a line, the first naming it).
  const chat = await a.post("/api/ai/chat", { content: "/assess-risks", today: "2026-11-24" });
  expect(chat.statusCode, chat.body).toBe(200);
  const conversation =
    (JSON.parse(chat.body.split("\n")[0] ?? "{}") as { conversationId?: string }).conversationId ?? "";
  // A notification of A's owner (an event of A's, fanned out to its admins).
  const { organizationId: orgA } = await idsOf(t, ownerA);
  await recordEvent(t.database.db, {
    organizationId: orgA,
    kind: "stock_low",
    key: "alpha-stock",
    audience: { type: "admins" },
    title: "Alpha stock low",
  });
  await notificationWork(t.app.deps).fanOut();
  const [notice] = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.organizationId, orgA));
  if (!notice) throw new Error("no notification of A's");
  const invitation = await created(
    await a.post("/api/team/invitations", { email: `alpha-invitee-${Date.now()}@example.com`, role: "member" }),
  );
  // After the invitation: Enterprise's three seats are the owner, the viewer and that invitation.
  await joinOrganizationOf(t, memberOfA, ownerA, "member");
  const { userId: memberId, organizationId } = await idsOf(t, memberOfA);
  const [session] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, (await idsOf(t, ownerA)).userId));
  if (!session) throw new Error("no session of A's owner");

  for (const [path, id] of Object.entries({
    "/api/clients/{id}": client,
    "/api/projects/{id}": project,
    // The public API's projects (read through the projects module).
    "/api/v1/projects/{id}": project,
    // A project's financials are addressed by the project.
    "/api/finance/projects/{id}": project,
    "/api/job-finance/projects/{projectId}": project,
    "/api/job-finance/change-orders/{id}": changeOrder,
    "/api/job-finance/pay-applications/{id}": payApplication,
    "/api/notifications/{id}": notice.id,
    "/api/finance/transactions/{id}": transaction,
    "/api/finance/reports/{id}": financeReport,
    "/api/procurement/items/{id}": item,
    "/api/procurement/suppliers/{id}": supplier,
    "/api/procurement/orders/{id}": order,
    "/api/procurement/reports/{id}": inventoryReport,
    "/api/gantt/tasks/{id}": task,
    "/api/invoicing/templates/{id}": template,
    "/api/invoicing/estimates/{id}": estimate,
    "/api/invoicing/invoices/{id}": invoice,
    "/api/contracts/{id}": contract,
    "/api/contracts/reports/{id}": report,
    "/api/documents/{id}": document,
    "/api/safety/incidents/{id}": incident,
    "/api/safety/reports/{id}": safetyReport,
    "/api/quality/inspections/{id}": inspection,
    "/api/quality/reports/{id}": qualityReport,
    "/api/field/sites/{id}": site,
    "/api/field/reports/{id}": dailyReport,
    "/api/field/reports/{id}/issues/{issueId}": fieldIssue,
    "/api/punch-lists/items/{id}": punchItem,
    // A project's punch list PDF is addressed by the project.
    "/api/punch-lists/projects/{projectId}": project,
    "/api/rfis/{id}": rfi,
    "/api/submittals/{id}": submittal,
    // A project's RFI and submittal logs are addressed by the project.
    "/api/rfis/projects/{projectId}": project,
    "/api/submittals/projects/{projectId}": project,
    "/api/photos/{id}": photo,
    // A worker's timesheet is addressed by the worker (a member of A), a punch by its own id.
    "/api/time-clock/timesheets/{userId}": workerOfA,
    "/api/time-clock/punches/{id}": timePunch,
    "/api/v1/bids/{id}": bid,
    "/api/websites/messages/{id}": siteMessage.id,
    "/api/ai/conversations/{id}": conversation,
    "/api/team/invitations/{id}": invitation,
    "/api/team/members/{userId}": memberId,
    "/api/account/sessions/{id}": session.id,
    organization: organizationId,
  })) {
    recordsOfA.set(path, id);
  }
  operations = operationsOf((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json());
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** The addressing part of a path: up to its first parameter (`/api/documents/{id}/file` → `/api/documents/{id}`). */
const addressOf = (path: string) => /^(.*?\{[^}]+\})/.exec(path)?.[1];

/**
 * A's record for a path parameter: a known one, or one made through the collection's own create with the
 * document's sample body (how a later module's records join the matrix without a change here).
 */
async function recordFor(address: string): Promise<string | undefined> {
  const known = recordsOfA.get(address);
  if (known) return known;
  const collection = address.replace(/\/\{[^}]+\}$/, "");
  const create = operations.find((op) => op.method === "POST" && op.path === collection);
  if (!create) return undefined;
  const sample = validRequest(create);
  const res = await t.app.inject({
    method: "POST",
    url: sample.url,
    headers: { cookie: ownerA.cookie, ...(sample.contentType ? { "content-type": sample.contentType } : {}) },
    ...(sample.payload === undefined ? {} : { payload: sample.payload }),
  });
  const id = res.statusCode === 201 ? (res.json() as { id?: unknown }).id : undefined;
  if (typeof id !== "string") return undefined;
  recordsOfA.set(address, id);
  return id;
}

/** The request with A's ids everywhere the operation takes one: path parameters, reference fields in the query and the body. */
async function requestWithIdsOfA(
  op: Operation,
): Promise<{ options: InjectOptions; references: string[] } | { missing: string }> {
  const sample = validRequest(op);
  const url = new URL(sample.url, "http://x");
  let pathname = op.path;
  for (const match of op.path.matchAll(/\{[^}]+\}/g)) {
    const address = addressOf(op.path.slice(0, (match.index ?? 0) + match[0].length));
    const id = address ? await recordFor(address) : undefined;
    if (!id) return { missing: `${op.method} ${op.path}: no record of A's for ${match[0]}` };
    pathname = pathname.replace(match[0], encodeURIComponent(id));
  }
  const references: string[] = [];
  const referenceOf = (field: string) => {
    const target = REFERENCE_FIELDS[field];
    const id = target ? recordsOfA.get(target) : undefined;
    if (id) references.push(field);
    return id;
  };
  for (const key of [...url.searchParams.keys()]) {
    const id = referenceOf(key);
    if (id) url.searchParams.set(key, id);
  }
  let payload = sample.payload;
  if (payload !== undefined && sample.contentType === "application/json") {
    const body: unknown = JSON.parse(payload);
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      for (const key of Object.keys(body)) {
        const id = referenceOf(key);
        if (id) (body as Record<string, unknown>)[key] = id;
      }
      payload = JSON.stringify(body);
    }
  }
  const options: InjectOptions = {
    method: op.method as InjectOptions["method"],
    url: pathname + url.search,
    headers: sample.contentType ? { "content-type": sample.contentType } : {},
    ...(payload === undefined ? {} : { payload }),
  };
  return { options, references };
}

const send = (options: InjectOptions, user: TestUser) =>
  t.app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie: user.cookie } });

const organizationOps = () => operations.filter((op) => !ACCOUNT_OR_PUBLIC.test(op.path));

describe("organization A's records, asked for by someone of organization B", () => {
  it("answers every path id 404 (403 where only an admin may act), and nothing of A's in any answer", async () => {
    const problems: string[] = [];
    const secrets = [
      ...recordsOfA.values(),
      "Alpha Tower",
      "Alpha Client",
      "Alpha Excavation",
      "Alpha Contract",
      "Alpha Plan",
      "Alpha Builders",
    ];
    let withPathIds = 0;
    for (const op of organizationOps()) {
      const built = await requestWithIdsOfA(op);
      if ("missing" in built) {
        problems.push(built.missing);
        continue;
      }
      const res = await send(built.options, memberB);
      const label = `${op.method} ${built.options.url}`;
      const leaked = secrets.filter((s) => res.body.includes(s));
      if (leaked.length > 0) problems.push(`${label}: the answer carries A's ${leaked.join(", ")}`);
      if (ADMIN_ONLY.test(op.path) && op.method !== "GET") {
        if (res.statusCode !== 403) problems.push(`${label}: ${res.statusCode} for a member, not 403`);
      } else if (op.path.includes("{")) {
        withPathIds += 1;
        if (res.statusCode !== 404) problems.push(`${label}: ${res.statusCode}, not 404: ${res.body.slice(0, 200)}`);
      } else if (built.references.length > 0 && op.method !== "GET" && !READS_BY_POST.test(op.path)) {
        // A write that points at A's record is refused; it must not create anything that points there.
        if (res.statusCode < 400 || res.statusCode >= 500)
          problems.push(`${label}: ${res.statusCode} with A's ${built.references.join(", ")}`);
      } else if (res.statusCode >= 500) {
        problems.push(`${label}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
    expect(withPathIds).toBeGreaterThanOrEqual(15);
  }, 120_000);

  it("left A's records as they were", async () => {
    const a = as(t, ownerA);
    const project = await a.get(`/api/projects/${recordsOfA.get("/api/projects/{id}")}`);
    expect(project.statusCode).toBe(200);
    expect(project.json()).toMatchObject({ name: "Alpha Tower" });
    expect((await a.get(`/api/contracts/${recordsOfA.get("/api/contracts/{id}")}`)).json()).toMatchObject({
      name: "Alpha Contract",
    });
    expect((await a.get(`/api/documents/${recordsOfA.get("/api/documents/{id}")}`)).statusCode).toBe(200);
    expect((await a.get(`/api/gantt/tasks/${recordsOfA.get("/api/gantt/tasks/{id}")}`)).statusCode).toBe(200);
    const members = (await a.get("/api/team/members")).json() as { members: { id: string; role: string }[] };
    expect(members.members.find((m) => m.id === recordsOfA.get("/api/team/members/{userId}"))).toMatchObject({
      role: "member",
    });
  });
});

describe("a viewer of organization A", () => {
  it("is refused every write on the organization's data with 403", async () => {
    const problems: string[] = [];
    let writes = 0;
    for (const op of organizationOps().filter(
      (o) => o.method !== "GET" && !READS_BY_POST.test(o.path) && !OWN_VIEW.test(o.path),
    )) {
      const built = await requestWithIdsOfA(op);
      if ("missing" in built) {
        problems.push(built.missing);
        continue;
      }
      writes += 1;
      const res = await send(built.options, viewerA);
      if (res.statusCode !== 403)
        problems.push(`${op.method} ${built.options.url}: ${res.statusCode}, not 403: ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(writes).toBeGreaterThanOrEqual(15);
  }, 120_000);

  it("still reads what the organization holds", async () => {
    const v = as(t, viewerA);
    expect((await v.get(`/api/projects/${recordsOfA.get("/api/projects/{id}")}`)).json()).toMatchObject({
      name: "Alpha Tower",
    });
    expect((await v.get("/api/contracts")).json()).toMatchObject({
      contracts: [expect.objectContaining({ name: "Alpha Contract" })],
    });
  });
});
