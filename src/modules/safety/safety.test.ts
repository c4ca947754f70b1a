import { describe, expect, it } from "vitest";
import { READ_ONLY, READ_ONLY_MSG } from "../../shared/read-only.ts";
import { eq } from "drizzle-orm";
import { idsOf, joinOrganizationOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText } from "../../server/testing/report-files.ts";
import { safetyChecklistItems, safetyIncidents } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { hit } from "../../server/platform/rate-limit.ts";
import { MSG } from "../../shared/messages.ts";
import { PHOTO_MSG } from "../../shared/photos.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import type { Certification, CertificationList } from "../certifications/certifications.contract.ts";
import type { Checklist, ChecklistItem, Incident, IncidentList, SafetySummary } from "./safety.contract.ts";
import { MAX_CHECKLIST_ITEMS, SAFETY_MSG } from "./safety.constants.ts";
import { safetyCertificationsExpiringBetween } from "./safety.queries.ts";

/** Safety comes with the Professional plan (decision 17). */
const suite = moduleSuite({ plan: "professional" });

const MISSING = SAFETY_MSG.missingFields;

const report = (overrides: object = {}) => ({
  clientKey: crypto.randomUUID(),
  type: "injury",
  location: "Level 3, east stair",
  description: "Worker slipped on wet formwork.",
  ...overrides,
});

const fullReport = () =>
  report({
    date: "2026-11-20",
    time: "14:35",
    severity: "major",
    involvedPersons: [
      {
        name: "Sam Carpenter",
        role: "Carpenter",
        injury: "Sprained wrist",
        treatment: "First aid on site, clinic visit",
      },
      { name: "Lee Foreman", role: "Foreman" },
    ],
    witnesses: "Pat Labourer",
    immediateActions: "Area cordoned off, formwork dried, anti-slip mats laid.",
  });

async function reported(user: TestUser, body: object = report()): Promise<Incident> {
  const res = await suite.as(user).post("/api/safety/incidents", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function summaryOf(user: TestUser, today: string): Promise<SafetySummary> {
  const res = await suite.as(user).get(`/api/safety/summary?today=${today}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const move = (user: TestUser, id: string, status: string) =>
  suite.as(user).post(`/api/safety/incidents/${id}/status`, { status });

const uploadedPhoto = (user: TestUser) => suite.uploadedPhoto(user, { r: 200, g: 80, b: 0 });

async function scopeOf(user: TestUser): Promise<Scope> {
  const { userId, organizationId } = await idsOf(suite.t, user);
  return { userId, organizationId, role: "admin" };
}

describe("reporting an incident", () => {
  it("keeps every field of the form, starts Under Investigation with the caller as reporter, and reads back the same", async () => {
    const body = fullReport();
    const incident = await reported(suite.owner, body);
    expect(incident).toMatchObject({
      clientKey: body.clientKey,
      type: "injury",
      location: "Level 3, east stair",
      date: "2026-11-20",
      time: "14:35",
      severity: "major",
      status: "Under Investigation",
      description: "Worker slipped on wet formwork.",
      involvedPersons: [
        {
          name: "Sam Carpenter",
          role: "Carpenter",
          injury: "Sprained wrist",
          treatment: "First aid on site, clinic visit",
        },
        { name: "Lee Foreman", role: "Foreman", injury: "", treatment: "" },
      ],
      witnesses: "Pat Labourer",
      immediateActions: "Area cordoned off, formwork dried, anti-slip mats laid.",
      photoIds: [],
      photos: [],
      reportedBy: { fullName: "Olivia Owner" },
      resolvedAt: null,
      closedAt: null,
    });
    expect((await suite.as(suite.owner).get(`/api/safety/incidents/${incident.id}`)).json()).toEqual(incident);
  });

  it("needs only type, location and description: minor, no time, no people, dated today", async () => {
    const incident = await reported(suite.owner, report({ type: "near-miss" }));
    expect(incident).toMatchObject({
      type: "near-miss",
      severity: "minor",
      time: null,
      involvedPersons: [],
      witnesses: "",
      immediateActions: "",
    });
    expect(incident.date).toBe(new Date().toISOString().slice(0, 10));
    // A form's blank date and time read as not given.
    expect(await reported(suite.owner, report({ date: "", time: " " }))).toMatchObject({
      date: incident.date,
      time: null,
    });
  });

  it("answers the spec's required-fields message for a missing or blank type, location and description, on that field", async () => {
    for (const missing of ["type", "location", "description"] as const) {
      const body: Record<string, unknown> = report();
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/safety/incidents", body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error, missing).toMatchObject({ message: MISSING, fields: { [missing]: MISSING } });
    }
    const blank = await suite
      .as(suite.owner)
      .post("/api/safety/incidents", report({ type: "", location: "  ", description: "" }));
    expect(blank.json().error.fields).toEqual({ type: MISSING, location: MISSING, description: MISSING });
  });

  it("refuses a type or severity off the list, a bad date or time, a date after tomorrow, a nameless person and a missing key", async () => {
    const refused = async (body: object) => {
      const res = await suite.as(suite.owner).post("/api/safety/incidents", body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect((await refused(report({ type: "fire" }))).type).toBe(
      "Choose an incident type: injury, near-miss, property-damage, environmental, security.",
    );
    expect((await refused(report({ severity: "catastrophic" }))).severity).toBe(
      "Choose a severity: minor, moderate, major, critical.",
    );
    expect((await refused(report({ date: "2026-02-30" }))).date).toBe(SAFETY_MSG.invalidDate);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await refused(report({ date: later }))).date).toBe(SAFETY_MSG.futureDate);
    // Checked against the reporter's today as sent (a browser east of UTC), never later than UTC's tomorrow.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    expect((await reported(suite.owner, report({ date: day(2), today: day(1) }))).date).toBe(day(2));
    expect((await refused(report({ date: day(3), today: day(5) }))).date).toBe(SAFETY_MSG.futureDate);
    expect((await refused(report({ time: "24:00" }))).time).toBe(SAFETY_MSG.invalidTime);
    expect((await refused(report({ time: "9:30" }))).time).toBe(SAFETY_MSG.invalidTime);
    expect(
      (await refused(report({ involvedPersons: [{ name: " ", role: "Carpenter" }] })))["involvedPersons.0.name"],
    ).toBe(SAFETY_MSG.personName);
    expect((await refused(report({ clientKey: undefined }))).clientKey).toBe(SAFETY_MSG.clientKey);
    expect((await refused(report({ clientKey: "offline-1" }))).clientKey).toBe(SAFETY_MSG.clientKey);
  });

  it("carries the organization's own photos, and refuses another organization's or unknown ones", async () => {
    const mine = await uploadedPhoto(suite.owner);
    const theirs = await uploadedPhoto(suite.stranger);
    const incident = await reported(suite.owner, report({ photoIds: [mine.id] }));
    expect(incident.photoIds).toEqual([mine.id]);
    expect(incident.photos).toEqual([
      { id: mine.id, width: 40, height: 30, caption: "", url: mine.url, thumbUrl: mine.thumbUrl },
    ]);

    for (const photoIds of [[theirs.id], [mine.id, crypto.randomUUID()]]) {
      const res = await suite.as(suite.owner).post("/api/safety/incidents", report({ photoIds }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message: PHOTO_MSG.notYours, fields: { photoIds: PHOTO_MSG.notYours } });
    }
    expect(
      (await suite.as(suite.owner).post("/api/safety/incidents", report({ photoIds: [mine.id, mine.id] }))).statusCode,
    ).toBe(400);
  });
});

describe("an offline re-send", () => {
  it("answers the incident already reported under the same key (200), never a second one", async () => {
    const user = await suite.onPlan("Resend Co");
    const body = fullReport();
    const first = await suite.as(user).post("/api/safety/incidents", body);
    expect(first.statusCode).toBe(201);
    const again = await suite.as(user).post("/api/safety/incidents", body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Even when the copy differs (the first one counts).
    expect(
      (await suite.as(user).post("/api/safety/incidents", { ...body, location: "Elsewhere" })).json(),
    ).toMatchObject({ id: first.json().id, location: "Level 3, east stair" });
    expect(((await suite.as(user).get("/api/safety/incidents")).json() as IncidentList).incidents).toHaveLength(1);
  });

  it("makes one incident of two copies arriving at once", async () => {
    const user = await suite.onPlan("Race Co");
    const body = report();
    const responses = await Promise.all([
      suite.as(user).post("/api/safety/incidents", body),
      suite.as(user).post("/api/safety/incidents", body),
      suite.as(user).post("/api/safety/incidents", body),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => (r.json() as Incident).id)).size).toBe(1);
    const { organizationId } = await idsOf(suite.t, user);
    expect(
      await suite.t.database.db
        .select()
        .from(safetyIncidents)
        .where(eq(safetyIncidents.organizationId, organizationId)),
    ).toHaveLength(1);
  });

  it("keys per organization: another organization's key makes its own incident and learns nothing", async () => {
    const body = report({ description: "Owner's secret description" });
    const mine = await reported(suite.owner, body);
    const theirs = await suite
      .as(suite.stranger)
      .post("/api/safety/incidents", { ...body, description: "Stranger's own" });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.id);
    expect(theirs.body).not.toContain("secret");
  });
});

describe("the status flow", () => {
  it("goes Under Investigation → Resolved → Closed, may reopen a Resolved one, and answers 409 to any other move", async () => {
    const incident = await reported(suite.owner);
    const skip = await move(suite.owner, incident.id, "Closed");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe("An incident that is Under Investigation cannot be moved to Closed.");

    const resolved: Incident = (await move(suite.owner, incident.id, "Resolved")).json();
    expect(resolved).toMatchObject({ status: "Resolved", closedAt: null });
    expect(resolved.resolvedAt).not.toBeNull();
    const reopened: Incident = (await move(suite.owner, incident.id, "Under Investigation")).json();
    expect(reopened).toMatchObject({ status: "Under Investigation", resolvedAt: null, closedAt: null });

    await move(suite.owner, incident.id, "Resolved");
    const closed = await move(suite.owner, incident.id, "Closed");
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: "Closed" });
    expect(closed.json().closedAt).not.toBeNull();
    expect(closed.json().resolvedAt).not.toBeNull();

    for (const to of ["Resolved", "Under Investigation", "Closed"]) {
      const res = await move(suite.owner, incident.id, to);
      expect(res.statusCode, to).toBe(409);
      expect(res.json().error.message).toBe(
        to === "Closed" ? "This incident is already Closed." : `An incident that is Closed cannot be moved to ${to}.`,
      );
    }
    expect((await move(suite.owner, incident.id, "Reopened")).statusCode).toBe(400);
    expect((await move(suite.owner, "no-such-incident", "Resolved")).statusCode).toBe(404);
  });
});

describe("the incident list", () => {
  it("is newest date first, searched and filtered by status, severity and type, and paged", async () => {
    const user = await suite.onPlan("List Co");
    const add = (date: string, type: string, severity: string, location: string, description = "Noted.") =>
      reported(user, report({ date, type, severity, location, description }));
    const a = await add("2026-09-01", "injury", "minor", "Gate A");
    const b = await add("2026-10-15", "near-miss", "moderate", "Crane pad", "Load swung near 50% of crew");
    const c = await add("2026-10-15", "property-damage", "major", "Yard");
    const d = await add("2026-11-02", "environmental", "critical", "Wash-out bay", "Diesel spill");
    const e = await add("2026-08-20", "security", "minor", "Site office");
    await move(user, b.id, "Resolved");
    const list = async (query: string): Promise<Incident[]> => {
      const res = await suite.as(user).get(`/api/safety/incidents${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as IncidentList).incidents;
    };
    const ids = (l: Incident[]) => l.map((x) => x.id);
    // Same date: the one reported last first.
    expect(ids(await list(""))).toEqual([d.id, c.id, b.id, a.id, e.id]);
    expect(ids(await list("?status=Resolved"))).toEqual([b.id]);
    expect(ids(await list("?status=Under%20Investigation&severity=minor"))).toEqual([a.id, e.id]);
    expect(ids(await list("?type=environmental"))).toEqual([d.id]);
    expect(ids(await list("?q=DIESEL"))).toEqual([d.id]);
    expect(ids(await list("?q=crane"))).toEqual([b.id]);
    expect(ids(await list("?q=50%25"))).toEqual([b.id]);

    const first = (await suite.as(user).get("/api/safety/incidents?limit=2")).json() as IncidentList;
    const second = (
      await suite.as(user).get(`/api/safety/incidents?limit=2&cursor=${first.nextCursor}`)
    ).json() as IncidentList;
    const third = (
      await suite.as(user).get(`/api/safety/incidents?limit=2&cursor=${second.nextCursor}`)
    ).json() as IncidentList;
    expect([...ids(first.incidents), ...ids(second.incidents), ...ids(third.incidents)]).toEqual([
      d.id,
      c.id,
      b.id,
      a.id,
      e.id,
    ]);
    expect(third.nextCursor).toBeNull();

    for (const bad of ["?cursor=garbage", "?status=Open", "?severity=huge", "?type=fire", "?limit=0"]) {
      const res = await suite.as(user).get(`/api/safety/incidents${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });
});

describe("the stat cards", () => {
  it("are empty for a new organization: no incident yet, no Compliance Rate, no score", async () => {
    const user = await suite.onPlan("Fresh Co");
    const s = await summaryOf(user, "2026-11-25");
    expect(s).toMatchObject({
      today: "2026-11-25",
      openIncidents: 0,
      openBySeverity: { minor: 0, moderate: 0, major: 0, critical: 0 },
      daysWithoutIncident: null,
      lastIncidentDate: null,
      complianceRate: null,
      compliantItems: 0,
      checklistItems: 0,
      safetyScore: { score: null, parts: [] },
      recentIncidents: [],
    });
    expect(s.safetyScore.explanation).toContain("Compliance Rate counts 50%");
  });

  it("are computed from the records (figures worked out by hand)", async () => {
    const user = await suite.onPlan("Figures Co");
    // Checklist: 4 items, 3 compliant → 75 %.
    const items: ChecklistItem[] = [];
    for (const item of ["Hard hats worn", "Scaffold tagged", "First aid kit stocked", "Fire extinguishers inspected"]) {
      const res = await suite.as(user).post("/api/safety/checklist", { item });
      expect(res.statusCode, res.body).toBe(201);
      items.push(res.json());
    }
    for (const item of items.slice(0, 3))
      await suite.as(user).put(`/api/safety/checklist/${item.id}/check`, { compliant: true });

    // Incidents: the newest on Nov 13 (12 days before Nov 25); open: one moderate, one minor.
    const add = (date: string, severity: string) => reported(user, report({ date, severity }));
    const resolved = await add("2026-10-01", "critical");
    const closed = await add("2026-11-01", "major");
    await add("2026-11-13", "moderate");
    await add("2026-11-10", "minor");
    await add("2026-08-01", "minor").then((x) => move(user, x.id, "Resolved"));
    await add("2026-07-01", "major").then((x) => move(user, x.id, "Resolved"));
    await move(user, resolved.id, "Resolved");
    await move(user, closed.id, "Resolved");
    await move(user, closed.id, "Closed");

    const s = await summaryOf(user, "2026-11-25");
    expect(s).toMatchObject({
      openIncidents: 2,
      openBySeverity: { minor: 1, moderate: 1, major: 0, critical: 0 },
      daysWithoutIncident: 12,
      lastIncidentDate: "2026-11-13",
      complianceRate: 75,
      compliantItems: 3,
      checklistItems: 4,
    });
    // Compliance 75; open incidents 100 − 10 − 5 = 85; 12 days → 12 / 90 → 13. (50 × 75 + 30 × 85 + 20 × 13) / 100 = 65.6 → 66.
    expect(s.safetyScore.score).toBe(66);
    expect(s.safetyScore.parts.map((p) => [p.key, p.weight, p.points])).toEqual([
      ["compliance", 50, 75],
      ["openIncidents", 30, 85],
      ["daysWithoutIncident", 20, 13],
    ]);
    expect(s.safetyScore.calculation).toBe(
      "Compliance Rate 75 × 50% + Open incidents 85 × 30% + Days without incident 13 × 20% = 66%",
    );
    // Recent Safety Records: the 5 newest by date (of 6).
    expect(s.recentIncidents.map((x) => x.date)).toEqual([
      "2026-11-13",
      "2026-11-10",
      "2026-11-01",
      "2026-10-01",
      "2026-08-01",
    ]);

    // On the day of the newest incident, and as time passes.
    expect((await summaryOf(user, "2026-11-13")).daysWithoutIncident).toBe(0);
    expect((await summaryOf(user, "2027-01-01")).daysWithoutIncident).toBe(49);
    // Unchecking an item: 2 of 4 = 50 %.
    await suite.as(user).put(`/api/safety/checklist/${items[0]?.id}/check`, { compliant: false });
    expect((await summaryOf(user, "2026-11-25")).complianceRate).toBe(50);
    expect((await suite.as(user).get("/api/safety/summary?today=2026-13-01")).statusCode).toBe(400);
  });
});

describe("an incident's report PDF (spec: incident-report downloads)", () => {
  const pdfOf = (user: TestUser, id: string) => suite.as(user).get(`/api/safety/incidents/${id}/pdf`);
  const textOf = async (res: Awaited<ReturnType<typeof pdfOf>>) => (await pdfText(res.rawPayload)).replace(/\s+/g, " ");

  it("holds every field, the people involved, the status history and the photo count, named for its day", async () => {
    const photo = await uploadedPhoto(suite.owner);
    const incident = await reported(suite.owner, { ...fullReport(), photoIds: [photo.id] });
    for (const status of ["Resolved", "Closed"])
      expect((await move(suite.owner, incident.id, status)).statusCode).toBe(200);
    const res = await pdfOf(suite.owner, incident.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="incident-2026-11-20-${incident.id.slice(0, 8)}.pdf"`,
    );
    const text = await textOf(res);
    for (const part of [
      ...[
        "Owner Builders",
        "Incident Report",
        "Injury at Level 3, east stair",
        "Major",
        "Nov 20, 2026",
        "14:35",
        "Worker slipped on wet formwork.",
        "Pat Labourer",
      ],
      ...[
        "Area cordoned off, formwork dried, anti-slip mats laid.",
        "Sam Carpenter",
        "Carpenter",
        "Sprained wrist",
        "First aid on site, clinic visit",
        "Lee Foreman",
      ],
      ...[
        "Reported By Olivia Owner",
        "Status History",
        "Reported (Under Investigation)",
        "Resolved",
        "Closed",
        "People Involved 2",
        "Photos 1",
      ],
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it("of a bare, reopened incident: no one named, nothing but its report in the history", async () => {
    const incident = await reported(suite.owner, report({ type: "near-miss", location: "Gate 4" }));
    for (const status of ["Resolved", "Under Investigation"]) await move(suite.owner, incident.id, status);
    const text = await textOf(await pdfOf(suite.owner, incident.id));
    for (const part of ["Near Miss at Gate 4", "Minor", "Under Investigation", "No one named.", "Photos 0"])
      expect(text, part).toContain(part);
    expect(text).not.toContain("Resolved");
  });

  it("counts against the account's report PDFs: past the hour's 60, 429", async () => {
    const busy = await suite.onPlan("Busy Safety Co");
    const incident = await reported(busy);
    const { userId } = await idsOf(suite.t, busy);
    for (let n = 0; n < 60; n++) await hit(suite.t.database.db, `report-pdf:user:${userId}`, 60 * 60_000);
    const refused = await pdfOf(busy, incident.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MSG.reportPdfLimit);
  });
});

describe("safety certifications (the shared piece, decision 0029, under /api/safety)", () => {
  it("are added, listed and downloaded as a one-page PDF; the overview asks for those expiring in a period", async () => {
    const user = await suite.onPlan("Certs Co");
    const body = {
      name: "Hot Work Permit",
      number: "HW-7",
      issuingAuthority: "Fire Marshal",
      expiryDate: "2026-12-20",
      renewalRequirements: "Yearly fire watch training.",
    };
    const res = await suite.as(user).post("/api/safety/certifications?today=2026-12-01", body);
    expect(res.statusCode, res.body).toBe(201);
    const c: Certification = res.json();
    expect(c).toMatchObject({ ...body, status: "expiring" });
    const list: CertificationList = (await suite.as(user).get("/api/safety/certifications?today=2026-12-01")).json();
    expect(list.certifications.map((x) => x.name)).toEqual(["Hot Work Permit"]);

    const pdf = await suite.as(user).get(`/api/safety/certifications/${c.id}/pdf?today=2026-12-01`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-disposition"]).toBe('attachment; filename="safety-certification-HW-7.pdf"');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, " ");
    for (const part of [
      "SAFETY CERTIFICATION",
      "Hot Work Permit",
      "HW-7",
      "Fire Marshal",
      "Dec 20, 2026",
      "Expiring",
      "Yearly fire watch training.",
    ])
      expect(text).toContain(part);
    expect((await suite.as(suite.stranger).get(`/api/safety/certifications/${c.id}/pdf`)).statusCode).toBe(404);

    expect(
      (
        await safetyCertificationsExpiringBetween(
          suite.t.database.db,
          await scopeOf(user),
          "2026-12-01",
          "2026-12-31",
          10,
        )
      ).map((x) => [x.name, x.expires]),
    ).toEqual([["Hot Work Permit", "2026-12-20"]]);
    expect(
      await safetyCertificationsExpiringBetween(
        suite.t.database.db,
        await scopeOf(suite.stranger),
        "2026-01-01",
        "2028-01-01",
        10,
      ),
    ).toEqual([]);
  });
});

describe("the compliance checklist", () => {
  it("adds, renames, checks (who and when), unchecks and deletes items", async () => {
    const user = await suite.onPlan("Checklist Co", "Cara Checker");
    const added = await suite.as(user).post("/api/safety/checklist", { item: "  Guardrails on open edges  " });
    expect(added.statusCode, added.body).toBe(201);
    const item: ChecklistItem = added.json();
    expect(item).toMatchObject({
      item: "Guardrails on open edges",
      compliant: false,
      lastCheckedAt: null,
      lastCheckedBy: null,
    });

    const member = await signedInUser(suite.t, { fullName: "Mo Member" });
    await joinOrganizationOf(suite.t, member, user, "member");
    const before = Date.now();
    const checked: ChecklistItem = (
      await suite.as(member).put(`/api/safety/checklist/${item.id}/check`, { compliant: true })
    ).json();
    expect(checked).toMatchObject({ compliant: true, lastCheckedBy: { fullName: "Mo Member" } });
    expect(Date.parse(checked.lastCheckedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);

    const unchecked: ChecklistItem = (
      await suite.as(user).put(`/api/safety/checklist/${item.id}/check`, { compliant: false })
    ).json();
    expect(unchecked).toMatchObject({ compliant: false, lastCheckedBy: { fullName: "Cara Checker" } });
    expect(unchecked.lastCheckedAt).not.toBeNull();

    const renamed: ChecklistItem = (
      await suite.as(user).put(`/api/safety/checklist/${item.id}`, { item: "Guardrails and toe boards" })
    ).json();
    expect(renamed).toMatchObject({
      item: "Guardrails and toe boards",
      compliant: false,
      lastCheckedBy: { fullName: "Cara Checker" },
    });

    await suite.as(user).post("/api/safety/checklist", { item: "PPE station stocked" });
    const list: Checklist = (await suite.as(user).get("/api/safety/checklist")).json();
    expect(list).toMatchObject({ compliant: 0, total: 2, complianceRate: 0 });
    expect(list.items.map((i) => i.item)).toEqual(["Guardrails and toe boards", "PPE station stocked"]);

    expect((await suite.as(user).delete(`/api/safety/checklist/${item.id}`)).json()).toEqual({
      id: item.id,
      deleted: true,
    });
    expect((await suite.as(user).put(`/api/safety/checklist/${item.id}/check`, { compliant: true })).statusCode).toBe(
      404,
    );
    expect(((await suite.as(user).get("/api/safety/checklist")).json() as Checklist).total).toBe(1);

    for (const body of [{ item: "" }, { item: "   " }, {}]) {
      const res = await suite.as(user).post("/api/safety/checklist", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.item).toBe(SAFETY_MSG.itemRequired);
    }
    expect(
      (await suite.as(user).put(`/api/safety/checklist/${list.items[1]?.id}/check`, { compliant: "yes" })).statusCode,
    ).toBe(400);
  });

  it("holds at most 200 items", async () => {
    const user = await suite.onPlan("Full Checklist Co");
    const { organizationId } = await idsOf(suite.t, user);
    await suite.t.database.db
      .insert(safetyChecklistItems)
      .values(Array.from({ length: MAX_CHECKLIST_ITEMS - 1 }, (_, n) => ({ organizationId, item: `Item ${n}` })));
    expect((await suite.as(user).post("/api/safety/checklist", { item: "The last one" })).statusCode).toBe(201);
    const full = await suite.as(user).post("/api/safety/checklist", { item: "One too many" });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(SAFETY_MSG.checklistFull);
  });
});

describe("roles, walls and the plan", () => {
  it("a viewer reads everything but every write answers 403 and changes nothing", async () => {
    const incident = await reported(suite.owner);
    const cert = (
      await suite.as(suite.owner).post("/api/safety/certifications", { name: "Viewer test", expiryDate: "2027-05-01" })
    ).json() as Certification;
    const item = (
      await suite.as(suite.owner).post("/api/safety/checklist", { item: "Viewer test item" })
    ).json() as ChecklistItem;
    const viewer = await suite.viewerOf(suite.owner);
    const v = suite.as(viewer);
    // Downloads are reads, the incident's report PDF as the certificate's.
    for (const path of [
      ...[
        "/api/safety/summary",
        "/api/safety/incidents",
        `/api/safety/incidents/${incident.id}`,
        `/api/safety/incidents/${incident.id}/pdf`,
      ],
      ...[
        "/api/safety/certifications",
        `/api/safety/certifications/${cert.id}`,
        `/api/safety/certifications/${cert.id}/pdf`,
        "/api/safety/checklist",
      ],
    ]) {
      expect((await v.get(path)).statusCode, path).toBe(200);
    }
    for (const res of [
      await v.post("/api/safety/incidents", report()),
      await v.post("/api/safety/incidents", {}),
      await v.post(`/api/safety/incidents/${incident.id}/status`, { status: "Resolved" }),
      await v.post("/api/safety/certifications", { name: "X", expiryDate: "2027-01-01" }),
      await v.put(`/api/safety/certifications/${cert.id}`, { name: "X", expiryDate: "2027-01-01" }),
      await v.delete(`/api/safety/certifications/${cert.id}`),
      await v.post("/api/safety/checklist", { item: "X" }),
      await v.put(`/api/safety/checklist/${item.id}`, { item: "X" }),
      await v.put(`/api/safety/checklist/${item.id}/check`, { compliant: true }),
      await v.delete(`/api/safety/checklist/${item.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your role is read-only.");
    }
    expect((await suite.as(suite.owner).get(`/api/safety/incidents/${incident.id}`)).json()).toEqual(incident);
    expect((await suite.as(suite.owner).get(`/api/safety/certifications/${cert.id}`)).json()).toMatchObject({
      name: "Viewer test",
    });
    expect(
      ((await suite.as(suite.owner).get("/api/safety/checklist")).json() as Checklist).items.find(
        (i) => i.id === item.id,
      ),
    ).toEqual(item);
  });

  it("another organization's incident, certification and checklist item answer 404 to every verb, and its lists and cards are its own", async () => {
    const incident = await reported(suite.owner, report({ location: "Owner's secret yard" }));
    const cert = (
      await suite
        .as(suite.owner)
        .post("/api/safety/certifications", { name: "Owner's secret cert", expiryDate: "2027-05-01" })
    ).json() as Certification;
    const item = (
      await suite.as(suite.owner).post("/api/safety/checklist", { item: "Owner's secret item" })
    ).json() as ChecklistItem;
    const s = suite.as(suite.stranger);
    const notFound = async (res: Awaited<ReturnType<typeof s.get>>, message: string) => {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(message);
    };
    await notFound(await s.get(`/api/safety/incidents/${incident.id}`), SAFETY_MSG.incidentNotFound);
    await notFound(
      await s.post(`/api/safety/incidents/${incident.id}/status`, { status: "Resolved" }),
      SAFETY_MSG.incidentNotFound,
    );
    await notFound(await s.get(`/api/safety/incidents/${incident.id}/pdf`), SAFETY_MSG.incidentNotFound);
    await notFound(await s.get(`/api/safety/certifications/${cert.id}`), SAFETY_MSG.certificationNotFound);
    await notFound(
      await s.put(`/api/safety/certifications/${cert.id}`, { name: "Taken", expiryDate: "2027-01-01" }),
      SAFETY_MSG.certificationNotFound,
    );
    await notFound(await s.delete(`/api/safety/certifications/${cert.id}`), SAFETY_MSG.certificationNotFound);
    await notFound(await s.put(`/api/safety/checklist/${item.id}`, { item: "Taken" }), SAFETY_MSG.itemNotFound);
    await notFound(await s.put(`/api/safety/checklist/${item.id}/check`, { compliant: true }), SAFETY_MSG.itemNotFound);
    await notFound(await s.delete(`/api/safety/checklist/${item.id}`), SAFETY_MSG.itemNotFound);
    for (const path of [
      "/api/safety/incidents",
      "/api/safety/certifications",
      "/api/safety/checklist",
      "/api/safety/summary",
    ]) {
      expect((await s.get(path)).body, path).not.toContain("secret");
    }
    expect((await suite.as(suite.owner).get(`/api/safety/incidents/${incident.id}`)).json()).toMatchObject({
      status: "Under Investigation",
      location: "Owner's secret yard",
    });
    expect((await suite.as(suite.owner).get(`/api/safety/certifications/${cert.id}`)).json()).toMatchObject({
      name: "Owner's secret cert",
    });
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED naming the plans with Safety, and one whose trial has ended reads only", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Builders", plan: "basic" });
    for (const res of [
      await suite.as(basic).get("/api/safety/summary"),
      await suite.as(basic).get("/api/safety/incidents"),
      await suite.as(basic).post("/api/safety/incidents", report()),
      await suite.as(basic).post("/api/safety/checklist", { item: "X" }),
      await suite.as(basic).get("/api/safety/certifications"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: PLAN_REQUIRED,
        message: "Safety is part of the Professional and Enterprise plans.",
      });
    }

    const lapsed = await suite.onPlan("Lapsed Co");
    await suite.endTrialOf(lapsed);
    // Read-only after the trial (decision 0048): reads go on, writes answer 402.
    expect((await suite.as(lapsed).get("/api/safety/incidents")).statusCode).toBe(200);
    const res = await suite.as(lapsed).post("/api/safety/incidents", report());
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: READ_ONLY, message: READ_ONLY_MSG.trial_ended });
  });
});
