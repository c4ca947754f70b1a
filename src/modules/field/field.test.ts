import { describe, expect, it } from "vitest";
import { READ_ONLY, READ_ONLY_MSG } from "../../shared/read-only.ts";
import { eq } from "drizzle-orm";
import { idsOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { fieldDailyReports, photos } from "../../server/db/schema/index.ts";
import { PHOTO_MSG } from "../../shared/photos.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import type { DailyReport, FieldSummary, ReportList, Site, SiteList } from "./field.contract.ts";
import { FIELD_MSG } from "./field.constants.ts";
import { siteForTimeClock, sitesForTimeClock } from "./field.public.server.ts";
import type { Scope } from "../../server/platform/access.ts";

/** Field operations come with the Professional plan (decision 17). */
const suite = moduleSuite({ plan: "professional" });

const MISSING = FIELD_MSG.missingFields;

const siteBody = (overrides: object = {}) => ({
  clientKey: crypto.randomUUID(),
  name: "North Tower",
  location: "12 Harbour Road",
  supervisor: "Sam Foreman",
  ...overrides,
});

const reportBody = (siteId: string, overrides: object = {}) => ({
  clientKey: crypto.randomUUID(),
  siteId,
  date: "2025-03-12",
  ...overrides,
});

async function madeSite(user: TestUser, body: object = siteBody()): Promise<Site> {
  const res = await suite.as(user).post("/api/field/sites?today=2025-03-12", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function filed(user: TestUser, body: object): Promise<DailyReport> {
  const res = await suite.as(user).post("/api/field/reports", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function summaryOf(user: TestUser, today: string): Promise<FieldSummary> {
  const res = await suite.as(user).get(`/api/field/summary?today=${today}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const uploadedPhoto = (user: TestUser) => suite.uploadedPhoto(user, { r: 20, g: 120, b: 200 });

describe("sites", () => {
  it("keeps every field of the form, linked to a project, with its status as of the caller's today", async () => {
    const project = (
      await suite
        .as(suite.owner)
        .post("/api/projects", { name: "Harbour Project", startDate: "2025-01-01", endDate: "2025-12-31" })
    ).json() as { id: string };
    const body = siteBody({
      type: "infrastructure",
      expectedStartDate: "2025-03-01",
      expectedEndDate: "2025-06-30",
      description: "Twelve-storey tower, core and shell.",
      crewRequired: 20,
      crewAssigned: 14,
      equipment: [" Tower crane ", "Concrete pump"],
      projectId: project.id,
    });
    const site = await madeSite(suite.owner, body);
    expect(site).toMatchObject({
      clientKey: body.clientKey,
      project: { id: project.id, name: "Harbour Project" },
      name: "North Tower",
      location: "12 Harbour Road",
      type: "infrastructure",
      supervisor: "Sam Foreman",
      expectedStartDate: "2025-03-01",
      expectedEndDate: "2025-06-30",
      description: "Twelve-storey tower, core and shell.",
      crewRequired: 20,
      crewAssigned: 14,
      equipment: ["Tower crane", "Concrete pump"],
      status: "active",
      createdBy: { fullName: "Olivia Owner" },
    });
    expect((await suite.as(suite.owner).get(`/api/field/sites/${site.id}?today=2025-03-12`)).json()).toEqual(site);
    expect(
      ((await suite.as(suite.owner).get(`/api/field/sites/${site.id}?today=2025-02-01`)).json() as Site).status,
    ).toBe("planned");
    expect(
      ((await suite.as(suite.owner).get(`/api/field/sites/${site.id}?today=2025-07-01`)).json() as Site).status,
    ).toBe("completed");
  });

  it("needs only name, location and supervisor: construction, no dates, no crew, no equipment, no project", async () => {
    const site = await madeSite(suite.owner, siteBody({ expectedStartDate: "", expectedEndDate: " ", projectId: "" }));
    expect(site).toMatchObject({
      type: "construction",
      expectedStartDate: null,
      expectedEndDate: null,
      crewRequired: 0,
      crewAssigned: 0,
      equipment: [],
      project: null,
      latitude: null,
      longitude: null,
      geofenceRadiusM: null,
      status: "active",
    });
  });

  it("keeps the site's position and geofence radius; an edit changes or clears them", async () => {
    const site = await madeSite(
      suite.owner,
      siteBody({ latitude: 40.712776, longitude: -74.005974, geofenceRadiusM: 150 }),
    );
    expect(site).toMatchObject({ latitude: 40.712776, longitude: -74.005974, geofenceRadiusM: 150 });
    expect((await suite.as(suite.owner).get(`/api/field/sites/${site.id}`)).json()).toMatchObject({
      latitude: 40.712776,
      longitude: -74.005974,
      geofenceRadiusM: 150,
    });
    const put = (body: object) => suite.as(suite.owner).put(`/api/field/sites/${site.id}`, siteBody(body));
    // A position without a geofence, the limits of the radius, then neither.
    expect((await put({ latitude: -33.8688, longitude: 151.2093 })).json()).toMatchObject({
      latitude: -33.8688,
      longitude: 151.2093,
      geofenceRadiusM: null,
    });
    for (const geofenceRadiusM of [10, 100_000])
      expect((await put({ latitude: 0, longitude: 0, geofenceRadiusM })).json()).toMatchObject({
        latitude: 0,
        longitude: 0,
        geofenceRadiusM,
      });
    expect((await put({ latitude: null, longitude: null, geofenceRadiusM: null })).json()).toMatchObject({
      latitude: null,
      longitude: null,
      geofenceRadiusM: null,
    });
  });

  it("refuses a geofence without a position, a radius out of 10–100000 or fractional, and half or an impossible position", async () => {
    const refused = async (body: object) => {
      const res = await suite.as(suite.owner).post("/api/field/sites", siteBody(body));
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect((await refused({ geofenceRadiusM: 100 })).geofenceRadiusM).toBe(FIELD_MSG.geofenceNeedsPosition);
    const at = { latitude: 51.5, longitude: -0.12 };
    for (const geofenceRadiusM of [9, 100_001, 0, -50, 12.5, "100"])
      expect((await refused({ ...at, geofenceRadiusM })).geofenceRadiusM, String(geofenceRadiusM)).toBe(
        FIELD_MSG.geofenceRadius,
      );
    expect((await refused({ latitude: 51.5, geofenceRadiusM: 100 })).latitude).toBe(FIELD_MSG.position);
    expect((await refused({ longitude: -0.12 })).latitude).toBe(FIELD_MSG.position);
    expect((await refused({ latitude: 91, longitude: 0 })).latitude).toBe(FIELD_MSG.position);
    expect((await refused({ latitude: 0, longitude: -180.5 })).longitude).toBe(FIELD_MSG.position);
    const site = await madeSite(suite.owner, siteBody({ ...at, geofenceRadiusM: 100 }));
    const edit = await suite
      .as(suite.owner)
      .put(`/api/field/sites/${site.id}`, siteBody({ latitude: null, longitude: null, geofenceRadiusM: 100 }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields.geofenceRadiusM).toBe(FIELD_MSG.geofenceNeedsPosition);
    expect((await suite.as(suite.owner).get(`/api/field/sites/${site.id}`)).json()).toMatchObject(at);
  });

  it("sitesForTimeClock and siteForTimeClock: the scope's organization's sites with position and geofence, by name", async () => {
    const user = await suite.onPlan("Geofence Co");
    const { userId, organizationId } = await idsOf(suite.t, user);
    const scope: Scope = { userId, organizationId, role: "member" };
    const project = (
      await suite
        .as(user)
        .post("/api/projects", { name: "Fenced Project", startDate: "2025-01-01", endDate: "2025-12-31" })
    ).json() as { id: string };
    const fenced = await madeSite(
      user,
      siteBody({ name: "B Fenced", latitude: 40.7, longitude: -74, geofenceRadiusM: 200, projectId: project.id }),
    );
    const open = await madeSite(user, siteBody({ name: "A Open" }));
    const theirs = await madeSite(suite.stranger, siteBody({ name: "C Theirs", latitude: 1, longitude: 2 }));
    const db = suite.t.database.db;

    const fencedRow = {
      id: fenced.id,
      name: "B Fenced",
      projectId: project.id,
      latitude: 40.7,
      longitude: -74,
      geofenceRadiusM: 200,
    };
    const openRow = {
      id: open.id,
      name: "A Open",
      projectId: null,
      latitude: null,
      longitude: null,
      geofenceRadiusM: null,
    };
    expect(await sitesForTimeClock(db, scope)).toEqual([openRow, fencedRow]);
    expect(await sitesForTimeClock(db, scope, [fenced.id, theirs.id])).toEqual([fencedRow]);
    expect(await sitesForTimeClock(db, scope, [])).toEqual([]);
    expect(await siteForTimeClock(db, scope, fenced.id)).toEqual(fencedRow);
    expect(await siteForTimeClock(db, scope, theirs.id)).toBeNull();
    expect(await siteForTimeClock(db, scope, "no-such-site")).toBeNull();
  });

  it("answers the spec's required-fields message for a missing or blank name, location and supervisor, on that field", async () => {
    for (const missing of ["name", "location", "supervisor"] as const) {
      const body: Record<string, unknown> = siteBody();
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/field/sites", body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error, missing).toMatchObject({ message: MISSING, fields: { [missing]: MISSING } });
    }
    const blank = await suite
      .as(suite.owner)
      .post("/api/field/sites", siteBody({ name: " ", location: "", supervisor: "  " }));
    expect(blank.json().error.fields).toEqual({ name: MISSING, location: MISSING, supervisor: MISSING });
  });

  it("refuses negative or fractional crew counts, a type off the list, dates out of order, a foreign project and a missing key", async () => {
    const refused = async (body: object) => {
      const res = await suite.as(suite.owner).post("/api/field/sites", body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect((await refused(siteBody({ crewRequired: -1 }))).crewRequired).toBe(FIELD_MSG.crewCount);
    expect((await refused(siteBody({ crewAssigned: 2.5 }))).crewAssigned).toBe(FIELD_MSG.crewCount);
    expect((await refused(siteBody({ type: "industrial" }))).type).toBe(
      "Choose a site type: construction, renovation, infrastructure, residential, commercial.",
    );
    expect(
      (await refused(siteBody({ expectedStartDate: "2025-05-01", expectedEndDate: "2025-04-01" }))).expectedEndDate,
    ).toBe(FIELD_MSG.dateOrder);
    expect((await refused(siteBody({ expectedStartDate: "2025-02-30" }))).expectedStartDate).toBe(
      FIELD_MSG.invalidDate,
    );
    expect((await refused(siteBody({ clientKey: undefined }))).clientKey).toBe(FIELD_MSG.clientKey);
    const theirs = (
      await suite
        .as(suite.stranger)
        .post("/api/projects", { name: "Stranger project", startDate: "2025-01-01", endDate: "2025-12-31" })
    ).json() as { id: string };
    expect((await refused(siteBody({ projectId: theirs.id }))).projectId).toBe(FIELD_MSG.unknownProject);
    // Zero crew is allowed (spec: minimum 0).
    expect((await madeSite(suite.owner, siteBody({ crewRequired: 0, crewAssigned: 0 }))).crewRequired).toBe(0);
  });

  it("Site Details changes every field; a re-sent new site answers the one made (200)", async () => {
    const user = await suite.onPlan("Details Co");
    const body = siteBody();
    const site = await madeSite(user, body);
    const again = await suite.as(user).post("/api/field/sites?today=2025-03-12", { ...body, name: "Other name" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: site.id, name: "North Tower" });

    const res = await suite.as(user).put(`/api/field/sites/${site.id}?today=2025-03-12`, {
      name: "North Tower B",
      location: "14 Harbour Road",
      type: "commercial",
      supervisor: "Lee Lead",
      expectedEndDate: "2025-03-11",
      crewRequired: 6,
      crewAssigned: 6,
      equipment: ["Scissor lift"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "North Tower B",
      location: "14 Harbour Road",
      type: "commercial",
      supervisor: "Lee Lead",
      status: "completed",
      equipment: ["Scissor lift"],
      crewAssigned: 6,
    });
    const blank = await suite.as(user).put(`/api/field/sites/${site.id}`, { name: "", location: "x", supervisor: "y" });
    expect(blank.json().error).toMatchObject({ message: MISSING, fields: { name: MISSING } });
    expect(((await suite.as(user).get("/api/field/sites")).json() as SiteList).sites).toHaveLength(1);
  });

  it("View All Sites pages by name, searches and filters by status as of today", async () => {
    const user = await suite.onPlan("Many Sites Co");
    for (const [name, start, end] of [
      ["Bravo", null, null],
      ["Alpha", "2025-04-01", null],
      ["Delta", null, "2025-01-31"],
      ["Charlie", "2025-03-01", "2025-03-31"],
      ["Echo", null, null],
    ] as const) {
      await madeSite(
        user,
        siteBody({
          name,
          expectedStartDate: start,
          expectedEndDate: end,
          supervisor: name === "Echo" ? "Erin Echo" : "Sam",
        }),
      );
    }
    const list = async (query: string): Promise<SiteList> => {
      const res = await suite.as(user).get(`/api/field/sites?today=2025-03-12${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const shown = (l: SiteList) => l.sites.map((s) => `${s.name}:${s.status}`);
    expect(shown(await list(""))).toEqual([
      "Alpha:planned",
      "Bravo:active",
      "Charlie:active",
      "Delta:completed",
      "Echo:active",
    ]);
    expect(shown(await list("&status=active"))).toEqual(["Bravo:active", "Charlie:active", "Echo:active"]);
    expect(shown(await list("&status=planned"))).toEqual(["Alpha:planned"]);
    expect(shown(await list("&status=completed"))).toEqual(["Delta:completed"]);
    expect(shown(await list("&q=erin"))).toEqual(["Echo:active"]);
    const first = await list("&limit=2");
    const second = await list(`&limit=2&cursor=${first.nextCursor}`);
    const third = await list(`&limit=2&cursor=${second.nextCursor}`);
    expect([...shown(first), ...shown(second), ...shown(third)].map((s) => s.split(":")[0])).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
      "Delta",
      "Echo",
    ]);
    expect(third.nextCursor).toBeNull();
    for (const bad of ["&cursor=garbage", "&status=old", "&today=2025-02-30"])
      expect((await suite.as(user).get(`/api/field/sites?today=2025-03-12${bad}`)).statusCode, bad).toBe(400);
  });
});

describe("daily reports", () => {
  it("keeps every field of the form and its photos, issues open with ids of their own", async () => {
    const site = await madeSite(suite.owner);
    const photo = await uploadedPhoto(suite.owner);
    const body = reportBody(site.id, {
      location: "Gate 2",
      latitude: -33.8568,
      longitude: 151.2153,
      weatherCondition: "rain",
      temperature: "14 °C",
      wind: "20 km/h SW",
      crewPresent: 12,
      crewAbsent: 2,
      activities: "Poured level 4 slab.",
      issues: [
        { type: "delay", description: "Concrete truck late", priority: "high" },
        { type: "equipment", description: "Pump hose worn" },
      ],
      materialsReceived: "40 m³ concrete",
      materialsNeeded: "Rebar for level 5",
      photoIds: [photo.id],
    });
    const report = await filed(suite.owner, body);
    expect(report).toMatchObject({
      clientKey: body.clientKey,
      site: { id: site.id, name: "North Tower" },
      date: "2025-03-12",
      location: "Gate 2",
      latitude: -33.8568,
      longitude: 151.2153,
      weatherCondition: "rain",
      temperature: "14 °C",
      wind: "20 km/h SW",
      crewPresent: 12,
      crewAbsent: 2,
      activities: "Poured level 4 slab.",
      issues: [
        { type: "delay", description: "Concrete truck late", priority: "high", resolved: false },
        { type: "equipment", description: "Pump hose worn", priority: "medium", resolved: false },
      ],
      materialsReceived: "40 m³ concrete",
      materialsNeeded: "Rebar for level 5",
      photoIds: [photo.id],
      photos: [{ id: photo.id, width: 40, height: 30, caption: "", url: photo.url, thumbUrl: photo.thumbUrl }],
      reportedBy: { fullName: "Olivia Owner" },
    });
    expect(new Set(report.issues.map((i) => i.id)).size).toBe(2);
    expect((await suite.as(suite.owner).get(`/api/field/reports/${report.id}`)).json()).toEqual(report);
    const list = (await suite.as(suite.owner).get(`/api/field/reports?siteId=${site.id}`)).json() as ReportList;
    expect(list.reports.map((r) => r.id)).toEqual([report.id]);
  });

  it("needs only the site: dated today, no weather, no crew, no issues", async () => {
    const site = await madeSite(suite.owner);
    const report = await filed(suite.owner, { clientKey: crypto.randomUUID(), siteId: site.id });
    expect(report).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      weatherCondition: "",
      crewPresent: 0,
      crewAbsent: 0,
      issues: [],
      latitude: null,
      longitude: null,
    });
  });

  it("refuses a missing or foreign site, half a position, negative crew, a future date, a nameless issue and foreign photos", async () => {
    const site = await madeSite(suite.owner);
    const theirSite = await madeSite(suite.stranger);
    const refused = async (body: object) => {
      const res = await suite.as(suite.owner).post("/api/field/reports", body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error as { message: string; fields: Record<string, string> };
    };
    expect((await refused({ clientKey: crypto.randomUUID() })).fields.siteId).toBe(FIELD_MSG.siteRequired);
    expect((await refused(reportBody(theirSite.id))).fields.siteId).toBe(FIELD_MSG.siteNotFound);
    expect((await refused(reportBody(site.id, { latitude: 10 }))).fields.latitude).toBe(FIELD_MSG.position);
    expect((await refused(reportBody(site.id, { latitude: 91, longitude: 0 }))).fields.latitude).toBe(
      FIELD_MSG.position,
    );
    expect((await refused(reportBody(site.id, { crewPresent: -3 }))).fields.crewPresent).toBe(FIELD_MSG.crewCount);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await refused(reportBody(site.id, { date: later }))).fields.date).toBe(FIELD_MSG.futureDate);
    // Checked against the reporter's today as sent (a browser east of UTC), never later than UTC's tomorrow.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    expect((await filed(suite.owner, reportBody(site.id, { date: day(2), today: day(1) }))).date).toBe(day(2));
    expect((await refused(reportBody(site.id, { date: day(3), today: day(5) }))).fields.date).toBe(
      FIELD_MSG.futureDate,
    );
    expect(
      (await refused(reportBody(site.id, { issues: [{ type: "delay", description: " " }] }))).fields[
        "issues.0.description"
      ],
    ).toBe(FIELD_MSG.issueDescription);
    expect((await refused(reportBody(site.id, { weatherCondition: "hail" }))).fields.weatherCondition).toContain(
      "Choose the weather",
    );
    const theirs = await uploadedPhoto(suite.stranger);
    expect(await refused(reportBody(site.id, { photoIds: [theirs.id] }))).toMatchObject({
      message: PHOTO_MSG.notYours,
      fields: { photoIds: PHOTO_MSG.notYours },
    });
  });

  it("a re-send with the same key answers the report already filed (200), never a second one, also when copies race", async () => {
    const user = await suite.onPlan("Resend Co");
    const site = await madeSite(user);
    const body = reportBody(site.id, { crewPresent: 7 });
    const first = await suite.as(user).post("/api/field/reports", body);
    expect(first.statusCode).toBe(201);
    const again = await suite.as(user).post("/api/field/reports", { ...body, crewPresent: 99 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const raced = reportBody(site.id);
    const responses = await Promise.all([1, 2, 3].map(() => suite.as(user).post("/api/field/reports", raced)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => (r.json() as DailyReport).id)).size).toBe(1);
    const { organizationId } = await idsOf(suite.t, user);
    expect(
      await suite.t.database.db
        .select()
        .from(fieldDailyReports)
        .where(eq(fieldDailyReports.organizationId, organizationId)),
    ).toHaveLength(2);

    // Keys are per organization: another organization's copy makes its own report.
    const otherSite = await madeSite(suite.stranger);
    expect(
      (await suite.as(suite.stranger).post("/api/field/reports", { ...body, siteId: otherSite.id })).statusCode,
    ).toBe(201);
  });

  it("View All Reports of a site: every one of that site's reports, newest date first, a page at a time", async () => {
    const user = await suite.onPlan("Many Reports Co");
    const site = await madeSite(user);
    const other = await madeSite(user, siteBody({ name: "South Yard" }));
    const oldest = await filed(user, reportBody(site.id, { date: "2025-02-14" }));
    const march = await filed(user, reportBody(site.id, { date: "2025-03-01" }));
    const first10 = await filed(user, reportBody(site.id, { date: "2025-03-10" }));
    const second10 = await filed(user, reportBody(site.id, { date: "2025-03-10" }));
    await filed(user, reportBody(other.id, { date: "2025-03-11" }));
    const list = async (query: string): Promise<ReportList> => {
      const res = await suite.as(user).get(`/api/field/reports?siteId=${site.id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const first = await list("&limit=3");
    const second = await list(`&limit=3&cursor=${first.nextCursor}`);
    // The same date: the one filed last first.
    expect([...first.reports, ...second.reports].map((r) => r.id)).toEqual([
      second10.id,
      first10.id,
      march.id,
      oldest.id,
    ]);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.reports, ...second.reports].map((r) => r.site.id))).toEqual(new Set([site.id]));
    for (const bad of ["&cursor=garbage", "&limit=0"])
      expect((await suite.as(user).get(`/api/field/reports?siteId=${site.id}${bad}`)).statusCode, bad).toBe(400);
  });

  it("marks an issue resolved and open again; deleting a report deletes its photos, deleting a site its reports", async () => {
    const user = await suite.onPlan("Resolve Co");
    const site = await madeSite(user);
    const photo = await uploadedPhoto(user);
    const report = await filed(
      user,
      reportBody(site.id, {
        issues: [{ type: "safety", description: "Missing guardrail", priority: "high" }],
        photoIds: [photo.id],
      }),
    );
    const issueId = report.issues[0]?.id ?? "";
    const resolved = await suite.as(user).put(`/api/field/reports/${report.id}/issues/${issueId}`, { resolved: true });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((resolved.json() as DailyReport).issues[0]?.resolved).toBe(true);
    expect(
      (
        (
          await suite.as(user).put(`/api/field/reports/${report.id}/issues/${issueId}`, { resolved: false })
        ).json() as DailyReport
      ).issues[0]?.resolved,
    ).toBe(false);
    expect(
      (await suite.as(user).put(`/api/field/reports/${report.id}/issues/nope`, { resolved: true })).json().error
        .message,
    ).toBe(FIELD_MSG.issueNotFound);

    expect((await suite.as(user).delete(`/api/field/reports/${report.id}`)).json()).toEqual({
      id: report.id,
      deleted: true,
    });
    expect((await suite.as(user).get(`/api/field/reports/${report.id}`)).statusCode).toBe(404);
    expect(await suite.t.database.db.select().from(photos).where(eq(photos.id, photo.id))).toHaveLength(0);

    const second = await uploadedPhoto(user);
    const kept = await filed(user, reportBody(site.id, { photoIds: [second.id] }));
    expect((await suite.as(user).delete(`/api/field/sites/${site.id}`)).statusCode).toBe(200);
    expect((await suite.as(user).get(`/api/field/reports/${kept.id}`)).statusCode).toBe(404);
    expect(await suite.t.database.db.select().from(photos).where(eq(photos.id, second.id))).toHaveLength(0);
    expect((await suite.as(user).get(`/api/field/sites/${site.id}`)).statusCode).toBe(404);
  });
});

describe("the stat cards and site cards", () => {
  it("are computed from the records as of the caller's today (checked by hand)", async () => {
    const user = await suite.onPlan("Figures Co");
    const empty = await summaryOf(user, "2025-03-12");
    expect(empty).toMatchObject({
      activeSites: 0,
      totalSites: 0,
      crewOnSiteToday: 0,
      openIssues: { low: 0, medium: 0, high: 0, total: 0 },
      reportsThisWeek: 0,
      siteCards: [],
    });

    // 2025-03-12 is a Wednesday: the week runs Monday 10 to Sunday 16 March.
    const a = await madeSite(
      user,
      siteBody({ name: "A North Tower", expectedStartDate: "2025-03-01", expectedEndDate: "2025-06-30" }),
    );
    const b = await madeSite(user, siteBody({ name: "B Harbour Bridge" }));
    const c = await madeSite(user, siteBody({ name: "C Old Mill", expectedEndDate: "2025-02-28" }));
    const d = await madeSite(user, siteBody({ name: "D Lakeside", expectedStartDate: "2025-04-01" }));
    const issue = (priority: string) => ({ type: "other", description: `A ${priority} one`, priority });
    const a1 = await filed(user, reportBody(a.id, { crewPresent: 8, issues: [issue("high"), issue("low")] }));
    const a2 = await filed(user, reportBody(a.id, { crewPresent: 10, issues: [issue("medium")] }));
    const b1 = await filed(user, reportBody(b.id, { crewPresent: 5 }));
    const b0 = await filed(user, reportBody(b.id, { date: "2025-03-10", crewPresent: 6, issues: [issue("high")] }));
    await filed(user, reportBody(c.id, { date: "2025-03-09", crewPresent: 30, issues: [issue("low")] }));
    await filed(user, reportBody(d.id, { date: "2025-03-17", crewPresent: 4 }));

    const summary = await summaryOf(user, "2025-03-12");
    expect(summary).toMatchObject({
      today: "2025-03-12",
      weekStart: "2025-03-10",
      weekEnd: "2025-03-16",
      // A (in its dates) and B (no dates); C has ended, D not begun.
      activeSites: 2,
      totalSites: 4,
      // A's latest report of today (10, not 8) and B's (5).
      crewOnSiteToday: 15,
      sitesReportedToday: 2,
      // high: A1, B0; medium: A2; low: A1, C.
      openIssues: { low: 2, medium: 1, high: 2, total: 5 },
      // A1, A2, B1, B0; C (Sunday before) and D (Monday after) are outside.
      reportsThisWeek: 4,
    });
    // A ends first, B has no end; each with its latest reports, newest first.
    expect(summary.siteCards.map((card) => [card.site.name, card.latestReports.map((r) => r.id)])).toEqual([
      ["A North Tower", [a2.id, a1.id]],
      ["B Harbour Bridge", [b1.id, b0.id]],
    ]);

    // Resolving an issue takes it off the card; another day counts another crew.
    const high = a1.issues.find((i) => i.priority === "high");
    await suite.as(user).put(`/api/field/reports/${a1.id}/issues/${high?.id}`, { resolved: true });
    expect((await summaryOf(user, "2025-03-12")).openIssues).toEqual({ low: 2, medium: 1, high: 1, total: 4 });
    expect(await summaryOf(user, "2025-03-10")).toMatchObject({
      crewOnSiteToday: 6,
      sitesReportedToday: 1,
      reportsThisWeek: 4,
      activeSites: 2,
    });
    expect(await summaryOf(user, "2025-04-01")).toMatchObject({
      crewOnSiteToday: 0,
      reportsThisWeek: 0,
      activeSites: 3,
    });
    expect(await summaryOf(user, "2025-03-17")).toMatchObject({
      crewOnSiteToday: 4,
      reportsThisWeek: 1,
      activeSites: 2,
    });
  });
});

describe("roles, walls and the plan", () => {
  it("a viewer reads everything but every write answers 403 and changes nothing", async () => {
    const site = await madeSite(suite.owner, siteBody({ name: "Viewer test site" }));
    const report = await filed(suite.owner, reportBody(site.id, { issues: [{ type: "other", description: "x" }] }));
    const viewer = await suite.viewerOf(suite.owner);
    const v = suite.as(viewer);
    for (const path of [
      "/api/field/summary",
      "/api/field/sites",
      `/api/field/sites/${site.id}`,
      "/api/field/reports",
      `/api/field/reports/${report.id}`,
    ]) {
      expect((await v.get(path)).statusCode, path).toBe(200);
    }
    for (const res of [
      await v.post("/api/field/sites", siteBody()),
      await v.post("/api/field/sites", {}),
      await v.put(`/api/field/sites/${site.id}`, siteBody()),
      await v.delete(`/api/field/sites/${site.id}`),
      await v.post("/api/field/reports", reportBody(site.id)),
      await v.put(`/api/field/reports/${report.id}/issues/${report.issues[0]?.id}`, { resolved: true }),
      await v.delete(`/api/field/reports/${report.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your role is read-only.");
    }
    expect((await suite.as(suite.owner).get(`/api/field/reports/${report.id}`)).json()).toEqual(report);
    expect((await suite.as(suite.owner).get(`/api/field/sites/${site.id}?today=2025-03-12`)).json()).toEqual(site);
  });

  it("another organization's site and report answer 404 to every verb, and its lists and cards are its own", async () => {
    const site = await madeSite(suite.owner, siteBody({ name: "Owner's secret site" }));
    const report = await filed(
      suite.owner,
      reportBody(site.id, { activities: "Owner's secret activities", issues: [{ type: "other", description: "x" }] }),
    );
    const s = suite.as(suite.stranger);
    const notFound = async (res: Awaited<ReturnType<typeof s.get>>, message: string) => {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(message);
    };
    await notFound(await s.get(`/api/field/sites/${site.id}`), FIELD_MSG.siteNotFound);
    await notFound(await s.put(`/api/field/sites/${site.id}`, siteBody()), FIELD_MSG.siteNotFound);
    await notFound(await s.delete(`/api/field/sites/${site.id}`), FIELD_MSG.siteNotFound);
    await notFound(await s.get(`/api/field/reports/${report.id}`), FIELD_MSG.reportNotFound);
    await notFound(
      await s.put(`/api/field/reports/${report.id}/issues/${report.issues[0]?.id}`, { resolved: true }),
      FIELD_MSG.reportNotFound,
    );
    await notFound(await s.delete(`/api/field/reports/${report.id}`), FIELD_MSG.reportNotFound);
    for (const path of [
      "/api/field/sites",
      "/api/field/reports",
      `/api/field/reports?siteId=${site.id}`,
      "/api/field/summary?today=2025-03-12",
    ]) {
      expect((await s.get(path)).body, path).not.toContain("secret");
    }
    expect((await suite.as(suite.owner).get(`/api/field/reports/${report.id}`)).json()).toEqual(report);
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED, and one whose trial has ended reads only", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Builders", plan: "basic" });
    for (const res of [
      await suite.as(basic).get("/api/field/summary"),
      await suite.as(basic).get("/api/field/sites"),
      await suite.as(basic).post("/api/field/sites", siteBody()),
      await suite.as(basic).post("/api/field/reports", { clientKey: crypto.randomUUID(), siteId: "x" }),
      await suite.as(basic).get("/api/field/reports"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: PLAN_REQUIRED,
        message: "Field Operations is part of the Professional and Enterprise plans.",
      });
    }
    const lapsed = await suite.onPlan("Lapsed Co");
    await suite.endTrialOf(lapsed);
    // Read-only after the trial (decision 0048): reads go on, writes answer 402.
    expect((await suite.as(lapsed).get("/api/field/sites")).statusCode).toBe(200);
    const res = await suite.as(lapsed).post("/api/field/sites", siteBody());
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: READ_ONLY, message: READ_ONLY_MSG.trial_ended });
  });
});
