import { describe, expect, it } from "vitest";
import { idsOf, joinOrganizationOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { eq } from "drizzle-orm";
import { clients, users } from "../../server/db/schema/index.ts";
import type { Project } from "./projects.contract.ts";
import { PROJECT_MSG } from "./projects.constants.ts";

const suite = moduleSuite();

const base = { name: "Riverside Offices", startDate: "2026-03-01", endDate: "2026-09-30" };

async function create(user: TestUser, body: object = base): Promise<Project> {
  const res = await suite.as(user).post("/api/projects", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("creating a project", () => {
  it("applies the spec's defaults: Planning, progress 0, the caller as manager, no budget", async () => {
    const p = await create(suite.owner);
    const { userId } = await idsOf(suite.t, suite.owner);
    expect(p).toMatchObject({ ...base, status: "Planning", progress: 0, budget: null, client: null, description: "" });
    expect(p.manager).toEqual({ id: userId, fullName: "Olivia Owner" });
  });

  it("answers the spec's message when the name, start or end date is missing", async () => {
    for (const missing of ["name", "startDate", "endDate"] as const) {
      const body: Record<string, string> = { ...base };
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/projects", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PROJECT_MSG.missingFields.message);
      expect(res.json().error.fields[missing]).toBe(PROJECT_MSG.missingFields.message);
    }
    const blank = await suite.as(suite.owner).post("/api/projects", { ...base, name: "   " });
    expect(blank.json().error.message).toBe(PROJECT_MSG.missingFields.message);
  });

  it("refuses an end date before the start date", async () => {
    const res = await suite.as(suite.owner).post("/api/projects", { ...base, endDate: "2026-02-01" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.endDate).toBe(PROJECT_MSG.endBeforeStart);
  });

  it("parses the budget as a number, empty as none, and refuses text that is not a number", async () => {
    expect((await create(suite.owner, { ...base, budget: "$1,250,000.50" })).budget).toBe(1250000.5);
    // Read as a contract value is (shared/money-text.ts).
    expect((await create(suite.owner, { ...base, budget: "1.5M" })).budget).toBe(1_500_000);
    expect((await create(suite.owner, { ...base, budget: "250k" })).budget).toBe(250_000);
    expect((await create(suite.owner, { ...base, budget: 420000 })).budget).toBe(420000);
    expect((await create(suite.owner, { ...base, budget: "" })).budget).toBeNull();
    const bad = await suite.as(suite.owner).post("/api/projects", { ...base, budget: "about a million" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.budget).toBe(PROJECT_MSG.budgetNotNumber);
  });

  it("links a client of the organization and refuses another organization's client or a non-member manager", async () => {
    const client = (await suite.as(suite.owner).post("/api/clients", { name: "Acme Developments" })).json();
    const p = await create(suite.owner, { ...base, clientId: client.id });
    expect(p.client).toEqual(client);

    const foreignClient = (await suite.as(suite.stranger).post("/api/clients", { name: "Stranger Client" })).json();
    const res = await suite.as(suite.owner).post("/api/projects", { ...base, clientId: foreignClient.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.clientId).toBeDefined();

    const { userId: strangerId } = await idsOf(suite.t, suite.stranger);
    const res2 = await suite.as(suite.owner).post("/api/projects", { ...base, managerId: strangerId });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.fields.managerId).toBeDefined();
  });

  it("refuses an unknown status and progress outside 0-100", async () => {
    expect((await suite.as(suite.owner).post("/api/projects", { ...base, status: "Paused" })).statusCode).toBe(400);
    expect((await suite.as(suite.owner).post("/api/projects", { ...base, progress: 101 })).statusCode).toBe(400);
  });
});

describe("editing and deleting", () => {
  it("updates any field, including the status, and keeps the id", async () => {
    const p = await create(suite.owner);
    const res = await suite.as(suite.owner).put(`/api/projects/${p.id}`, {
      ...base,
      name: "Riverside Phase 2",
      status: "In Progress",
      progress: 35,
      budget: "9000",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      name: "Riverside Phase 2",
      status: "In Progress",
      progress: 35,
      budget: 9000,
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(p.updatedAt).getTime());
  });

  it("deletes a project with its tasks", async () => {
    const p = await create(suite.owner);
    const task = await suite
      .as(suite.owner)
      .post("/api/gantt/tasks", { name: "Dig", startDate: "2026-03-01", endDate: "2026-03-05", projectId: p.id });
    expect(task.statusCode).toBe(201);
    const res = await suite.as(suite.owner).delete(`/api/projects/${p.id}`);
    expect(res.json()).toEqual({ id: p.id, deleted: true });
    expect((await suite.as(suite.owner).get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await suite.as(suite.owner).get(`/api/gantt/tasks/${task.json().id}`)).statusCode).toBe(404);
  });
});

describe("tenant walls and roles", () => {
  it("answers 404 for another organization's project, on every verb", async () => {
    const p = await create(suite.owner);
    const other = suite.as(suite.stranger);
    expect((await other.get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/projects/${p.id}`, base)).statusCode).toBe(404);
    expect((await other.delete(`/api/projects/${p.id}`)).statusCode).toBe(404);
    const list = (await other.get("/api/projects?limit=200")).json();
    expect(list.projects.map((x: Project) => x.id)).not.toContain(p.id);
    expect((await suite.as(suite.owner).get(`/api/projects/${p.id}`)).statusCode).toBe(200);
  });

  it("answers 401 signed out", async () => {
    expect((await suite.as(null).get("/api/projects")).statusCode).toBe(401);
    expect((await suite.as(null).post("/api/projects", base)).statusCode).toBe(401);
  });

  it("lets a viewer read but not write; a member writes and may be chosen as manager", async () => {
    const viewer = await signedInUser(suite.t, { fullName: "Vera Viewer" });
    const member = await signedInUser(suite.t, { fullName: "Mel Member" });
    await joinOrganizationOf(suite.t, viewer, suite.owner, "viewer");
    await joinOrganizationOf(suite.t, member, suite.owner, "member");
    const p = await create(suite.owner);

    expect((await suite.as(viewer).get(`/api/projects/${p.id}`)).statusCode).toBe(200);
    for (const res of [
      await suite.as(viewer).post("/api/projects", base),
      await suite.as(viewer).put(`/api/projects/${p.id}`, base),
      await suite.as(viewer).delete(`/api/projects/${p.id}`),
      await suite.as(viewer).post("/api/clients", { name: "Viewer Client" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your role is read-only.");
    }

    const { userId: memberId } = await idsOf(suite.t, member);
    const byMember = await create(member, { ...base, managerId: memberId });
    expect(byMember.manager?.fullName).toBe("Mel Member");
    const team = (await suite.as(suite.owner).get("/api/team/members"))
      .json()
      .members.map((m: { fullName: string }) => m.fullName);
    expect(team).toEqual(["Mel Member", "Olivia Owner", "Vera Viewer"]);
  });
});

describe("the list", () => {
  it("pages newest first on the server, searches by name case-insensitively and filters by status", async () => {
    const solo = await signedInUser(suite.t, { companyName: "Paging Co" });
    for (let i = 0; i < 7; i++)
      await create(solo, { ...base, name: `Tower ${i}`, status: i % 2 ? "In Progress" : "Planning" });
    await create(solo, { ...base, name: "100% Warehouse_A" });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/projects?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await suite.as(solo).get(url)).json();
      expect(page.projects.length).toBeLessThanOrEqual(3);
      seen.push(...page.projects.map((p: Project) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      "100% Warehouse_A",
      "Tower 6",
      "Tower 5",
      "Tower 4",
      "Tower 3",
      "Tower 2",
      "Tower 1",
      "Tower 0",
    ]);

    const search = (await suite.as(solo).get("/api/projects?q=tower")).json();
    expect(search.projects).toHaveLength(7);
    const literal = (await suite.as(solo).get(`/api/projects?q=${encodeURIComponent("0%")}`)).json();
    expect(literal.projects.map((p: Project) => p.name)).toEqual(["100% Warehouse_A"]);
    const status = (await suite.as(solo).get(`/api/projects?status=${encodeURIComponent("In Progress")}`)).json();
    expect(status.projects.map((p: Project) => p.name)).toEqual(["Tower 5", "Tower 3", "Tower 1"]);
  });

  it("shows changes at once, including a renamed client or manager and a deleted client", async () => {
    const solo = await signedInUser(suite.t, { companyName: "Fresh Co", fullName: "Fran Fresh" });
    const client = (await suite.as(solo).post("/api/clients", { name: "Old Name LLC" })).json();
    const p = await create(solo, { ...base, clientId: client.id });
    const first = async () => (await suite.as(solo).get("/api/projects")).json().projects[0];
    expect((await first()).client.name).toBe("Old Name LLC");

    await suite.as(solo).put(`/api/projects/${p.id}`, { ...base, name: "Renamed project", clientId: client.id });
    expect((await first()).name).toBe("Renamed project");

    await suite.t.database.db.update(clients).set({ name: "New Name LLC" }).where(eq(clients.id, client.id));
    expect((await first()).client.name).toBe("New Name LLC");

    const { userId } = await idsOf(suite.t, solo);
    await suite.t.database.db.update(users).set({ name: "Frances Fresh" }).where(eq(users.id, userId));
    expect((await first()).manager.fullName).toBe("Frances Fresh");

    await suite.t.database.db.delete(clients).where(eq(clients.id, client.id));
    expect((await first()).client).toBeNull();
  });

  it("refuses a forged cursor with a 400", async () => {
    const res = await suite.as(suite.owner).get("/api/projects?cursor=bm9wZQ");
    expect(res.statusCode).toBe(400);
  });
});

describe("clients", () => {
  it("lists by name and answers an existing name (any case) instead of a duplicate", async () => {
    const solo = await signedInUser(suite.t, { companyName: "Client Co" });
    const first = await suite.as(solo).post("/api/clients", { name: "Zenith Homes" });
    expect(first.statusCode).toBe(201);
    await suite.as(solo).post("/api/clients", { name: "alpha builders" });
    const again = await suite.as(solo).post("/api/clients", { name: "ZENITH HOMES" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const list = (await suite.as(solo).get("/api/clients")).json().clients.map((c: { name: string }) => c.name);
    expect(list).toEqual(["alpha builders", "Zenith Homes"]);
    expect((await suite.as(solo).post("/api/clients", { name: " " })).statusCode).toBe(400);
  });
});
