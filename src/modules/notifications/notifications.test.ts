import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationEvents, notificationRates } from "../../server/db/schema/index.ts";
import {
  idsOf,
  joinOrganizationOf,
  lastMailTo,
  linkIn,
  signedInUser,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { recordEvent, type NotificationEvent } from "../../server/platform/notify.ts";
import type { NotificationList } from "./notifications.contract.ts";
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_CAP } from "./notifications.constants.ts";
import { notificationWork, sweepOldNotifications } from "./notifications.public.server.ts";
import { NOTIFICATION_RETENTION_DAYS } from "./retention.queries.ts";
import { recordExpiringCertifications } from "../certifications/certifications.public.server.ts";
import { recordTaskDeadlines } from "../gantt/gantt-notices.queries.ts";
import { recordOverdueInvoices } from "../invoicing/invoice-overdue-notices.queries.ts";

// The bell's notifications (issue 30) through the API: an event reaches exactly the people it concerns in its
// organization, once; the list pages newest first; one or all are marked read; nobody sees another's.

const suite = moduleSuite({ plan: "professional" });

/** An organization of an admin, a member and a viewer. */
async function team(name: string): Promise<{ admin: TestUser; member: TestUser; viewer: TestUser; orgId: string }> {
  const admin = await suite.onPlan(name, "Ada Admin");
  const member = await signedInUser(suite.t, { fullName: "Mo Member" });
  const viewer = await signedInUser(suite.t, { fullName: "Vi Viewer" });
  await joinOrganizationOf(suite.t, member, admin, "member");
  await joinOrganizationOf(suite.t, viewer, admin, "viewer");
  return { admin, member, viewer, orgId: (await idsOf(suite.t, admin)).organizationId };
}

const event = (organizationId: string, over: Partial<NotificationEvent> = {}): NotificationEvent => ({
  organizationId,
  kind: "stock_low",
  key: `k-${Math.random()}`,
  audience: { type: "members" },
  title: "Rebar is below its reorder level",
  link: "/dashboard/procurement",
  ...over,
});

const listOf = async (user: TestUser, cursor?: string): Promise<NotificationList> => {
  const res = await suite.as(user).get(`/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** A draft invoice of Acme Homes for $900 made by `user`, due on `dueDate`. */
async function invoiceBy(user: TestUser, dueDate: string): Promise<{ id: string; number: string }> {
  const res = await suite.as(user).post("/api/invoicing/invoices", {
    clientName: "Acme Homes",
    clientEmail: "buyer@acme.example",
    autoNumber: true,
    number: "INV-1",
    documentDate: "2026-11-01",
    dueDate,
    paymentTerms: "Net 30",
    lines: [{ description: "Framing", quantity: "1", unit: "job", unitPrice: "900", taxRate: "0" }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const unreadOf = async (user: TestUser) => (await suite.as(user).get("/api/notifications/unread")).json().unread;

describe("notifications", () => {
  it("tell an event to exactly the people its audience names, in its organization, once", async () => {
    const a = await team("Alpha Build");
    const b = await team("Beta Build");
    const db = suite.t.database.db;
    const { userId: memberId } = await idsOf(suite.t, a.member);
    const { userId: otherOrgsAdmin } = await idsOf(suite.t, b.admin);

    await recordEvent(db, event(a.orgId, { key: "admins", audience: { type: "admins" }, title: "For admins" }));
    // Someone of another organization named in the audience is not told.
    await recordEvent(
      db,
      event(a.orgId, {
        key: "named",
        audience: { type: "users", userIds: [memberId, otherOrgsAdmin] },
        title: "Named",
      }),
    );
    await recordEvent(db, event(a.orgId, { key: "everyone", title: "Everyone" }));
    // Recorded twice under one key (a retried request): told once.
    expect(await recordEvent(db, event(a.orgId, { key: "everyone", title: "Everyone again" }))).toBe(false);
    await notificationWork(suite.t.app.deps).fanOut();
    await notificationWork(suite.t.app.deps).fanOut();

    // Who got what (the order of events recorded within the same millisecond is the list's tie-break, by id).
    const titles = async (u: TestUser) => (await listOf(u)).notifications.map((x) => x.title).sort();
    expect(await titles(a.admin)).toEqual(["Everyone", "For admins"]);
    expect(await titles(a.member)).toEqual(["Everyone", "Named"]);
    expect(await titles(a.viewer)).toEqual(["Everyone"]);
    expect(await titles(b.admin)).toEqual([]);
    expect(await unreadOf(a.member)).toBe(2);
  });

  it("tell a project's team: its manager and the admins", async () => {
    const a = await team("Gamma Build");
    const { userId: memberId } = await idsOf(suite.t, a.member);
    const project = await suite.as(a.admin).post("/api/projects", {
      name: "Pier 9",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      managerId: memberId,
    });
    expect(project.statusCode, project.body).toBe(201);
    await recordEvent(
      suite.t.database.db,
      event(a.orgId, { key: "pier", audience: { type: "project", projectId: project.json().id }, title: "Pier 9" }),
    );
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.member)).notifications.map((x) => x.title)).toEqual(["Pier 9"]);
    expect((await listOf(a.admin)).notifications.map((x) => x.title)).toEqual(["Pier 9"]);
    expect((await listOf(a.viewer)).notifications).toEqual([]);
  });

  it("list newest first a page at a time, mark one and then all read, and keep each person's own", async () => {
    const a = await team("Delta Build");
    const db = suite.t.database.db;
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 5; i++)
      await recordEvent(db, event(a.orgId, { key: `n${i}`, title: `Event ${i}` }));
    await notificationWork(suite.t.app.deps).fanOut();

    const first = await listOf(a.member);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    const second = await listOf(a.member, first.nextCursor ?? "");
    expect(second.nextCursor).toBeNull();
    // Every one once, newest first (events recorded in the same instant in either order).
    const all = [...first.notifications, ...second.notifications];
    expect(new Set(all.map((x) => x.title)).size).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    const times = all.map((x) => Date.parse(x.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const target = first.notifications[0];
    expect(target).toBeDefined();
    // Another person's notification answers 404, and stays unread.
    expect((await suite.as(a.admin).post(`/api/notifications/${target?.id}/read`, {})).statusCode).toBe(404);
    expect((await suite.as(suite.stranger).post(`/api/notifications/${target?.id}/read`, {})).statusCode).toBe(404);
    const read = await suite.as(a.member).post(`/api/notifications/${target?.id}/read`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: target?.id, read: true });
    expect(await unreadOf(a.member)).toBe(NOTIFICATIONS_PAGE_SIZE + 4);
    expect(await unreadOf(a.admin)).toBe(NOTIFICATIONS_PAGE_SIZE + 5);

    // A viewer marks their own read too.
    expect((await suite.as(a.viewer).post("/api/notifications/read-all", {})).json()).toEqual({ unread: 0 });
    expect(await unreadOf(a.viewer)).toBe(0);
    expect(await unreadOf(a.member)).toBe(NOTIFICATIONS_PAGE_SIZE + 4);

    expect((await suite.as(a.member).get("/api/notifications?cursor=nonsense")).statusCode).toBe(400);
    expect((await suite.as(null).get("/api/notifications/unread")).statusCode).toBe(401);
  });

  it(`count the unread up to ${UNREAD_CAP}`, async () => {
    const a = await team("Epsilon Build");
    const db = suite.t.database.db;
    for (let i = 0; i < UNREAD_CAP + 3; i++)
      await recordEvent(db, event(a.orgId, { key: `c${i}`, audience: { type: "admins" } }));
    await notificationWork(suite.t.app.deps).fanOut(500);
    expect(await unreadOf(a.admin)).toBe(UNREAD_CAP);
  });

  it("tell the admins when someone joins from an invitation", async () => {
    // Enterprise: its seats take a second person.
    const admin = await signedInUser(suite.t, { companyName: "Zeta Build", fullName: "Zed Admin", plan: "enterprise" });
    const invite = await suite.as(admin).post("/api/team/invitations", { email: "newbie@example.com", role: "member" });
    expect(invite.statusCode, invite.body).toBe(201);
    const mail = await lastMailTo(suite.t.database, "newbie@example.com");
    const token = new URL(linkIn(mail?.text ?? "")).pathname.split("/").pop() ?? "";
    const newbie = await signedInUser(suite.t, { email: "newbie@example.com", fullName: "New Bie" });
    const accepted = await suite.as(newbie).post(`/api/invitations/${token}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(admin)).notifications[0]).toMatchObject({
      kind: "member_joined",
      title: "newbie@example.com joined the team",
      link: "/dashboard/profile#team",
    });
  });

  it("tell the admins of an incident reported and of a message through the website", async () => {
    const a = await team("Eta Build");
    const incident = await suite.as(a.member).post("/api/safety/incidents", {
      clientKey: crypto.randomUUID(),
      type: "injury",
      location: "Level 3, east stair",
      description: "Worker slipped on wet formwork.",
      severity: "critical",
    });
    expect(incident.statusCode, incident.body).toBe(201);
    expect((await suite.as(a.admin).patch("/api/websites/draft", { template: "general-contractor" })).statusCode).toBe(
      200,
    );
    expect((await suite.as(a.admin).post("/api/websites/publish", { slug: "eta-build" })).statusCode).toBe(200);
    const contact = await suite.t.app.inject({
      method: "POST",
      url: "/sites/eta-build/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Val+Visitor&email=val%40example.com&message=Can+you+quote+a+deck%3F",
    });
    expect(contact.statusCode, contact.body).toBe(303);
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.admin)).notifications.map((x) => [x.kind, x.title])).toEqual([
      ["website_message", "A message from Val Visitor through your website"],
      ["incident_reported", "Critical incident reported: injury"],
    ]);
    expect((await listOf(a.member)).notifications).toEqual([]);
  });

  it("tell a purchase order received to its project's team, but not the one who received it", async () => {
    const a = await team("Theta Build");
    const { userId: memberId } = await idsOf(suite.t, a.member);
    const as = suite.as(a.admin);
    const project = await as.post("/api/projects", {
      name: "Dock 4",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      managerId: memberId,
    });
    const supplier = await as.post("/api/procurement/suppliers", { name: "Bay Steel", email: "orders@baysteel.test" });
    const item = await as.post("/api/procurement/items", {
      name: "Rebar #5",
      category: "Materials",
      quantity: 0,
      unit: "bar",
      unitPrice: "12",
      location: "Yard",
    });
    const order = await as.post("/api/procurement/orders", {
      supplierId: supplier.json().id,
      projectId: project.json().id,
      lines: [{ itemId: item.json().id, quantity: "10" }],
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await as.post(`/api/procurement/orders/${order.json().id}/send`, {})).statusCode).toBe(200);
    const received = await as.post(`/api/procurement/orders/${order.json().id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    await notificationWork(suite.t.app.deps).fanOut();
    const told = (await listOf(a.member)).notifications;
    expect(told.map((x) => [x.kind, x.link])).toEqual([
      ["purchase_order_received", `/dashboard/procurement/orders/${order.json().id}`],
    ]);
    expect((await listOf(a.admin)).notifications).toEqual([]);
  });

  it("tell the admins when a movement takes an item below its reorder level, not again while it stays low", async () => {
    const a = await team("Iota Build");
    const item = await suite.as(a.admin).post("/api/procurement/items", {
      name: "Rebar #4",
      category: "Materials",
      quantity: 20,
      unit: "bar",
      unitPrice: "9",
      location: "Yard",
      reorderPoint: 10,
    });
    expect(item.statusCode, item.body).toBe(201);
    const move = (quantity: string) =>
      suite.as(a.member).post(`/api/procurement/items/${item.json().id}/movements`, {
        kind: "adjusted",
        quantity,
        reason: "count",
      });
    expect((await move("-5")).statusCode).toBe(201);
    expect((await move("-8")).statusCode).toBe(201);
    expect((await move("-1")).statusCode).toBe(201);
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.admin)).notifications.map((x) => [x.kind, x.title, x.body])).toEqual([
      ["stock_low", "Rebar #4 is below its reorder level", "7 bar left."],
    ]);
    expect((await listOf(a.member)).notifications).toEqual([]);
  });

  it("tell the one who added a certification when it expires within 14 days, once per expiry date", async () => {
    const a = await team("Kappa Build");
    const add = async (name: string, expiryDate: string) => {
      const res = await suite
        .as(a.member)
        .post("/api/safety/certifications?today=2026-12-01", { name, issueDate: "2026-01-10", expiryDate });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add("Crane Operator Licence", "2026-12-10");
    await add("Scaffold Permit", "2026-12-21");
    const db = suite.t.database.db;
    expect(await recordExpiringCertifications(db, "2026-12-01")).toBeGreaterThanOrEqual(1);
    await recordExpiringCertifications(db, "2026-12-02");
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.member)).notifications.map((x) => [x.kind, x.title, x.link])).toEqual([
      ["certification_expiring", "Crane Operator Licence expires on 2026-12-10", "/dashboard/safety"],
    ]);
    expect((await listOf(a.admin)).notifications).toEqual([]);
  });

  it("tell a member a task assigned to them by name or e-mail, then when it is due tomorrow and when it is late", async () => {
    const a = await team("Lambda Build");
    const task = async (name: string, endDate: string, assignee: string) => {
      const res = await suite
        .as(a.admin)
        .post("/api/gantt/tasks", { name, startDate: "2026-11-20", endDate, assignee, progress: 10 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const pour = await task("Pour slab", "2026-12-02", "mo member");
    // Given back to the same person (another spelling): not told again; to the one assigning: never told.
    expect((await suite.as(a.admin).patch(`/api/gantt/tasks/${pour}`, { assignee: "Mo Member" })).statusCode).toBe(200);
    await task("Order rebar", "2026-11-28", "Ada Admin");
    await task("Frame walls", "2026-11-29", "Someone Else");
    const db = suite.t.database.db;
    await recordTaskDeadlines(db, "2026-12-01");
    await recordTaskDeadlines(db, "2026-12-01");
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.member)).notifications.map((x) => [x.kind, x.title])).toEqual([
      ["task_due_tomorrow", "Pour slab is due tomorrow"],
      ["task_assigned", "Pour slab was assigned to you"],
    ]);
    // The admin's own late task, and one whose assignee is no member (told to the admins).
    expect((await listOf(a.admin)).notifications.map((x) => [x.kind, x.title]).sort()).toEqual([
      ["task_late", "Frame walls is late"],
      ["task_late", "Order rebar is late"],
    ]);
    expect((await listOf(a.viewer)).notifications).toEqual([]);
  });

  it("tell the one who made an invoice when it is overdue, once per due date, and not when it is paid or a draft", async () => {
    const a = await team("Mu Build");
    const late = await invoiceBy(a.member, "2026-11-20");
    await invoiceBy(a.member, "2026-11-21");
    const notYet = await invoiceBy(a.member, "2026-12-20");
    for (const inv of [late, notYet])
      expect((await suite.as(a.member).post(`/api/invoicing/invoices/${inv.id}/send`, {})).statusCode).toBe(200);
    const db = suite.t.database.db;
    await recordOverdueInvoices(db, "2026-12-01");
    await recordOverdueInvoices(db, "2026-12-02");
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.member)).notifications.map((x) => [x.kind, x.title, x.link])).toEqual([
      ["invoice_overdue", `Invoice ${late.number} for Acme Homes is overdue`, `/dashboard/invoices/${late.id}`],
    ]);
  });

  it("tell every overdue invoice and late task when more are due than one sweep takes", async () => {
    const a = await team("Xi Build");
    const db = suite.t.database.db;
    const sweepAll = async (sweep: () => Promise<number>) => {
      for (let i = 0; i < 10; i++) if ((await sweep()) === 0) return;
    };
    for (const dueDate of ["2026-11-10", "2026-11-11", "2026-11-12"]) {
      const { id } = await invoiceBy(a.member, dueDate);
      const sent = await suite.as(a.member).post(`/api/invoicing/invoices/${id}/send`, {});
      expect(sent.statusCode, sent.body).toBe(200);
    }
    for (const name of ["Hang doors", "Paint trim", "Set tile"]) {
      const res = await suite.as(a.admin).post("/api/gantt/tasks", {
        name,
        startDate: "2026-11-20",
        endDate: "2026-11-27",
        assignee: "Mo Member",
        progress: 10,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // One at a time: each sweep takes the next not yet told, not the first again.
    await sweepAll(() => recordOverdueInvoices(db, "2026-11-28", 1));
    await sweepAll(() => recordTaskDeadlines(db, "2026-11-28", 1));
    await notificationWork(suite.t.app.deps).fanOut();
    const told = (await listOf(a.member)).notifications.map((x) => x.kind);
    expect(told.filter((k) => k === "invoice_overdue")).toHaveLength(3);
    expect(told.filter((k) => k === "task_late")).toHaveLength(3);
  });

  it("keep a year of notifications: older events go with their notifications and deliveries", async () => {
    const a = await team("Omicron Build");
    const db = suite.t.database.db;
    await recordEvent(db, event(a.orgId, { key: "old", title: "Last year's" }));
    await recordEvent(db, event(a.orgId, { key: "new", title: "This year's" }));
    await notificationWork(suite.t.app.deps).fanOut();
    const now = new Date();
    const longAgo = new Date(now.getTime() - (NOTIFICATION_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    await db
      .update(notificationEvents)
      .set({ createdAt: longAgo })
      .where(and(eq(notificationEvents.organizationId, a.orgId), eq(notificationEvents.key, "old")));
    await db.insert(notificationRates).values([
      { organizationId: a.orgId, channel: "email", hour: longAgo, count: 3 },
      // Slack: no channel of this organization's counted this hour yet.
      {
        organizationId: a.orgId,
        channel: "slack",
        hour: new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000),
        count: 1,
      },
    ]);
    expect(await sweepOldNotifications(db, now)).toBeGreaterThanOrEqual(2);
    expect((await listOf(a.member)).notifications.map((x) => x.title)).toEqual(["This year's"]);
    const hours = await db.select().from(notificationRates).where(eq(notificationRates.organizationId, a.orgId));
    expect(hours.filter((h) => h.hour.getTime() < now.getTime() - 2 * 86_400_000)).toEqual([]);
    expect(hours.filter((h) => h.channel === "slack").map((h) => h.count)).toEqual([1]);
    expect(await sweepOldNotifications(db, now)).toBe(0);
  });

  it("tell a change to a person's security in their bell too", async () => {
    const a = await team("Nu Build");
    const res = await suite.as(a.member).post("/api/account/password", {
      currentPassword: a.member.password,
      newPassword: "another-secret-pass",
      confirmPassword: "another-secret-pass",
    });
    expect(res.statusCode, res.body).toBe(200);
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.member)).notifications.map((x) => [x.kind, x.title])).toEqual([
      ["security_alert", "Your password was changed"],
    ]);
    expect((await listOf(a.admin)).notifications).toEqual([]);
  });

  it("tell a member a punch item and an RFI that became theirs, in the bell, not the one who assigned them", async () => {
    const a = await team("Omega Build");
    const { userId: memberId } = await idsOf(suite.t, a.member);
    const project = await suite
      .as(a.admin)
      .post("/api/projects", { name: "Dock 4", startDate: "2026-01-01", endDate: "2026-12-31" });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json().id as string;
    const punch = await suite.as(a.admin).post("/api/punch-lists/items", {
      clientKey: crypto.randomUUID(),
      projectId,
      location: "Level 2, east stair",
      description: "Fix the handrail bracket",
      assigneeId: memberId,
    });
    expect(punch.statusCode, punch.body).toBe(201);
    const rfi = await suite
      .as(a.admin)
      .post("/api/rfis", { projectId, subject: "Handrail height", ballInCourtId: memberId, open: true });
    expect(rfi.statusCode, rfi.body).toBe(201);
    await notificationWork(suite.t.app.deps).fanOut();
    expect((await listOf(a.member)).notifications.map((x) => [x.kind, x.title, x.link])).toEqual([
      [
        "rfi_assigned",
        `${rfi.json().number} for Dock 4 is yours to answer: Handrail height`,
        `/dashboard/rfis/${rfi.json().id}`,
      ],
      ["punch_item_assigned", "Punch item assigned to you: Level 2, east stair", "/dashboard/punch-lists"],
    ]);
    expect((await listOf(a.admin)).notifications).toEqual([]);
  });
});
