/**
 * The certifications piece (decision 0029), tested once through safety's routes: what is kept, the status as of
 * the caller's today, validation, the list's order, filters and pages, the other organization's wall and the
 * area's wall (a safety certification is not quality's, and the other way round). Each module's tests check
 * only that its routes are wired.
 */
import { describe, expect, it } from "vitest";
import { CERTIFICATION_MSG } from "./certifications.constants.ts";
import type { Certification, CertificationList } from "./certifications.contract.ts";
import { idsOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText } from "../../server/testing/report-files.ts";
import type { Scope } from "../../server/platform/access.ts";
import { certificationCounts, certificationsExpiringBetween } from "./certifications.queries.ts";

const suite = moduleSuite({ plan: "professional" });

const BASE = "/api/safety/certifications";
const MISSING = CERTIFICATION_MSG.missingFields;

const cert = (overrides: object = {}) => ({
  name: "Site Safety Plan Approval",
  number: "SSP-2026-114",
  issuingAuthority: "City Building Department",
  issueDate: "2026-01-10",
  expiryDate: "2027-01-10",
  renewalRequirements: "Annual audit and updated emergency plan.",
  description: "Covers the east tower site.",
  ...overrides,
});

async function scopeOf(user: TestUser): Promise<Scope> {
  const { userId, organizationId } = await idsOf(suite.t, user);
  return { userId, organizationId, role: "admin" };
}

async function added(user: TestUser, base: string, body: object = cert()): Promise<Certification> {
  const res = await suite.as(user).post(base, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("certifications", () => {
  it("keep every field, with the status computed from the expiry date as of the caller's today", async () => {
    const res = await suite.as(suite.owner).post(`${BASE}?today=2026-12-20`, cert());
    expect(res.statusCode, res.body).toBe(201);
    const c: Certification = res.json();
    expect(c).toMatchObject({ ...cert(), status: "expiring", createdBy: { fullName: "Olivia Owner" } });
    expect((await suite.as(suite.owner).get(`${BASE}/${c.id}?today=2026-12-09`)).json().status).toBe("valid");
    expect((await suite.as(suite.owner).get(`${BASE}/${c.id}?today=2026-12-11`)).json().status).toBe("expiring");
    expect((await suite.as(suite.owner).get(`${BASE}/${c.id}?today=2027-01-11`)).json().status).toBe("expired");

    const edited = await suite
      .as(suite.owner)
      .put(`${BASE}/${c.id}?today=2026-12-20`, { name: "Renamed", expiryDate: "2028-01-10" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Renamed",
      number: "",
      issuingAuthority: "",
      issueDate: null,
      expiryDate: "2028-01-10",
      status: "valid",
    });
    expect((await suite.as(suite.owner).delete(`${BASE}/${c.id}`)).json()).toEqual({ id: c.id, deleted: true });
    expect((await suite.as(suite.owner).get(`${BASE}/${c.id}`)).statusCode).toBe(404);
  });

  it("need a name and an expiry date, and refuse one expiring before it was issued", async () => {
    const none = await suite.as(suite.owner).post(BASE, {});
    expect(none.json().error).toMatchObject({ message: MISSING, fields: { name: MISSING, expiryDate: MISSING } });
    for (const missing of ["name", "expiryDate"]) {
      const body: Record<string, unknown> = cert();
      delete body[missing];
      const res = await suite.as(suite.owner).post(BASE, body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error.fields[missing]).toBe(MISSING);
    }
    const order = await suite.as(suite.owner).post(BASE, cert({ issueDate: "2026-02-01", expiryDate: "2026-01-31" }));
    expect(order.json().error.fields.expiryDate).toBe(CERTIFICATION_MSG.order);
    expect(
      (await suite.as(suite.owner).post(BASE, cert({ expiryDate: "2026-02-30" }))).json().error.fields.expiryDate,
    ).toBe(CERTIFICATION_MSG.invalidDate);
  });

  it("are listed soonest expiry first, filtered by status, paged and counted; the overview asks for those expiring in a period", async () => {
    const user = await signedInUser(suite.t, { companyName: "Certs Co", plan: "professional" });
    for (const [name, expiryDate] of [
      ["Crane", "2027-03-01"],
      ["Asbestos", "2026-11-01"],
      ["Hot Work", "2026-12-20"],
      ["Confined Space", "2027-01-19"],
      ["Scaffold", "2027-01-20"],
    ]) {
      await added(user, BASE, cert({ name, expiryDate, issueDate: null }));
    }
    const list = async (query: string): Promise<CertificationList> => {
      const res = await suite.as(user).get(`${BASE}?today=2026-12-20${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const shown = (l: CertificationList) => l.certifications.map((c) => `${c.name}:${c.status}`);
    expect(shown(await list(""))).toEqual([
      "Asbestos:expired",
      "Hot Work:expiring",
      "Confined Space:expiring",
      "Scaffold:valid",
      "Crane:valid",
    ]);
    expect(shown(await list("&status=expiring"))).toEqual(["Hot Work:expiring", "Confined Space:expiring"]);
    expect(shown(await list("&status=expired"))).toEqual(["Asbestos:expired"]);
    expect(shown(await list("&status=valid"))).toEqual(["Scaffold:valid", "Crane:valid"]);
    const first = await list("&limit=2");
    const second = await list(`&limit=2&cursor=${first.nextCursor}`);
    const third = await list(`&limit=2&cursor=${second.nextCursor}`);
    expect([...shown(first), ...shown(second), ...shown(third)]).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    for (const bad of ["&cursor=garbage", "&status=old", "&today=2026-02-30"])
      expect((await suite.as(user).get(`${BASE}?today=2026-12-20${bad}`)).statusCode, bad).toBe(400);

    const scope = await scopeOf(user);
    expect(await certificationCounts(suite.t.database.db, scope, "safety", "2026-12-20")).toEqual({
      valid: 2,
      expiring: 2,
      expired: 1,
    });
    expect(await certificationCounts(suite.t.database.db, scope, "quality", "2026-12-20")).toEqual({
      valid: 0,
      expiring: 0,
      expired: 0,
    });
    const expiring = await certificationsExpiringBetween(
      suite.t.database.db,
      scope,
      "safety",
      "2026-12-20",
      "2027-01-19",
      10,
    );
    expect(expiring.map((c) => [c.name, c.expires])).toEqual([
      ["Hot Work", "2026-12-20"],
      ["Confined Space", "2027-01-19"],
    ]);
    expect(
      await certificationsExpiringBetween(suite.t.database.db, scope, "safety", "2026-01-01", "2028-01-01", 1),
    ).toHaveLength(1);
    expect(
      await certificationsExpiringBetween(suite.t.database.db, scope, "quality", "2026-01-01", "2028-01-01", 10),
    ).toEqual([]);
    expect(
      await certificationsExpiringBetween(
        suite.t.database.db,
        await scopeOf(suite.stranger),
        "safety",
        "2026-01-01",
        "2028-01-01",
        10,
      ),
    ).toEqual([]);
  });

  it("download as a one-page PDF record named for the area and the number", async () => {
    const c = await added(
      suite.owner,
      BASE,
      cert({ name: "Crane Operator Licence", number: "CO 77/12", expiryDate: "2026-12-01" }),
    );
    const res = await suite.as(suite.owner).get(`${BASE}/${c.id}/pdf?today=2026-11-20`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="safety-certification-CO-77-12.pdf"');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    for (const part of [
      "SAFETY CERTIFICATION",
      "Crane Operator Licence",
      "CO 77/12",
      "City Building Department",
      "Dec 1, 2026",
      "Expiring",
      "Annual audit",
    ])
      expect(text).toContain(part);
    expect((await suite.as(suite.owner).get(`${BASE}/${c.id}/pdf?today=2026-02-30`)).statusCode).toBe(400);
  });

  it("of another organization answer 404 to every verb, as a missing one", async () => {
    const c = await added(suite.owner, BASE, cert({ name: "Owner's secret cert" }));
    const s = suite.as(suite.stranger);
    for (const res of [
      await s.get(`${BASE}/${c.id}`),
      await s.get(`${BASE}/${c.id}/pdf`),
      await s.put(`${BASE}/${c.id}`, cert({ name: "Taken" })),
      await s.delete(`${BASE}/${c.id}`),
      await s.get(`${BASE}/no-such-id`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(CERTIFICATION_MSG.notFound);
    }
    expect((await s.get(BASE)).json().certifications.map((x: Certification) => x.id)).not.toContain(c.id);
    expect((await suite.as(suite.owner).get(`${BASE}/${c.id}`)).json()).toMatchObject({ name: "Owner's secret cert" });
  });

  it("of one area answer 404 on the other area's routes, and each area lists only its own (the area wall)", async () => {
    const user = await signedInUser(suite.t, { companyName: "Walls Co", plan: "professional" });
    const safety = await added(user, "/api/safety/certifications", cert({ name: "Safety only" }));
    const quality = await added(user, "/api/quality/certifications", cert({ name: "Quality only" }));
    for (const [mine, other] of [
      [safety, "/api/quality/certifications"],
      [quality, "/api/safety/certifications"],
    ] as const) {
      for (const res of [
        await suite.as(user).get(`${other}/${mine.id}`),
        await suite.as(user).get(`${other}/${mine.id}/pdf`),
        await suite.as(user).put(`${other}/${mine.id}`, cert({ name: "Moved" })),
        await suite.as(user).delete(`${other}/${mine.id}`),
      ]) {
        expect(res.statusCode, `${other} ${mine.name}`).toBe(404);
      }
    }
    const names = async (base: string) =>
      ((await suite.as(user).get(base)).json() as CertificationList).certifications.map((c) => c.name);
    expect(await names("/api/safety/certifications")).toEqual(["Safety only"]);
    expect(await names("/api/quality/certifications")).toEqual(["Quality only"]);
    expect((await suite.as(user).get(`/api/safety/certifications/${safety.id}`)).json()).toMatchObject({
      name: "Safety only",
    });
  });
});
