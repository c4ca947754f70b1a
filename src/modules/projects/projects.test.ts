import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, idsOf, ownerAndStranger, joinOrganizationOf, signedInUser, type TestApp, type TestUser } from "../../server/testing/test-app.ts";
import { eq } from "drizzle-orm";
import { clients, users } from "../../server/db/schema/index.ts";
import type { Project } from "./projects.contract.ts";
import { PROJECT_MSG } from "./projects.constants.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => ({ t, owner, stranger } = await ownerAndStranger()));
afterAll(() => t.close());

const base = { name: "Riverside Offices", startDate: "2026-03-01", endDate: "2026-09-30" };

async function create(user: TestUser, body: object = base): Promise<Project> {
  const res = await as(t, user).post("/api/projects", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("creating a project", () => {
  it("applies the spec's defaults: Planning, progress 0, the caller as manager, no budget", async () => {
    const p = await create(owner);
    const { userId } = await idsOf(t, owner);
    expect(p).toMatchObject({ ...base, status: "Planning", progress: 0, budget: null, client: null, description: "" });
    expect(p.manager).toEqual({ id: userId, fullName: "Olivia Owner" });
  });

  it("answers the spec's message when the name, start or end date is missing", async () => {
    for (const missing of ["name", "startDate", "endDate"] as const) {
      const body: Record<string, string> = { ...base };
      delete body[missing];
      const res = await as(t, owner).post("/api/projects", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PROJECT_MSG.missingFields.message);
      expect(res.json().error.fields[missing]).toBe(PROJECT_MSG.missingFields.message);
    }
    const blank = await as(t, owner).post("/api/projects", { ...base, name: "   " });
    expect(blank.json().error.message).toBe(PROJECT_MSG.missingFields.message);
  });

  it("refuses an end date before the start date", async () => {
    const res = await as(t, owner).post("/api/projects", { ...base, endDate: "2026-02-01" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.endDate).toBe(PROJECT_MSG.endBeforeStart);
  });

  it("parses the budget as a number, empty as none, and refuses text that is not a number", async () => {
    expect((await create(owner, { ...base, budget: "$1,250,000.50" })).budget).toBe(1250000.5);
    // Read as a contract value is (shared/money-text.ts).
    expect((await create(owner, { ...base, budget: "1.5M" })).budget).toBe(1_500_000);
    expect((await create(owner, { ...base, budget: "250k" })).budget).toBe(250_000);
    expect((await create(owner, { ...base, budget: 420000 })).budget).toBe(420000);
    expect((await create(owner, { ...base, budget: "" })).budget).toBeNull();
    const bad = await as(t, owner).post("/api/projects", { ...base, budget: "about a million" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.budget).toBe(PROJECT_MSG.budgetNotNumber);
  });

  it("links a client of the organization and refuses another organization's client or a non-member manager", async () => {
    const client = (await as(t, owner).post("/api/clients", { name: "Acme Developments" })).json();
    const p = await create(owner, { ...base, clientId: client.id });
    expect(p.client).toEqual(client);

    const foreignClient = (await as(t, stranger).post("/api/clients", { name: "Stranger Client" })).json();
    const res = await as(t, owner).post("/api/projects", { ...base, clientId: foreignClient.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.clientId).toBeDefined();

    const { userId: strangerId } = await idsOf(t, stranger);
    const res2 = await as(t, owner).post("/api/projects", { ...base, managerId: strangerId });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.fields.managerId).toBeDefined();
  });

  it("refuses an unknown status and progress outside 0-100", async () => {
    expect((await as(t, owner).post("/api/projects", { ...base, status: "Paused" })).statusCode).toBe(400);
    expect((await as(t, owner).post("/api/projects", { ...base, progress: 101 })).statusCode).toBe(400);
  });
});

describe("editing and deleting", () => {
  it("updates any field, including the status, and keeps the id", async () => {
    const p = await create(owner);
    const res = await as(t, owner).put(`/api/projects/${p.id}`, { ...base, name: "Riverside Phase 2", status: "In Progress", progress: 35, budget: "9000" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, name: "Riverside Phase 2", status: "In Progress", progress: 35, budget: 9000 });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(p.updatedAt).getTime());
  });

  it("deletes a project with its tasks", async () => {
    const p = await create(owner);
    const task = await as(t, owner).post("/api/gantt/tasks", { name: "Dig", startDate: "2026-03-01", endDate: "2026-03-05", projectId: p.id });
    expect(task.statusCode).toBe(201);
    const res = await as(t, owner).delete(`/api/projects/${p.id}`);
    expect(res.json()).toEqual({ id: p.id, deleted: true });
    expect((await as(t, owner).get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await as(t, owner).get(`/api/gantt/tasks/${task.json().id}`)).statusCode).toBe(404);
  });
});

describe("tenant walls and roles", () => {
  it("answers 404 for another organization's project, on every verb", async () => {
    const p = await create(owner);
    const other = as(t, stranger);
    expect((await other.get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/projects/${p.id}`, base)).statusCode).toBe(404);
    expect((await other.delete(`/api/projects/${p.id}`)).statusCode).toBe(404);
    const list = (await other.get("/api/projects?limit=200")).json();
    expect(list.projects.map((x: Project) => x.id)).not.toContain(p.id);
    expect((await as(t, owner).get(`/api/projects/${p.id}`)).statusCode).toBe(200);
  });

  it("answers 401 signed out", async () => {
    expect((await as(t, null).get("/api/projects")).statusCode).toBe(401);
    expect((await as(t, null).post("/api/projects", base)).statusCode).toBe(401);
  });

  it("lets a viewer read but not write; a member writes and may be chosen as manager", async () => {
    const viewer = await signedInUser(t, { fullName: "Vera Viewer" });
    const member = await signedInUser(t, { fullName: "Mel Member" });
    await joinOrganizationOf(t, viewer, owner, "viewer");
    await joinOrganizationOf(t, member, owner, "member");
    const p = await create(owner);

    expect((await as(t, viewer).get(`/api/projects/${p.id}`)).statusCode).toBe(200);
    for (const res of [
      await as(t, viewer).post("/api/projects", base),
      await as(t, viewer).put(`/api/projects/${p.id}`, base),
      await as(t, viewer).delete(`/api/projects/${p.id}`),
      await as(t, viewer).post("/api/clients", { name: "Viewer Client" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your role is read-only.");
    }

    const { userId: memberId } = await idsOf(t, member);
    const byMember = await create(member, { ...base, managerId: memberId });
    expect(byMember.manager?.fullName).toBe("Mel Member");
    const team = (await as(t, owner).get("/api/team/members")).json().members.map((m: { fullName: string }) => m.fullName);
    expect(team).toEqual(["Mel Member", "Olivia Owner", "Vera Viewer"]);
  });
});

describe("the list", () => {
  it("pages newest first on the server, searches by name case-insensitively and filters by status", async () => {
    const solo = await signedInUser(t, { companyName: "Paging Co" });
    for (let i = 0; i < 7; i++) await create(solo, { ...base, name: `Tower ${i}`, status: i % 2 ? "In Progress" : "Planning" });
    await create(solo, { ...base, name: "100% Warehouse_A" });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/projects?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await as(t, solo).get(url)).json();
      expect(page.projects.length).toBeLessThanOrEqual(3);
      seen.push(...page.projects.map((p: Project) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["100% Warehouse_A", "Tower 6", "Tower 5", "Tower 4", "Tower 3", "Tower 2", "Tower 1", "Tower 0"]);

    const search = (await as(t, solo).get("/api/projects?q=tower")).json();
    expect(search.projects).toHaveLength(7);
    const literal = (await as(t, solo).get(`/api/projects?q=${encodeURIComponent("0%")}`)).json();
    expect(literal.projects.map((p: Project) => p.name)).toEqual(["100% Warehouse_A"]);
    const status = (await as(t, solo).get(`/api/projects?status=${encodeURIComponent("In Progress")}`)).json();
    expect(status.projects.map((p: Project) => p.name)).toEqual(["Tower 5", "Tower 3", "Tower 1"]);
  });

  it("shows changes at once, including a renamed client or manager and a deleted client", async () => {
    const solo = await signedInUser(t, { companyName: "Fresh Co", fullName: "Fran Fresh" });
    const client = (await as(t, solo).post("/api/clients", { name: "Old Name LLC" })).json();
    const p = await create(solo, { ...base, clientId: client.id });
    const first = async () => (await as(t, solo).get("/api/projects")).json().projects[0];
    expect((await first()).client.name).toBe("Old Name LLC");

    await as(t, solo).put(`/api/projects/${p.id}`, { ...base, name: "Renamed project", clientId: client.id });
    expect((await first()).name).toBe("Renamed project");

    await t.database.db.update(clients).set({ name: "New Name LLC" }).where(eq(clients.id, client.id));
    expect((await first()).client.name).toBe("New Name LLC");

    const { userId } = await idsOf(t, solo);
    await t.database.db.update(users).set({ name: "Frances Fresh" }).where(eq(users.id, userId));
    expect((await first()).manager.fullName).toBe("Frances Fresh");

    await t.database.db.delete(clients).where(eq(clients.id, client.id));
    expect((await first()).client).toBeNull();
  });

  it("refuses a forged cursor with a 400", async () => {
    const res = await as(t, owner).get("/api/projects?cursor=bm9wZQ");
    expect(res.statusCode).toBe(400);
  });
});

describe("clients", () => {
  it("lists by name and answers an existing name (any case) instead of a duplicate", async () => {
    const solo = await signedInUser(t, { companyName: "Client Co" });
    const first = await as(t, solo).post("/api/clients", { name: "Zenith Homes" });
    expect(first.statusCode).toBe(201);
    await as(t, solo).post("/api/clients", { name: "alpha builders" });
    const again = await as(t, solo).post("/api/clients", { name: "ZENITH HOMES" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const list = (await as(t, solo).get("/api/clients")).json().clients.map((c: { name: string }) => c.name);
    expect(list).toEqual(["alpha builders", "Zenith Homes"]);
    expect((await as(t, solo).post("/api/clients", { name: " " })).statusCode).toBe(400);
  });
});
