import { describe, expect, it } from "vitest";
import { idsOf, joinOrganizationOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { employees } from "../../server/db/schema/index.ts";
import { pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import type { Scope } from "../../server/platform/access.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import type { Employee, EmployeeInputParsed, EmployeeList, HrEvents, HrReport } from "./hr.contract.ts";
import { HR_MSG, type EmployeeStatus } from "./hr.constants.ts";
import { certificationsExpiringBetween } from "./hr-calendar.queries.ts";
import { createEmployee, updateEmployee } from "./hr.queries.ts";
import { payOfUsers } from "./hr.public.server.ts";

/** HR comes with the Professional plan (decision 17). */
const suite = moduleSuite({ plan: "professional" });

const base = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "555-0100",
  position: "Site Engineer",
  department: "Engineering",
  startDate: "2024-03-01",
};

const full = {
  ...base,
  address: "12 Harbor Road, Portsmouth",
  emergencyName: "Byron Lovelace",
  emergencyRelationship: "Father",
  emergencyPhone: "555-0199",
  employmentType: "Contract",
  status: "On Leave",
  supervisor: "Grace Hopper",
  education: "BSc Civil Engineering",
  skills: ["Surveying", "AutoCAD"],
  certifications: [
    { name: "OSHA 30", issuer: "OSHA", issued: "2024-01-10", expires: "2027-01-10" },
    { name: "First Aid", issuer: "Red Cross", issued: "2025-05-01", expires: "2026-05-01" },
    { name: "Forklift", issuer: "", issued: null, expires: null },
  ],
};

async function add(user: TestUser, body: object = base): Promise<Employee> {
  const res = await suite.as(user).post("/api/hr/employees", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function scopeOf(user: TestUser): Promise<Scope> {
  const { userId, organizationId } = await idsOf(suite.t, user);
  return { userId, organizationId, role: "admin" };
}

describe("adding an employee", () => {
  it("keeps every field with the certifications, defaults to Active and Full-time, and reads back the same", async () => {
    const minimal = await add(suite.owner);
    expect(minimal).toMatchObject({
      ...base,
      status: "Active",
      employmentType: "Full-time",
      address: "",
      emergencyContact: { name: "", relationship: "", phone: "" },
      skills: [],
      certifications: [],
      user: null,
      personalDetailsHidden: false,
    });
    expect(minimal.createdBy?.fullName).toBe("Olivia Owner");

    const e = await add(suite.owner, full);
    expect(e).toMatchObject({
      firstName: "Ada",
      address: "12 Harbor Road, Portsmouth",
      emergencyContact: { name: "Byron Lovelace", relationship: "Father", phone: "555-0199" },
      employmentType: "Contract",
      status: "On Leave",
      supervisor: "Grace Hopper",
      education: "BSc Civil Engineering",
      skills: ["Surveying", "AutoCAD"],
    });
    // By expiry, soonest first; undated last.
    expect(e.certifications.map((c) => [c.name, c.issuer, c.issued, c.expires])).toEqual([
      ["First Aid", "Red Cross", "2025-05-01", "2026-05-01"],
      ["OSHA 30", "OSHA", "2024-01-10", "2027-01-10"],
      ["Forklift", "", null, null],
    ]);
    expect((await suite.as(suite.owner).get(`/api/hr/employees/${e.id}`)).json()).toEqual(e);
  });

  it("answers the spec's required-fields message for each missing field, on that field", async () => {
    for (const missing of ["firstName", "lastName", "email", "phone", "position", "department", "startDate"] as const) {
      const body: Record<string, string> = { ...base };
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/hr/employees", body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error.fields[missing], missing).toBe(HR_MSG.missingFields);
    }
    const blank = await suite
      .as(suite.owner)
      .post("/api/hr/employees", { ...base, firstName: "  ", phone: "", department: "" });
    expect(blank.json().error.fields).toMatchObject({
      firstName: HR_MSG.missingFields,
      phone: HR_MSG.missingFields,
      department: HR_MSG.missingFields,
    });
  });

  it("refuses a bad email, an unknown department, type or status, a bad date, a nameless certification and one expiring before it was issued", async () => {
    const refused = async (body: object) => {
      const res = await suite.as(suite.owner).post("/api/hr/employees", body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect((await refused({ ...base, email: "ada-at-example" })).email).toBe(HR_MSG.invalidEmail);
    expect((await refused({ ...base, department: "Catering" })).department).toMatch(
      /^Choose a department: Operations, Engineering, Administration, Safety/,
    );
    expect((await refused({ ...base, employmentType: "Seasonal" })).employmentType).toMatch(
      /^Choose an employment type/,
    );
    expect((await refused({ ...base, status: "Retired" })).status).toMatch(/^Choose a status/);
    expect((await refused({ ...base, startDate: "2024-13-01" })).startDate).toBe(HR_MSG.invalidDate);
    expect((await refused({ ...base, certifications: [{ name: " ", issuer: "X" }] }))["certifications.0.name"]).toBe(
      `Certification 1: ${HR_MSG.certificationName}`,
    );
    const order = await refused({
      ...base,
      certifications: [{ name: "A" }, { name: "B", issued: "2026-02-01", expires: "2026-01-31" }],
    });
    expect(order["certifications.1.expires"]).toBe(`Certification 2: ${HR_MSG.certificationOrder}`);
  });
});

describe("editing and deleting", () => {
  it("replaces every field and the set of certifications; a bad edit changes nothing", async () => {
    const e = await add(suite.owner, full);
    const res = await suite.as(suite.owner).put(`/api/hr/employees/${e.id}`, {
      ...base,
      position: "Lead Engineer",
      certifications: [{ name: "PMP", issuer: "PMI", issued: "2025-01-01", expires: "2028-01-01" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited: Employee = res.json();
    expect(edited).toMatchObject({
      position: "Lead Engineer",
      status: "Active",
      employmentType: "Full-time",
      address: "",
      skills: [],
    });
    expect(edited.certifications.map((c) => c.name)).toEqual(["PMP"]);

    const bad = await suite.as(suite.owner).put(`/api/hr/employees/${e.id}`, {
      ...base,
      position: "Changed",
      certifications: [{ name: "X", issued: "2026-02-01", expires: "2026-01-01" }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await suite.as(suite.owner).get(`/api/hr/employees/${e.id}`)).json()).toEqual(edited);
  });

  it("writes the employee and the certifications in one transaction: when a certification fails at the database, nothing is written", async () => {
    const user = await suite.onPlan("Atomic Co");
    const scope = await scopeOf(user);
    // Past the schema, so the table's own check refuses the second certification after the employee row is in.
    const input: EmployeeInputParsed = {
      ...base,
      department: "Safety",
      lastName: "Atomic",
      address: "",
      emergencyName: "",
      emergencyRelationship: "",
      emergencyPhone: "",
      employmentType: "Full-time",
      status: "Active",
      supervisor: "",
      classification: "",
      education: "",
      skills: [],
      certifications: [
        { name: "Good", issuer: "", issued: null, expires: null },
        { name: "Backwards", issuer: "", issued: "2026-02-01", expires: "2026-01-01" },
      ],
    };
    await expect(createEmployee(suite.t.database.db, scope, input)).rejects.toThrow();
    expect(((await suite.as(user).get("/api/hr/employees")).json() as EmployeeList).employees).toHaveLength(0);

    const kept = await add(user, { ...base, certifications: [{ name: "Kept" }] });
    await expect(
      updateEmployee(suite.t.database.db, scope, kept.id, { ...input, position: "Changed" }),
    ).rejects.toThrow();
    expect((await suite.as(user).get(`/api/hr/employees/${kept.id}`)).json()).toEqual(kept);
  });

  it("deletes an employee with their certifications", async () => {
    const e = await add(suite.owner, full);
    expect((await suite.as(suite.owner).delete(`/api/hr/employees/${e.id}`)).json()).toEqual({
      id: e.id,
      deleted: true,
    });
    expect((await suite.as(suite.owner).get(`/api/hr/employees/${e.id}`)).statusCode).toBe(404);
    expect((await suite.as(suite.owner).delete(`/api/hr/employees/${e.id}`)).statusCode).toBe(404);
  });
});

describe("the directory", () => {
  it("is by last name then first name, searched by name, email or position (any case), filtered by department and status, and paged", async () => {
    const user = await suite.onPlan("Directory Co");
    const people = [
      { firstName: "Zoe", lastName: "Adams", department: "Operations", position: "Foreman", status: "Active" },
      { firstName: "Amy", lastName: "Adams", department: "Safety", position: "Safety Officer", status: "On Leave" },
      { firstName: "Carl", lastName: "Baker", department: "Engineering", position: "Estimator", status: "Active" },
      {
        firstName: "Dina",
        lastName: "Cole",
        department: "Administration",
        position: "Office Manager",
        status: "Inactive",
      },
      { firstName: "Eli", lastName: "Dunn", department: "Operations", position: "Crane Operator", status: "Active" },
      { firstName: "Fay", lastName: "Evans", department: "Operations", position: "Labourer 50%", status: "Active" },
      { firstName: "Gus", lastName: "Ford", department: "Engineering", position: "Site engineer", status: "Active" },
    ];
    for (const p of people) await add(user, { ...base, email: `${p.firstName.toLowerCase()}@crew.example`, ...p });
    const list = async (query: string): Promise<EmployeeList> => {
      const res = await suite.as(user).get(`/api/hr/employees${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const names = (l: EmployeeList) => l.employees.map((e) => e.firstName);
    expect(names(await list(""))).toEqual(["Amy", "Zoe", "Carl", "Dina", "Eli", "Fay", "Gus"]);
    expect(names(await list("?q=AMY%20adams"))).toEqual(["Amy"]);
    expect(names(await list("?q=dunn"))).toEqual(["Eli"]);
    expect(names(await list("?q=CARL%40CREW"))).toEqual(["Carl"]);
    expect(names(await list("?q=engineer"))).toEqual(["Gus"]);
    expect(names(await list("?q=50%25"))).toEqual(["Fay"]);
    expect(names(await list("?department=Operations"))).toEqual(["Zoe", "Eli", "Fay"]);
    expect(names(await list("?department=Operations&status=Active&q=crane"))).toEqual(["Eli"]);
    expect(names(await list("?status=Inactive"))).toEqual(["Dina"]);

    const first = await list("?limit=3");
    expect(names(first)).toEqual(["Amy", "Zoe", "Carl"]);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    const third = await list(`?limit=3&cursor=${second.nextCursor}`);
    expect([...names(second), ...names(third)]).toEqual(["Dina", "Eli", "Fay", "Gus"]);
    expect(third.nextCursor).toBeNull();
    const filtered = await list("?department=Operations&limit=2");
    expect(names(await list(`?department=Operations&limit=2&cursor=${filtered.nextCursor}`))).toEqual(["Fay"]);

    for (const bad of ["?cursor=garbage", "?department=Catering", "?status=Gone", "?limit=0"]) {
      const res = await suite.as(user).get(`/api/hr/employees${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });
});

describe("personal details and roles", () => {
  it("are answered to admins and members, and left out (null) for a viewer", async () => {
    const e = await add(suite.owner, full);
    const member = await signedInUser(suite.t, { fullName: "Max Member" });
    await joinOrganizationOf(suite.t, member, suite.owner, "member");
    const asMember: Employee = (await suite.as(member).get(`/api/hr/employees/${e.id}`)).json();
    expect(asMember).toMatchObject({
      phone: "555-0100",
      address: "12 Harbor Road, Portsmouth",
      emergencyContact: { name: "Byron Lovelace" },
      personalDetailsHidden: false,
    });

    const viewer = await suite.viewerOf(suite.owner);
    const one = await suite.as(viewer).get(`/api/hr/employees/${e.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      firstName: "Ada",
      email: "ada@example.com",
      position: "Site Engineer",
      phone: null,
      address: null,
      emergencyContact: null,
      personalDetailsHidden: true,
    });
    for (const secret of ["555-0100", "555-0199", "Harbor Road", "Byron"]) expect(one.body).not.toContain(secret);
    const listed = await suite.as(viewer).get("/api/hr/employees");
    expect(listed.statusCode).toBe(200);
    for (const secret of ["555-0100", "555-0199", "Harbor Road", "Byron"]) expect(listed.body).not.toContain(secret);
    expect(
      (listed.json() as EmployeeList).employees.every(
        (x) => x.phone === null && x.address === null && x.emergencyContact === null,
      ),
    ).toBe(true);
  });

  it("a viewer reads but cannot add, change, link, delete or generate a report", async () => {
    const e = await add(suite.owner);
    const viewer = await suite.viewerOf(suite.owner, "Rhea Viewer");
    expect((await suite.as(viewer).get("/api/hr/events")).statusCode).toBe(200);
    for (const res of [
      await suite.as(viewer).post("/api/hr/employees", base),
      await suite.as(viewer).put(`/api/hr/employees/${e.id}`, base),
      await suite.as(viewer).put(`/api/hr/employees/${e.id}/user`, { userId: null }),
      await suite.as(viewer).delete(`/api/hr/employees/${e.id}`),
      await suite.as(viewer).post("/api/hr/reports", {}),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await suite.as(suite.owner).get(`/api/hr/employees/${e.id}`)).json()).toEqual(e);
  });
});

describe("pay: the hourly rate and the classification", () => {
  it("an admin sets, changes and clears the rate (dollars in, cents kept); the classification is anyone's who writes", async () => {
    const e = await add(suite.owner, { ...base, hourlyRate: "42.50", classification: "  Carpenter " });
    expect(e).toMatchObject({ hourlyRateCents: 4250, classification: "Carpenter", payHidden: false });
    const put = (body: object) => suite.as(suite.owner).put(`/api/hr/employees/${e.id}`, { ...base, ...body });
    expect((await put({ hourlyRate: "$1,250", classification: "Foreman" })).json()).toMatchObject({
      hourlyRateCents: 125_000,
      classification: "Foreman",
    });
    expect((await put({ hourlyRate: 38.755 })).json()).toMatchObject({ hourlyRateCents: 3876, classification: "" });
    expect((await put({ hourlyRate: "0" })).json().hourlyRateCents).toBe(0);
    expect((await put({ hourlyRate: "" })).json().hourlyRateCents).toBeNull();
    expect((await put({ hourlyRate: "1000000" })).json().hourlyRateCents).toBe(100_000_000);
    expect((await add(suite.owner)).hourlyRateCents).toBeNull();
  });

  it("refuses a rate that is not one amount, one below zero or above $1,000,000, and a classification over 120 characters", async () => {
    const refused = async (body: object) => {
      const res = await suite.as(suite.owner).post("/api/hr/employees", { ...base, ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    for (const hourlyRate of ["forty", "42.50/hr", "12 or 14", -5, true])
      expect((await refused({ hourlyRate })).hourlyRate, String(hourlyRate)).toBe(HR_MSG.hourlyRateInvalid);
    expect((await refused({ hourlyRate: "1000000.01" })).hourlyRate).toBe(HR_MSG.hourlyRateTooLarge);
    expect((await refused({ classification: "x".repeat(121) })).classification).toBe("Keep it under 120 characters.");
  });

  it("is answered to admins only: a member and a viewer get null; a member's save keeps the stored rate", async () => {
    const e = await add(suite.owner, { ...full, hourlyRate: "42.50", classification: "Carpenter" });
    const member = await signedInUser(suite.t, { fullName: "Max Member" });
    await joinOrganizationOf(suite.t, member, suite.owner, "member");
    const viewer = await suite.viewerOf(suite.owner);
    for (const user of [member, viewer]) {
      const one = await suite.as(user).get(`/api/hr/employees/${e.id}`);
      expect(one.json()).toMatchObject({ hourlyRateCents: null, payHidden: true, classification: "Carpenter" });
      expect(one.body).not.toContain("4250");
      const listed: EmployeeList = (await suite.as(user).get("/api/hr/employees")).json();
      expect(listed.employees.every((x) => x.hourlyRateCents === null && x.payHidden)).toBe(true);
    }

    // What a member sends for the rate is ignored: a change, a clearing, and a new employee's.
    for (const hourlyRate of ["99.00", null, ""]) {
      const res = await suite.as(member).put(`/api/hr/employees/${e.id}`, { ...full, position: "Lead", hourlyRate });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ position: "Lead", hourlyRateCents: null, payHidden: true });
    }
    expect((await suite.as(suite.owner).get(`/api/hr/employees/${e.id}`)).json()).toMatchObject({
      position: "Lead",
      hourlyRateCents: 4250,
    });
    const byMember: Employee = (
      await suite.as(member).post("/api/hr/employees", { ...base, firstName: "Newer", hourlyRate: "50" })
    ).json();
    expect((await suite.as(suite.owner).get(`/api/hr/employees/${byMember.id}`)).json().hourlyRateCents).toBeNull();
  });

  it("payOfUsers: the given users' employee records in the scope's organization, with name, classification and rate", async () => {
    const user = await suite.onPlan("Pay Co", "Paula Pay");
    const scope = await scopeOf(user);
    const colleague = await signedInUser(suite.t, { fullName: "Cole League" });
    await joinOrganizationOf(suite.t, colleague, user, "member");
    const unlinked = await signedInUser(suite.t, { fullName: "Una Linked" });
    await joinOrganizationOf(suite.t, unlinked, user, "member");
    const { userId: ownerId } = await idsOf(suite.t, user);
    const { userId: colleagueId } = await idsOf(suite.t, colleague);
    const { userId: unlinkedId } = await idsOf(suite.t, unlinked);
    const { userId: strangerId } = await idsOf(suite.t, suite.stranger);

    const carpenter = await add(user, { ...base, hourlyRate: "42.50", classification: "Carpenter" });
    const laborer = await add(user, { ...base, firstName: "Bea", lastName: "Adams", email: "bea@example.com" });
    const link = (id: string, userId: string) => suite.as(user).put(`/api/hr/employees/${id}/user`, { userId });
    expect((await link(carpenter.id, colleagueId)).statusCode).toBe(200);
    expect((await link(laborer.id, ownerId)).statusCode).toBe(200);
    // The stranger's own organization has an employee linked to the stranger: not this scope's.
    const foreign = await add(suite.stranger, { ...base, hourlyRate: "99" });
    expect(
      (await suite.as(suite.stranger).put(`/api/hr/employees/${foreign.id}/user`, { userId: strangerId })).statusCode,
    ).toBe(200);

    const db = suite.t.database.db;
    expect(await payOfUsers(db, scope, [colleagueId, ownerId, unlinkedId, strangerId, colleagueId])).toEqual([
      { userId: ownerId, employeeId: laborer.id, name: "Bea Adams", classification: "", hourlyRateCents: null },
      {
        userId: colleagueId,
        employeeId: carpenter.id,
        name: "Ada Lovelace",
        classification: "Carpenter",
        hourlyRateCents: 4250,
      },
    ]);
    // A member's scope reads the same: the caller decides who sees pay.
    expect(await payOfUsers(db, { ...scope, role: "member" }, [colleagueId])).toHaveLength(1);
    expect(await payOfUsers(db, scope, [])).toEqual([]);
    expect(await payOfUsers(db, scope, [strangerId])).toEqual([]);
  });
});

describe("linking a user", () => {
  it("links a member of the organization once; another organization's user is refused, a second link answers 409", async () => {
    const user = await suite.onPlan("Link Co", "Lena Link");
    const colleague = await signedInUser(suite.t, { fullName: "Cole League" });
    await joinOrganizationOf(suite.t, colleague, user, "member");
    const { userId: colleagueId } = await idsOf(suite.t, colleague);
    const { userId: strangerId } = await idsOf(suite.t, suite.stranger);
    const first = await add(user);
    const second = await add(user, { ...base, firstName: "Second" });
    const link = (id: string, userId: string | null) => suite.as(user).put(`/api/hr/employees/${id}/user`, { userId });

    const linked = await link(first.id, colleagueId);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().user).toEqual({ id: colleagueId, fullName: "Cole League" });
    expect((await link(first.id, colleagueId)).statusCode).toBe(200);

    const foreign = await link(second.id, strangerId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({ message: HR_MSG.unknownUser, fields: { userId: HR_MSG.unknownUser } });
    expect((await link(second.id, "no-such-user")).statusCode).toBe(400);

    const twice = await link(second.id, colleagueId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(HR_MSG.userTaken);

    expect((await link(first.id, null)).json().user).toBeNull();
    expect((await link(second.id, colleagueId)).json().user?.id).toBe(colleagueId);
    // An edit keeps the link.
    expect(
      (await suite.as(user).put(`/api/hr/employees/${second.id}`, { ...base, firstName: "Renamed" })).json().user?.id,
    ).toBe(colleagueId);
  });
});

describe("upcoming events", () => {
  it("lists certifications expired or expiring within 30 days, anniversaries and start dates in the next 30 days, as of the caller's today", async () => {
    const user = await suite.onPlan("Events Co");
    const veteran = await add(user, {
      ...base,
      firstName: "Vic",
      lastName: "Veteran",
      startDate: "2019-01-05",
      certifications: [
        { name: "Crane Operator", expires: "2027-01-10" },
        { name: "Confined Space", expires: "2026-12-01" },
        { name: "Scaffolding", expires: "2027-03-01" },
        { name: "Long expired", expires: "2026-09-01" },
      ],
    });
    const newcomer = await add(user, { ...base, firstName: "Nia", lastName: "Newcomer", startDate: "2026-12-28" });
    await add(user, {
      ...base,
      firstName: "Lee",
      lastName: "Left",
      startDate: "2020-12-25",
      status: "Inactive",
      certifications: [{ name: "Old Pass", expires: "2026-12-24" }],
    });
    const leap = await add(user, { ...base, firstName: "Lea", lastName: "Leap", startDate: "2024-02-29" });

    const res = await suite.as(user).get("/api/hr/events?today=2026-12-20");
    expect(res.statusCode, res.body).toBe(200);
    const body: HrEvents = res.json();
    expect(body).toMatchObject({ today: "2026-12-20", windowDays: 30 });
    expect(
      body.events.map((e) => [
        e.kind,
        e.date,
        e.employee.name,
        e.certification?.name ?? null,
        e.years,
        e.expired,
        e.daysAway,
      ]),
    ).toEqual([
      ["certification", "2026-12-01", "Vic Veteran", "Confined Space", null, true, -19],
      ["start", "2026-12-28", "Nia Newcomer", null, null, false, 8],
      ["anniversary", "2027-01-05", "Vic Veteran", null, 8, false, 16],
      ["certification", "2027-01-10", "Vic Veteran", "Crane Operator", null, false, 21],
    ]);
    expect(body.events[0]?.employee.id).toBe(veteran.id);
    expect(body.events[1]?.employee.id).toBe(newcomer.id);

    const leapDay: HrEvents = (await suite.as(user).get("/api/hr/events?today=2027-02-15")).json();
    expect(leapDay.events.filter((e) => e.employee.id === leap.id).map((e) => [e.kind, e.date, e.years])).toEqual([
      ["anniversary", "2027-02-28", 3],
    ]);

    expect((await suite.as(user).get("/api/hr/events?today=2026-02-30")).statusCode).toBe(400);
    expect((await suite.as(user).get("/api/hr/events")).statusCode).toBe(200);

    // The overview's question: certifications expiring in a period, soonest first.
    const expiring = await certificationsExpiringBetween(
      suite.t.database.db,
      await scopeOf(user),
      "2026-12-01",
      "2027-03-01",
      2,
    );
    expect(expiring).toEqual([
      {
        id: expect.any(String),
        name: "Confined Space",
        employeeId: veteran.id,
        employeeName: "Vic Veteran",
        expires: "2026-12-01",
      },
      {
        id: expect.any(String),
        name: "Crane Operator",
        employeeId: veteran.id,
        employeeName: "Vic Veteran",
        expires: "2027-01-10",
      },
    ]);
    expect(
      await certificationsExpiringBetween(
        suite.t.database.db,
        await scopeOf(suite.stranger),
        "2000-01-01",
        "2100-01-01",
        10,
      ),
    ).toEqual([]);
  });
});

describe("upcoming events at the limit", () => {
  it("keep the soonest 100, the last day whole and by name, a Feb 29 start on Feb 28 in a common year", async () => {
    const user = await suite.onPlan("Crowded Co");
    const { organizationId } = await idsOf(suite.t, user);
    const person = (
      firstName: string,
      lastName: string,
      startDate: string,
      status: EmployeeStatus = "Active",
    ): typeof employees.$inferInsert => ({
      organizationId,
      firstName,
      lastName,
      startDate,
      status,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      phone: "555-0100",
      position: "Carpenter",
      department: "Operations",
    });
    // As of 2027-02-20: 97 anniversaries on Feb 22, then on Feb 28 a start and four anniversaries (two of Feb 29
    // starts), more the next day; one who left. The limit falls inside Feb 28: its start first, then by name.
    await suite.t.database.db
      .insert(employees)
      .values([
        ...Array.from({ length: 97 }, (_, i) => person("Pat", `Early ${String(i).padStart(3, "0")}`, "2020-02-22")),
        person("Dee", "Day", "2021-02-28"),
        person("Bea", "Leap", "2020-02-29"),
        person("Cal", "Day", "2022-02-28"),
        person("Abe", "Leap", "2024-02-29"),
        person("Zoe", "Starter", "2027-02-28"),
        person("Ann", "Gone", "2019-02-28", "Inactive"),
        person("Max", "March", "2019-03-01"),
      ]);
    const body: HrEvents = (await suite.as(user).get("/api/hr/events?today=2027-02-20")).json();
    expect(body.events).toHaveLength(100);
    expect(
      body.events.slice(0, 97).every((e) => e.kind === "anniversary" && e.date === "2027-02-22" && e.years === 7),
    ).toBe(true);
    expect(body.events.slice(97).map((e) => [e.kind, e.date, e.employee.name, e.years, e.daysAway])).toEqual([
      ["start", "2027-02-28", "Zoe Starter", null, 8],
      ["anniversary", "2027-02-28", "Abe Leap", 3, 8],
      ["anniversary", "2027-02-28", "Bea Leap", 7, 8],
    ]);
  });
});

describe("reports", () => {
  it("saves headcount, certifications to renew and the employee list, and downloads them as PDF, XLSX and CSV with the same figures", async () => {
    const user = await suite.onPlan("Report Co", "Rita Reporter");
    await add(user, {
      ...full,
      firstName: "Ada",
      lastName: "Lovelace",
      status: "Active",
      certifications: [{ name: "First Aid", issuer: "Red Cross", issued: "2024-04-01", expires: "2026-04-20" }],
    });
    await add(user, {
      ...base,
      firstName: "Bo",
      lastName: "Brown",
      department: "Operations",
      employmentType: "Part-time",
      status: "On Leave",
      certifications: [
        { name: "Forklift", expires: "2026-03-30" },
        { name: "Rigging", expires: "2026-09-01" },
      ],
    });
    await add(user, {
      ...base,
      firstName: "Cy",
      lastName: "Cole",
      department: "Operations",
      position: "=cmd|' /C calc'!A0",
    });
    await add(user, {
      ...base,
      firstName: "Di",
      lastName: "Dean",
      department: "Safety",
      status: "Inactive",
      certifications: [{ name: "Gone Pass", expires: "2026-04-01" }],
    });

    const res = await suite.as(user).post("/api/hr/reports", { today: "2026-04-05" });
    expect(res.statusCode, res.body).toBe(201);
    const report: HrReport = res.json();
    expect(report).toMatchObject({
      reportDate: "2026-04-05",
      headcount: { total: 3, active: 2, onLeave: 1, inactive: 1 },
      expiringCertifications: 1,
      expiredCertifications: 1,
      employeeCount: 4,
      generatedBy: { fullName: "Rita Reporter" },
    });
    expect(report.headcount.byDepartment).toContainEqual({
      department: "Operations",
      headcount: 2,
      active: 1,
      onLeave: 1,
    });
    expect((await suite.as(user).get(`/api/hr/reports/${report.id}`)).json()).toEqual(report);
    // Later changes do not change a saved report.
    await add(user, { ...base, firstName: "Later", lastName: "Added" });

    const pdf = await suite.as(user).get(`/api/hr/reports/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe('attachment; filename="hr-report-2026-04-05.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "HR Report",
      "Report Co",
      "As of Apr 5, 2026",
      "Rita Reporter",
      "Headcount",
      "By Department",
      "By Employment Type",
      "Part-time",
      "Forklift",
      "Expired 6 days ago",
      "First Aid",
      "Expires in 15 days",
      "Lovelace",
      "Site Engineer",
      "Page 1 of",
    ]) {
      expect(text).toContain(expected);
    }
    for (const absent of ["Later", "Rigging", "Gone Pass", "555-0100", "Harbor Road", "Byron"])
      expect(text).not.toContain(absent);

    const xlsx = await suite.as(user).get(`/api/hr/reports/${report.id}/xlsx`);
    expect(xlsx.headers["content-disposition"]).toBe('attachment; filename="hr-report-2026-04-05.xlsx"');
    const sheets = xlsxSheets(xlsx.rawPayload);
    expect(Object.keys(sheets)).toEqual([
      "Summary",
      "By Department",
      "By Employment Type",
      "Certifications Expiring",
      "Employees",
    ]);
    expect(sheets.Summary).toEqual(
      expect.arrayContaining([
        ["Headcount", 3],
        ["Active", 2],
        ["On Leave", 1],
        ["Certifications Expiring", 1],
        ["Certifications Expired", 1],
      ]),
    );
    expect(sheets["By Department"]).toEqual([
      ["Department", "Headcount", "Active", "On Leave"],
      ["Operations", 2, 1, 1],
      ["Engineering", 1, 1, 0],
      ["Administration", 0, 0, 0],
      ["Safety", 0, 0, 0],
    ]);
    expect(sheets["By Employment Type"]).toContainEqual(["Part-time", 1]);
    expect(sheets["Certifications Expiring"]?.map((r) => [r[0], r[2], r[5]])).toEqual([
      ["Employee", "Certification", "Standing"],
      ["Bo Brown", "Forklift", "Expired 6 days ago"],
      ["Ada Lovelace", "First Aid", "Expires in 15 days"],
    ]);
    expect(sheets.Employees).toHaveLength(5);
    expect(sheets.Employees?.[2]?.slice(0, 7)).toEqual([
      "Cole",
      "Cy",
      "=cmd|' /C calc'!A0",
      "Operations",
      "Full-time",
      "Active",
      expect.any(Number),
    ]);

    const csv = await suite.as(user).get(`/api/hr/reports/${report.id}/csv`);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="hr-report-2026-04-05.csv"');
    const lines = csv.body.slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      '"Last Name","First Name","Position","Department","Employment Type","Status","Start Date","Supervisor"',
    );
    expect(lines).toContain('"Brown","Bo","Site Engineer","Operations","Part-time","On Leave","2024-03-01",""');
    expect(lines).toContain(`"Cole","Cy","'=cmd|' /C calc'!A0","Operations","Full-time","Active","2024-03-01",""`);
    expect(lines).toContain('"Dean","Di","Site Engineer","Safety","Full-time","Inactive","2024-03-01",""');
    expect(lines).toHaveLength(5);
    expect(csv.body).not.toContain("555-0100");
  });

  it("says so when there is nobody; a viewer reads reports; another organization's answer 404", async () => {
    const user = await suite.onPlan("Empty Report Co");
    const empty: HrReport = (await suite.as(user).post("/api/hr/reports", {})).json();
    expect(empty).toMatchObject({ headcount: { total: 0 }, employeeCount: 0, expiringCertifications: 0 });
    const text = await pdfText((await suite.as(user).get(`/api/hr/reports/${empty.id}/pdf`)).rawPayload);
    expect(text).toContain("No employees yet.");
    expect((await suite.as(user).post("/api/hr/reports", { today: "2026-13-01" })).statusCode).toBe(400);

    const viewer = await suite.viewerOf(user, "Rex Viewer");
    for (const path of ["", "/pdf", "/xlsx", "/csv"]) {
      expect((await suite.as(viewer).get(`/api/hr/reports/${empty.id}${path}`)).statusCode, path).toBe(200);
      const res = await suite.as(suite.stranger).get(`/api/hr/reports/${empty.id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.message).toBe(HR_MSG.reportNotFound);
    }
  });
});

describe("walls", () => {
  it("another organization's employee answers 404 to every verb, and its directory and events are its own", async () => {
    const e = await add(suite.owner, { ...full, certifications: [{ name: "Secret Pass", expires: "2026-01-02" }] });
    const { userId: strangerId } = await idsOf(suite.t, suite.stranger);
    for (const res of [
      await suite.as(suite.stranger).get(`/api/hr/employees/${e.id}`),
      await suite.as(suite.stranger).put(`/api/hr/employees/${e.id}`, base),
      await suite.as(suite.stranger).put(`/api/hr/employees/${e.id}/user`, { userId: strangerId }),
      await suite.as(suite.stranger).delete(`/api/hr/employees/${e.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(HR_MSG.notFound);
    }
    expect((await suite.as(suite.stranger).get("/api/hr/employees")).body).not.toContain(e.id);
    expect((await suite.as(suite.stranger).get("/api/hr/events?today=2026-01-01")).body).not.toContain("Secret Pass");
    expect((await suite.as(suite.owner).get(`/api/hr/employees/${e.id}`)).json()).toEqual(e);
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED naming the plans with HR", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Builders", plan: "basic" });
    for (const res of [
      await suite.as(basic).get("/api/hr/employees"),
      await suite.as(basic).post("/api/hr/employees", base),
      await suite.as(basic).get("/api/hr/events"),
      await suite.as(basic).post("/api/hr/reports", {}),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: PLAN_REQUIRED,
        message: "HR is part of the Professional and Enterprise plans.",
      });
    }
  });
});
