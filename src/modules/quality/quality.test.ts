import { describe, expect, it } from "vitest";
import { READ_ONLY, READ_ONLY_MSG } from "../../shared/read-only.ts";
import { eq } from "drizzle-orm";
import { idsOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText } from "../../server/testing/report-files.ts";
import { qualityInspectionResults, qualityInspections } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { PHOTO_MSG } from "../../shared/photos.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import type { Certification, CertificationList } from "../certifications/certifications.contract.ts";
import type { Inspection, InspectionList, QualitySummary } from "./quality.contract.ts";
import { QUALITY_MSG } from "./quality.constants.ts";
import { qualityCertificationsExpiringBetween } from "./quality.queries.ts";

/** Quality Control comes with the Professional plan (decision 17). */
const suite = moduleSuite({ plan: "professional" });

const MISSING = QUALITY_MSG.missingFields;

async function userId(user: TestUser): Promise<string> {
  return (await idsOf(suite.t, user)).userId;
}

async function newInspection(user: TestUser, overrides: object = {}) {
  return {
    clientKey: crypto.randomUUID(),
    title: "Slab pour level 2",
    location: "Block A, level 2",
    inspectorId: await userId(user),
    ...overrides,
  };
}

async function created(user: TestUser, overrides: object = {}): Promise<Inspection> {
  const res = await suite.as(user).post("/api/quality/inspections", await newInspection(user, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const record = (user: TestUser, id: string, items: object[], clientKey: string = crypto.randomUUID()) =>
  suite.as(user).put(`/api/quality/inspections/${id}/results`, { clientKey, items });

async function summaryOf(user: TestUser, today = "2026-11-20"): Promise<QualitySummary> {
  const res = await suite.as(user).get(`/api/quality/summary?today=${today}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const uploadedPhoto = (user: TestUser) => suite.uploadedPhoto(user, { r: 0, g: 80, b: 200 });

describe("New Inspection", () => {
  it("keeps every field, names the inspector, derives the status and defects from the items, and reads back the same", async () => {
    const photo = await uploadedPhoto(suite.owner);
    const body = await newInspection(suite.owner, {
      date: "2026-11-18",
      items: [
        { name: "Rebar spacing", status: "passed", notes: "150 mm centres" },
        { name: "Cover", status: "warning", notes: "35 mm at the east edge" },
        { name: "Formwork" },
      ],
      photoIds: [photo.id],
    });
    const res = await suite.as(suite.owner).post("/api/quality/inspections", body);
    expect(res.statusCode).toBe(201);
    const inspection: Inspection = res.json();
    expect(inspection).toMatchObject({
      clientKey: body.clientKey,
      title: "Slab pour level 2",
      location: "Block A, level 2",
      inspector: { id: body.inspectorId, fullName: "Olivia Owner" },
      date: "2026-11-18",
      status: "Pending",
      defectsCount: 1,
      items: [
        { name: "Rebar spacing", status: "passed", notes: "150 mm centres" },
        { name: "Cover", status: "warning", notes: "35 mm at the east edge" },
        { name: "Formwork", status: "pending", notes: "" },
      ],
      photoIds: [photo.id],
      photos: [{ id: photo.id, width: 40, height: 30, caption: "", url: photo.url, thumbUrl: photo.thumbUrl }],
      createdBy: { fullName: "Olivia Owner" },
    });
    expect((await suite.as(suite.owner).get(`/api/quality/inspections/${inspection.id}`)).json()).toEqual(inspection);
    // Without a date: today; without items: Pending with no defects.
    expect(await created(suite.owner, { date: "" })).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      status: "Pending",
      items: [],
      defectsCount: 0,
    });
  });

  it("answers the spec's required-fields message for a missing or blank title, location and inspector, on that field", async () => {
    for (const missing of ["title", "location", "inspectorId"] as const) {
      const body: Record<string, unknown> = await newInspection(suite.owner);
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/quality/inspections", body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error, missing).toMatchObject({ message: MISSING, fields: { [missing]: MISSING } });
    }
    const blank = await suite
      .as(suite.owner)
      .post(
        "/api/quality/inspections",
        await newInspection(suite.owner, { title: " ", location: "", inspectorId: "" }),
      );
    expect(blank.json().error.fields).toEqual({ title: MISSING, location: MISSING, inspectorId: MISSING });
  });

  it("refuses an inspector from outside the organization, a bad date, an item without a name or off the list, a missing key, another organization's photo", async () => {
    const refused = async (overrides: object) => {
      const res = await suite
        .as(suite.owner)
        .post("/api/quality/inspections", await newInspection(suite.owner, overrides));
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error as { message: string; fields: Record<string, string> };
    };
    expect(await refused({ inspectorId: await userId(suite.stranger) })).toEqual({
      code: "BAD_REQUEST",
      message: QUALITY_MSG.inspectorNotMember,
      fields: { inspectorId: QUALITY_MSG.chooseMember },
    });
    expect((await refused({ date: "2026-02-30" })).fields.date).toBe(QUALITY_MSG.invalidDate);
    expect((await refused({ items: [{ name: " " }] })).fields["items.0.name"]).toBe(QUALITY_MSG.itemName);
    expect((await refused({ items: [{ name: "Cover", status: "ok" }] })).fields["items.0.status"]).toBe(
      "Choose a result: pending, passed, failed, warning.",
    );
    expect((await refused({ clientKey: "offline-1" })).fields.clientKey).toBe(QUALITY_MSG.clientKey);
    expect((await refused({ photoIds: [(await uploadedPhoto(suite.stranger)).id] })).fields.photoIds).toBe(
      PHOTO_MSG.notYours,
    );
  });

  it("is made once per key: a re-send answers 200 with the inspection already made, two copies at once make one", async () => {
    const user = await suite.onPlan("Resend Quality Co");
    const body = await newInspection(user);
    const first = await suite.as(user).post("/api/quality/inspections", body);
    expect(first.statusCode).toBe(201);
    const again = await suite.as(user).post("/api/quality/inspections", { ...body, title: "Changed" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const racing = await newInspection(user);
    const responses = await Promise.all([1, 2, 3].map(() => suite.as(user).post("/api/quality/inspections", racing)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const { organizationId } = await idsOf(suite.t, user);
    expect(
      await suite.t.database.db
        .select()
        .from(qualityInspections)
        .where(eq(qualityInspections.organizationId, organizationId)),
    ).toHaveLength(2);
    // Keys are per organization.
    expect(
      (
        await suite
          .as(suite.owner)
          .post("/api/quality/inspections", { ...body, inspectorId: await userId(suite.owner) })
      ).statusCode,
    ).toBe(201);
  });
});

describe("recording results", () => {
  it("replaces the items; the status follows the rule and the defects the failed and warning items", async () => {
    const inspection = await created(suite.owner, { items: [{ name: "Rebar spacing" }, { name: "Cover" }] });
    const step = async (statuses: string[], expected: string, defects: number) => {
      const res = await record(
        suite.owner,
        inspection.id,
        statuses.map((status, i) => ({ name: ["Rebar spacing", "Cover", "Formwork"][i], status, notes: `note ${i}` })),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: expected, defectsCount: defects });
      return res.json() as Inspection;
    };
    await step(["passed", "pending"], "Pending", 0);
    await step(["passed", "warning"], "Needs Review", 1);
    await step(["failed", "warning", "passed"], "Failed", 2);
    const passed = await step(["passed", "passed", "passed"], "Passed", 0);
    expect(passed.items).toEqual([
      { name: "Rebar spacing", status: "passed", notes: "note 0" },
      { name: "Cover", status: "passed", notes: "note 1" },
      { name: "Formwork", status: "passed", notes: "note 2" },
    ]);
    const none = await record(suite.owner, inspection.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.items).toBe(QUALITY_MSG.itemsRequired);
  });

  it("applies a submission once: a re-send answers the inspection and changes nothing, a key used for another inspection answers 409", async () => {
    const user = await suite.onPlan("Results Resend Co");
    const inspection = await created(user, { items: [{ name: "Cover" }] });
    const key = crypto.randomUUID();
    const first = await record(user, inspection.id, [{ name: "Cover", status: "failed" }], key);
    expect(first.json()).toMatchObject({ status: "Failed", defectsCount: 1 });
    const later = await record(user, inspection.id, [{ name: "Cover", status: "passed" }]);
    expect(later.json()).toMatchObject({ status: "Passed" });
    // The failed submission arrives again (a device that was offline): not applied a second time.
    const again = await record(user, inspection.id, [{ name: "Cover", status: "failed" }], key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: inspection.id, status: "Passed", defectsCount: 0 });
    const other = await created(user);
    const elsewhere = await record(user, other.id, [{ name: "Cover", status: "failed" }], key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toBe(QUALITY_MSG.keyUsedElsewhere);
    // Copies at once: one kept.
    const raced = crypto.randomUUID();
    const responses = await Promise.all(
      [1, 2, 3].map(() => record(user, other.id, [{ name: "Wall", status: "warning" }], raced)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const kept = await suite.t.database.db
      .select()
      .from(qualityInspectionResults)
      .where(eq(qualityInspectionResults.inspectionId, other.id));
    expect(kept).toHaveLength(1);
  });

  it("View All Inspections: every inspection, newest date first, a page at a time, of one status when asked", async () => {
    const user = await suite.onPlan("Many Inspections Co");
    const older = await created(user, { date: "2026-01-05", items: [{ name: "Cover" }] });
    const failed = await created(user, { date: "2026-02-10", items: [{ name: "Cover" }] });
    const passed = await created(user, { date: "2026-02-10", items: [{ name: "Cover" }] });
    const newest = await created(user, { date: "2026-03-01" });
    expect((await record(user, failed.id, [{ name: "Cover", status: "failed" }])).statusCode).toBe(200);
    expect((await record(user, passed.id, [{ name: "Cover", status: "passed" }])).statusCode).toBe(200);
    const list = async (query: string): Promise<InspectionList> => {
      const res = await suite.as(user).get(`/api/quality/inspections${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ids = (l: InspectionList) => l.inspections.map((i) => i.id);
    const first = await list("?limit=2");
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    // The same date: the one made last first.
    expect([...ids(first), ...ids(second)]).toEqual([newest.id, passed.id, failed.id, older.id]);
    expect(second.nextCursor).toBeNull();
    expect(ids(await list("?status=Pending"))).toEqual([newest.id, older.id]);
    const pendingFirst = await list("?status=Pending&limit=1");
    expect(ids(await list(`?status=Pending&limit=1&cursor=${pendingFirst.nextCursor}`))).toEqual([older.id]);
    expect(ids(await list("?status=Failed"))).toEqual([failed.id]);
    expect(ids(await list("?status=Passed"))).toEqual([passed.id]);
    expect(ids(await list("?status=Needs%20Review"))).toEqual([]);
    for (const bad of ["?cursor=garbage", "?status=Open", "?limit=0"]) {
      const res = await suite.as(user).get(`/api/quality/inspections${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it("deletes an inspection with its photos", async () => {
    const photo = await uploadedPhoto(suite.owner);
    const inspection = await created(suite.owner, { photoIds: [photo.id] });
    expect((await suite.as(suite.owner).delete(`/api/quality/inspections/${inspection.id}`)).json()).toEqual({
      id: inspection.id,
      deleted: true,
    });
    expect((await suite.as(suite.owner).get(`/api/quality/inspections/${inspection.id}`)).statusCode).toBe(404);
    expect((await suite.as(suite.owner).get(photo.url)).statusCode).toBe(404);
  });
});

describe("the stat cards, metrics and common defects", () => {
  it("are empty for a new organization", async () => {
    const user = await suite.onPlan("Empty Quality Co");
    const s = await summaryOf(user);
    expect(s).toMatchObject({
      totalInspections: 0,
      openDefects: 0,
      passRate: null,
      pendingReviews: 0,
      commonDefects: [],
      recentInspections: [],
      certifications: { valid: 0, expiring: 0, expired: 0 },
    });
    expect(s.metrics.every((m) => m.value === null)).toBe(true);
  });

  it("are computed from the recorded inspections (figures worked out by hand)", async () => {
    const user = await suite.onPlan("Figures Quality Co");
    const make = (date: string, items: object[]) => created(user, { date, items });
    // 1. Passed (3 items passed). 2. Failed: Rebar spacing failed, Cover warning, Formwork passed.
    // 3. Needs Review: rebar spacing (lower case) warning. 4. Pending: no items. 5. Passed (1 item). 6. Failed: Cover failed.
    await make("2026-11-01", [
      { name: "A", status: "passed" },
      { name: "B", status: "passed" },
      { name: "C", status: "passed" },
    ]);
    await make("2026-11-02", [
      { name: "Rebar spacing", status: "failed" },
      { name: "Cover", status: "warning" },
      { name: "Formwork", status: "passed" },
    ]);
    await make("2026-11-03", [{ name: "rebar spacing ", status: "warning" }]);
    await make("2026-11-04", []);
    await make("2026-11-05", [{ name: "Slab level", status: "passed" }]);
    const newest = await make("2026-11-06", [
      { name: "Cover", status: "failed" },
      { name: "Rebar spacing", status: "failed" },
    ]);
    const s = await summaryOf(user);
    // Total 6; Passed 2 → 2/6 = 33%; Pending Reviews: Pending 1 + Needs Review 1 = 2; Open Defects: 2 + 1 + 2 = 5.
    expect(s).toMatchObject({ totalInspections: 6, passRate: 33, pendingReviews: 2, openDefects: 5 });
    expect(s.byStatus).toEqual([
      { status: "Passed", count: 2 },
      { status: "Failed", count: 2 },
      { status: "Pending", count: 1 },
      { status: "Needs Review", count: 1 },
    ]);
    // Items 3+3+1+0+1+2 = 10, passed 3+1+1 = 5 → 50%; decided 5 → 2/5 = 40%; 10/6 = 1.7 items, 5/6 = 0.8 defects.
    expect(s.metrics.map((m) => [m.key, m.value])).toEqual([
      ["passRate", 33],
      ["decidedPassRate", 40],
      ["itemPassRate", 50],
      ["itemsPerInspection", 1.7],
      ["defectsPerInspection", 0.8],
    ]);
    // Rebar spacing 3 (2 failed, 1 warning), Cover 2 (1 failed, 1 warning).
    expect(s.commonDefects).toEqual([
      { name: "Rebar spacing", count: 3, failed: 2, warning: 1 },
      { name: "Cover", count: 2, failed: 1, warning: 1 },
    ]);
    expect(s.recentInspections).toHaveLength(5);
    expect(s.recentInspections[0]?.id).toBe(newest.id);
    expect(s.recentInspections.map((i) => i.date)).toEqual([
      "2026-11-06",
      "2026-11-05",
      "2026-11-04",
      "2026-11-03",
      "2026-11-02",
    ]);
    // Recording results moves the cards: the Pending one passes → 3/6 = 50%, one review fewer.
    const pending = s.recentInspections.find((i) => i.date === "2026-11-04");
    expect(pending).toBeDefined();
    await record(user, pending?.id ?? "", [{ name: "Final clean", status: "passed" }]);
    expect(await summaryOf(user)).toMatchObject({ passRate: 50, pendingReviews: 1, openDefects: 5 });
  });
});

describe("quality certifications (the shared piece, decision 0029, under /api/quality)", () => {
  const cert = (overrides: object = {}) => ({
    name: "ISO 9001:2015",
    number: "QMS-2041",
    issuingAuthority: "Bureau Veritas",
    issueDate: "2024-03-01",
    expiryDate: "2026-12-01",
    renewalRequirements: "Surveillance audit every year.",
    description: "Quality management system.",
    ...overrides,
  });

  it("are listed soonest expiry first and filtered by status; the summary counts them; the overview asks for those expiring in a period", async () => {
    const user = await suite.onPlan("Certs Quality Co");
    for (const [name, expiryDate] of [
      ["Welding", "2026-11-01"],
      ["ISO 9001", "2026-12-10"],
      ["CE Marking", "2027-06-30"],
    ] as const) {
      expect(
        (await suite.as(user).post("/api/quality/certifications", cert({ name, expiryDate, issueDate: null })))
          .statusCode,
      ).toBe(201);
    }
    const list: CertificationList = (await suite.as(user).get("/api/quality/certifications?today=2026-11-20")).json();
    expect(list.certifications.map((c) => [c.name, c.status])).toEqual([
      ["Welding", "expired"],
      ["ISO 9001", "expiring"],
      ["CE Marking", "valid"],
    ]);
    const expiring: CertificationList = (
      await suite.as(user).get("/api/quality/certifications?today=2026-11-20&status=expiring")
    ).json();
    expect(expiring.certifications.map((c) => c.name)).toEqual(["ISO 9001"]);
    expect((await summaryOf(user)).certifications).toEqual({ valid: 1, expiring: 1, expired: 1 });
    const { userId: uid, organizationId } = await idsOf(suite.t, user);
    const scope: Scope = { userId: uid, organizationId, role: "admin" };
    expect(
      (await qualityCertificationsExpiringBetween(suite.t.database.db, scope, "2026-11-20", "2026-12-20", 10)).map(
        (c) => c.name,
      ),
    ).toEqual(["ISO 9001"]);
  });

  it("downloads a one-page PDF record of a certification", async () => {
    const c: Certification = (
      await suite.as(suite.owner).post("/api/quality/certifications", cert({ name: "Concrete Testing Lab" }))
    ).json();
    const res = await suite.as(suite.owner).get(`/api/quality/certifications/${c.id}/pdf?today=2026-11-20`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="quality-certification-QMS-2041.pdf"');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    for (const part of [
      "Concrete Testing Lab",
      "QMS-2041",
      "Bureau Veritas",
      "Dec 1, 2026",
      "Expiring",
      "Surveillance audit every year.",
    ])
      expect(text).toContain(part);
    expect((await suite.as(suite.stranger).get(`/api/quality/certifications/${c.id}/pdf`)).statusCode).toBe(404);
  });
});

describe("roles, walls and the plan", () => {
  it("a viewer reads everything but every write answers 403 and changes nothing", async () => {
    const inspection = await created(suite.owner, { items: [{ name: "Cover" }] });
    const cert = (
      await suite.as(suite.owner).post("/api/quality/certifications", { name: "Viewer test", expiryDate: "2027-05-01" })
    ).json() as Certification;
    const viewer = await suite.viewerOf(suite.owner);
    const v = suite.as(viewer);
    for (const path of [
      "/api/quality/summary",
      "/api/quality/inspections",
      `/api/quality/inspections/${inspection.id}`,
      "/api/quality/certifications",
      `/api/quality/certifications/${cert.id}`,
    ]) {
      expect((await v.get(path)).statusCode, path).toBe(200);
    }
    for (const res of [
      await v.post("/api/quality/inspections", await newInspection(suite.owner)),
      await v.post("/api/quality/inspections", {}),
      await v.put(`/api/quality/inspections/${inspection.id}/results`, {
        clientKey: crypto.randomUUID(),
        items: [{ name: "Cover", status: "passed" }],
      }),
      await v.delete(`/api/quality/inspections/${inspection.id}`),
      await v.post("/api/quality/certifications", { name: "X", expiryDate: "2027-01-01" }),
      await v.put(`/api/quality/certifications/${cert.id}`, { name: "X", expiryDate: "2027-01-01" }),
      await v.delete(`/api/quality/certifications/${cert.id}`),
      await v.post("/api/quality/reports", { title: "X", from: "2026-01-01", to: "2026-01-31" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your role is read-only.");
    }
    expect((await suite.as(suite.owner).get(`/api/quality/inspections/${inspection.id}`)).json()).toEqual(inspection);
    expect((await suite.as(suite.owner).get(`/api/quality/certifications/${cert.id}`)).json()).toMatchObject({
      name: "Viewer test",
    });
  });

  it("another organization's inspection and certification answer 404 to every verb, and its lists and cards are its own", async () => {
    const inspection = await created(suite.owner, { title: "Owner's secret inspection" });
    const cert = (
      await suite
        .as(suite.owner)
        .post("/api/quality/certifications", { name: "Owner's secret cert", expiryDate: "2027-05-01" })
    ).json() as Certification;
    const s = suite.as(suite.stranger);
    const notFound = async (res: Awaited<ReturnType<typeof s.get>>, message: string) => {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(message);
    };
    await notFound(await s.get(`/api/quality/inspections/${inspection.id}`), QUALITY_MSG.inspectionNotFound);
    await notFound(
      await s.put(`/api/quality/inspections/${inspection.id}/results`, {
        clientKey: crypto.randomUUID(),
        items: [{ name: "X", status: "failed" }],
      }),
      QUALITY_MSG.inspectionNotFound,
    );
    await notFound(await s.delete(`/api/quality/inspections/${inspection.id}`), QUALITY_MSG.inspectionNotFound);
    await notFound(await s.get(`/api/quality/certifications/${cert.id}`), QUALITY_MSG.certificationNotFound);
    await notFound(
      await s.put(`/api/quality/certifications/${cert.id}`, { name: "Taken", expiryDate: "2027-01-01" }),
      QUALITY_MSG.certificationNotFound,
    );
    await notFound(await s.delete(`/api/quality/certifications/${cert.id}`), QUALITY_MSG.certificationNotFound);
    for (const path of ["/api/quality/inspections", "/api/quality/certifications", "/api/quality/summary"]) {
      expect((await s.get(path)).body, path).not.toContain("secret");
    }
    expect((await suite.as(suite.owner).get(`/api/quality/inspections/${inspection.id}`)).json()).toEqual(inspection);
    const list: InspectionList = (await suite.as(suite.owner).get("/api/quality/inspections?q=secret")).json();
    expect(list.inspections.map((i) => i.id)).toEqual([inspection.id]);
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED naming the plans with Quality Control, and one whose trial has ended reads only", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Quality Builders", plan: "basic" });
    for (const res of [
      await suite.as(basic).get("/api/quality/summary"),
      await suite.as(basic).get("/api/quality/inspections"),
      await suite.as(basic).post("/api/quality/inspections", await newInspection(basic)),
      await suite.as(basic).get("/api/quality/certifications"),
      await suite.as(basic).post("/api/quality/reports", { title: "X", from: "2026-01-01", to: "2026-01-31" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: PLAN_REQUIRED,
        message: "Quality Control is part of the Professional and Enterprise plans.",
      });
    }
    const lapsed = await suite.onPlan("Lapsed Quality Co");
    await suite.endTrialOf(lapsed);
    // Read-only after the trial (decision 0048): reads go on, writes answer 402.
    expect((await suite.as(lapsed).get("/api/quality/inspections")).statusCode).toBe(200);
    const res = await suite.as(lapsed).post("/api/quality/inspections", await newInspection(lapsed));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: READ_ONLY, message: READ_ONLY_MSG.trial_ended });
  });
});
