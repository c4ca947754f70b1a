import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import type { Overview } from "./overview.contract.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { companyName: "Overview Co" });
});
afterAll(async () => {
  await t.close();
});

const TODAY = "2026-07-01";
const overview = async (user: TestUser): Promise<Overview> => {
  const res = await as(t, user).get(`/api/overview?today=${TODAY}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the dashboard overview", () => {
  it("starts empty for a new organization, with its one member", async () => {
    expect(await overview(owner)).toEqual({
      activeProjects: 0,
      totalProjects: 0,
      totalRevenue: 0,
      teamMembers: 1,
      pendingTasks: 0,
      recentProjects: [],
      upcomingDeadlines: [],
    });
  });

  it("counts from the organization's data only", async () => {
    const post = (url: string, body: object) => as(t, owner).post(url, body);
    const active = (
      await post("/api/projects", {
        name: "Active",
        startDate: "2026-01-01",
        endDate: "2026-07-10",
        status: "In Progress",
      })
    ).json();
    await post("/api/projects", { name: "Planned", startDate: "2026-08-01", endDate: "2026-12-01" });
    await post("/api/projects", { name: "Done", startDate: "2026-01-01", endDate: "2026-07-05", status: "Completed" });
    await post("/api/gantt/tasks", {
      name: "Open task",
      startDate: "2026-06-20",
      endDate: "2026-07-03",
      progress: 50,
      projectId: active.id,
    });
    await post("/api/gantt/tasks", {
      name: "Finished task",
      startDate: "2026-06-20",
      endDate: "2026-07-02",
      progress: 100,
    });
    await post("/api/gantt/tasks", { name: "Far task", startDate: "2026-06-20", endDate: "2026-08-30" });
    await post("/api/gantt/tasks", { name: "Overdue task", startDate: "2026-06-01", endDate: "2026-06-30" });
    const colleague = await signedInUser(t);
    await joinOrganizationOf(t, colleague, owner, "member");
    const stranger = await signedInUser(t);
    await as(t, stranger).post("/api/projects", {
      name: "Not ours",
      startDate: "2026-01-01",
      endDate: "2026-07-02",
      status: "In Progress",
    });

    const o = await overview(owner);
    expect(o).toMatchObject({ activeProjects: 1, totalProjects: 3, teamMembers: 2, pendingTasks: 3, totalRevenue: 0 });
    expect(o.recentProjects.map((p) => p.name)).toEqual(["Done", "Planned", "Active"]);
    // Next 14 days, soonest first; finished work and completed projects are not deadlines.
    expect(o.upcomingDeadlines.map((d) => [d.kind, d.name, d.date, d.projectName])).toEqual([
      ["task", "Open task", "2026-07-03", "Active"],
      ["project", "Active", "2026-07-10", "Active"],
    ]);
  });

  it("lists certifications expiring in the next 14 days when the plan includes HR", async () => {
    const hr = await signedInUser(t, { companyName: "Cert Co", plan: "professional" });
    const employee = {
      firstName: "Dana",
      lastName: "Ruiz",
      email: "dana@example.com",
      phone: "555-0101",
      position: "Foreman",
      department: "Safety",
      startDate: "2020-01-06",
    };
    const certifications = [
      { name: "First Aid", issuer: "Red Cross", issued: "2024-07-05", expires: "2026-07-05" },
      { name: "Forklift", issuer: "OSHA", issued: "2024-01-01", expires: "2026-09-01" },
      { name: "Scaffold", issuer: "OSHA", issued: "2024-01-01", expires: "2026-06-20" },
    ];
    const res = await as(t, hr).post("/api/hr/employees", { ...employee, certifications });
    expect(res.statusCode, res.body).toBe(201);
    const o = await overview(hr);
    expect(o.upcomingDeadlines.map((d) => [d.kind, d.name, d.date, d.detail])).toEqual([
      ["certification", "First Aid", "2026-07-05", "Dana Ruiz"],
    ]);
  });

  it("lists safety certifications expiring in the next 14 days when the plan includes safety", async () => {
    const safe = await signedInUser(t, { companyName: "Safe Co", plan: "professional" });
    for (const [name, expiryDate] of [
      ["Confined Space", "2026-07-08"],
      ["Crane Operator", "2026-08-30"],
      ["Fall Arrest", "2026-06-15"],
    ] as const) {
      const res = await as(t, safe).post("/api/safety/certifications", { name, issuingAuthority: "OSHA", expiryDate });
      expect(res.statusCode, res.body).toBe(201);
    }
    const o = await overview(safe);
    expect(o.upcomingDeadlines.map((d) => [d.kind, d.name, d.date, d.detail])).toEqual([
      ["safetyCertification", "Confined Space", "2026-07-08", "OSHA"],
    ]);
    // Another organization's certifications are not its deadlines.
    expect((await overview(owner)).upcomingDeadlines.some((d) => d.kind === "safetyCertification")).toBe(false);
  });

  it("lists quality certifications expiring in the next 14 days when the plan includes quality", async () => {
    const qc = await signedInUser(t, { companyName: "Quality Deadlines Co", plan: "professional" });
    for (const [name, expiryDate] of [
      ["ISO 9001", "2026-07-10"],
      ["CE Marking", "2026-08-30"],
      ["Welding Procedure", "2026-06-15"],
    ] as const) {
      const res = await as(t, qc).post("/api/quality/certifications", {
        name,
        issuingAuthority: "Bureau Veritas",
        expiryDate,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const o = await overview(qc);
    expect(o.upcomingDeadlines.map((d) => [d.kind, d.name, d.date, d.detail])).toEqual([
      ["qualityCertification", "ISO 9001", "2026-07-10", "Bureau Veritas"],
    ]);
    expect((await overview(owner)).upcomingDeadlines.some((d) => d.kind === "qualityCertification")).toBe(false);
  });

  it("lists items at their reorder point as today's deadlines when the plan includes procurement, at most three", async () => {
    const stocked = await signedInUser(t, { companyName: "Stock Co", plan: "professional" });
    const item = (name: string, quantity: string) =>
      as(t, stocked).post("/api/procurement/items", {
        name,
        category: "Concrete",
        quantity,
        unit: "bags",
        unitPrice: "10",
        location: "Yard",
        reorderPoint: "10",
      });
    for (const [name, quantity] of [
      ["Plenty", "50"],
      ["Cement", "4"],
      ["Sand", "0"],
      ["Gravel", "9"],
      ["Lime", "10"],
    ] as const)
      expect((await item(name, quantity)).statusCode).toBe(201);
    const o = await overview(stocked);
    expect(o.upcomingDeadlines.map((d) => [d.kind, d.name, d.date, d.detail])).toEqual([
      ["stock", "Cement", TODAY, "Low stock · 4 bags left"],
      ["stock", "Gravel", TODAY, "Low stock · 9 bags left"],
      ["stock", "Sand", TODAY, "Out of stock"],
    ]);
    // A Basic organization's overview has no procurement in it.
    expect((await overview(owner)).upcomingDeadlines.every((d) => d.kind === "project" || d.kind === "task")).toBe(
      true,
    );
  });

  it("needs a session", async () => {
    expect((await as(t, null).get("/api/overview")).statusCode).toBe(401);
  });

  it("lists the open RFIs due in the window and the overdue ones, not drafts nor later ones (issue 31)", async () => {
    const pro = await signedInUser(t, { companyName: "RFI Co", plan: "professional" });
    const { userId } = await idsOf(t, pro);
    const post = (url: string, body: object) => as(t, pro).post(url, body);
    const project = (
      await post("/api/projects", { name: "Harbor", startDate: "2026-01-01", endDate: "2026-12-01" })
    ).json();
    const rfi = async (subject: string, dueDate: string, open: boolean) => {
      const res = await post("/api/rfis", { projectId: project.id, subject, ballInCourtId: userId, dueDate, open });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; number: string };
    };
    const late = await rfi("Footing depth", "2026-06-25", true);
    const soon = await rfi("Rebar spacing", "2026-07-05", true);
    await rfi("Draft question", "2026-07-02", false);
    await rfi("Far off", "2026-12-01", true);
    const rfis = (await overview(pro)).upcomingDeadlines.filter((d) => d.kind === "rfi");
    expect(rfis.map((d) => [d.id, d.name, d.date, d.projectName])).toEqual([
      [late.id, `${late.number} Footing depth`, "2026-06-25", "Harbor"],
      [soon.id, `${soon.number} Rebar spacing`, "2026-07-05", "Harbor"],
    ]);
  });
});
