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
import { ganttTasks } from "../../server/db/schema/index.ts";
import type { Task, TaskListRow } from "./gantt.contract.ts";
import { GANTT_MSG, TASK_LIST_MAX } from "./gantt.constants.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { companyName: "Gantt Builders" });
  stranger = await signedInUser(t, { companyName: "Elsewhere Inc" });
});
afterAll(async () => {
  await t.close();
});

async function add(user: TestUser, body: object): Promise<Task> {
  const res = await as(t, user).post("/api/gantt/tasks", { startDate: "2026-05-04", endDate: "2026-05-08", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("adding tasks", () => {
  it("stores a task with the defaults: progress 0, no dependencies, no project", async () => {
    const task = await add(owner, { name: "Excavation" });
    expect(task).toMatchObject({
      name: "Excavation",
      startDate: "2026-05-04",
      endDate: "2026-05-08",
      progress: 0,
      dependencies: [],
      projectId: null,
      assignee: "",
    });
  });

  it("answers the spec's messages: missing fields, end before start, progress out of range", async () => {
    for (const body of [
      { startDate: "2026-05-01", endDate: "2026-05-02" },
      { name: "A", endDate: "2026-05-02" },
      { name: "A", startDate: "2026-05-01" },
    ]) {
      const res = await as(t, owner).post("/api/gantt/tasks", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(GANTT_MSG.missingFields);
    }
    const order = await as(t, owner).post("/api/gantt/tasks", {
      name: "A",
      startDate: "2026-05-05",
      endDate: "2026-05-04",
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.message).toBe(GANTT_MSG.endBeforeStart);
    expect(
      (
        await as(t, owner).post("/api/gantt/tasks", {
          name: "A",
          startDate: "2026-05-05",
          endDate: "2026-05-06",
          progress: 150,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("keeps dependencies and refuses unknown or foreign ones", async () => {
    const a = await add(owner, { name: "Foundations" });
    const b = await add(owner, {
      name: "Framing",
      startDate: "2026-05-11",
      endDate: "2026-05-20",
      dependencies: [a.id],
    });
    expect(b.dependencies).toEqual([a.id]);
    const foreign = await add(stranger, { name: "Their task" });
    for (const dep of [foreign.id, "no-such-task"]) {
      const res = await as(t, owner).post("/api/gantt/tasks", {
        name: "C",
        startDate: "2026-05-01",
        endDate: "2026-05-02",
        dependencies: [dep],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(GANTT_MSG.unknownDependency);
    }
  });

  it("refuses another organization's project", async () => {
    const theirProject = (
      await as(t, stranger).post("/api/projects", { name: "Theirs", startDate: "2026-01-01", endDate: "2026-12-31" })
    ).json();
    const res = await as(t, owner).post("/api/gantt/tasks", {
      name: "Sneaky",
      startDate: "2026-05-01",
      endDate: "2026-05-02",
      projectId: theirProject.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(GANTT_MSG.unknownProject);
  });
});

describe("dependency loops", () => {
  it("refuses a task depending on itself, directly or through others, naming the loop", async () => {
    const a = await add(owner, { name: "Loop A" });
    const b = await add(owner, { name: "Loop B", dependencies: [a.id] });
    const c = await add(owner, { name: "Loop C", dependencies: [b.id] });

    const self = await as(t, owner).patch(`/api/gantt/tasks/${a.id}`, { dependencies: [a.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.dependencies).toBe("A task cannot depend on itself.");

    const loop = await as(t, owner).patch(`/api/gantt/tasks/${a.id}`, { dependencies: [c.id] });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error.message).toContain("Loop A → Loop C → Loop B → Loop A");
    // Nothing was half-written: A still has no dependencies.
    expect((await as(t, owner).get(`/api/gantt/tasks/${a.id}`)).json().dependencies).toEqual([]);

    // Replacing C's own dependency is not a loop.
    const ok = await as(t, owner).patch(`/api/gantt/tasks/${c.id}`, { dependencies: [a.id] });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("changing and deleting", () => {
  it("moves a task by its dates alone (a dragged bar) and checks the merged dates", async () => {
    const a = await add(owner, { name: "Roofing", progress: 40 });
    const moved = await as(t, owner).patch(`/api/gantt/tasks/${a.id}`, {
      startDate: "2026-06-01",
      endDate: "2026-06-05",
    });
    expect(moved.json()).toMatchObject({
      name: "Roofing",
      progress: 40,
      startDate: "2026-06-01",
      endDate: "2026-06-05",
    });
    const bad = await as(t, owner).patch(`/api/gantt/tasks/${a.id}`, { startDate: "2026-06-10" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(GANTT_MSG.endBeforeStart);
  });

  it("deleting a task removes it from its successors' dependencies", async () => {
    const a = await add(owner, { name: "Pour slab" });
    const b = await add(owner, { name: "Cure slab", dependencies: [a.id] });
    expect((await as(t, owner).delete(`/api/gantt/tasks/${a.id}`)).json()).toEqual({ id: a.id, deleted: true });
    expect((await as(t, owner).get(`/api/gantt/tasks/${b.id}`)).json().dependencies).toEqual([]);
    expect((await as(t, owner).delete(`/api/gantt/tasks/${a.id}`)).statusCode).toBe(404);
  });
});

describe("listing", () => {
  it("lists by start date, by project, and only those overlapping a range", async () => {
    const solo = await signedInUser(t, { companyName: "List Co" });
    const project = (
      await as(t, solo).post("/api/projects", { name: "P", startDate: "2026-01-01", endDate: "2026-12-31" })
    ).json();
    await add(solo, { name: "March", startDate: "2026-03-10", endDate: "2026-03-20", projectId: project.id });
    await add(solo, { name: "Feb to Apr", startDate: "2026-02-20", endDate: "2026-04-02" });
    await add(solo, { name: "May", startDate: "2026-05-01", endDate: "2026-05-02" });
    const names = async (q: string) =>
      (await as(t, solo).get(`/api/gantt/tasks${q}`)).json().tasks.map((x: Task) => x.name);
    expect(await names("")).toEqual(["Feb to Apr", "March", "May"]);
    expect(await names(`?projectId=${project.id}`)).toEqual(["March"]);
    expect(await names("?from=2026-03-01&to=2026-03-31")).toEqual(["Feb to Apr", "March"]);
    expect(await names("?from=2026-04-03&to=2026-04-30")).toEqual([]);
    expect(await names(`?projectId=${project.id}&from=2026-03-15`)).toEqual(["March"]);
    expect(await names("?to=2026-02-28")).toEqual(["Feb to Apr"]);
  });

  it("answers at most 5,000 tasks, the earliest, and says when there were more", async () => {
    const solo = await signedInUser(t, { companyName: "Busy Site Co" });
    const { organizationId } = await idsOf(t, solo);
    const day = (n: number) => `2026-07-${String((n % 28) + 1).padStart(2, "0")}`;
    const rows = Array.from({ length: TASK_LIST_MAX + 3 }, (_, i) => ({
      organizationId,
      name: `Bulk ${i}`,
      startDate: day(i),
      endDate: "2026-07-31",
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.database.db.insert(ganttTasks).values(rows.slice(i, i + 1000));
    const full = (await as(t, solo).get("/api/gantt/tasks?from=2026-07-01&to=2026-07-31")).json();
    expect(full.tasks).toHaveLength(TASK_LIST_MAX);
    expect(full.truncated).toBe(true);
    expect(full.tasks[0].startDate).toBe("2026-07-01");
    const narrow = (await as(t, solo).get("/api/gantt/tasks?from=2026-07-01&to=2026-07-01")).json();
    expect(narrow.truncated).toBe(false);
    expect(narrow.tasks.every((x: TaskListRow) => x.startDate === "2026-07-01")).toBe(true);
  }, 60_000);

  it("lists each task as it answers alone (without its timestamps), dependencies sorted, after a predecessor is deleted too", async () => {
    const solo = await signedInUser(t, { companyName: "Shape Co" });
    const a = await add(solo, { name: "A", startDate: "2026-06-01", endDate: "2026-06-02" });
    const b = await add(solo, { name: "B", startDate: "2026-06-01", endDate: "2026-06-02" });
    const c = await add(solo, {
      name: "C",
      startDate: "2026-06-03",
      endDate: "2026-06-04",
      dependencies: [b.id, a.id],
    });
    const listed = async () =>
      (await as(t, solo).get("/api/gantt/tasks?from=2026-06-01&to=2026-06-30")).json().tasks as TaskListRow[];
    const alone = async (id: string): Promise<TaskListRow> => {
      const { createdAt, updatedAt, ...row } = (await as(t, solo).get(`/api/gantt/tasks/${id}`)).json() as Task;
      expect(Date.parse(createdAt) <= Date.parse(updatedAt)).toBe(true);
      return row;
    };
    expect(await listed()).toEqual(
      [await alone(a.id), await alone(b.id), await alone(c.id)].sort((x, y) =>
        x.startDate + x.id < y.startDate + y.id ? -1 : 1,
      ),
    );
    expect((await alone(c.id)).dependencies).toEqual([a.id, b.id].sort());
    expect((await as(t, solo).delete(`/api/gantt/tasks/${a.id}`)).statusCode).toBe(200);
    expect((await listed()).find((x) => x.id === c.id)?.dependencies).toEqual([b.id]);
  });
});

describe("tenant walls and roles", () => {
  it("answers 404 for another organization's task and 403 to a viewer's writes", async () => {
    const task = await add(owner, { name: "Private" });
    expect((await as(t, stranger).get(`/api/gantt/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await as(t, stranger).patch(`/api/gantt/tasks/${task.id}`, { name: "Mine now" })).statusCode).toBe(404);
    expect((await as(t, stranger).delete(`/api/gantt/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await as(t, stranger).get("/api/gantt/tasks")).json().tasks.map((x: Task) => x.id)).not.toContain(task.id);

    const viewer = await signedInUser(t);
    await joinOrganizationOf(t, viewer, owner, "viewer");
    expect((await as(t, viewer).get(`/api/gantt/tasks/${task.id}`)).statusCode).toBe(200);
    expect(
      (await as(t, viewer).post("/api/gantt/tasks", { name: "V", startDate: "2026-05-01", endDate: "2026-05-02" }))
        .statusCode,
    ).toBe(403);
    expect((await as(t, viewer).patch(`/api/gantt/tasks/${task.id}`, { progress: 10 })).statusCode).toBe(403);
    expect((await as(t, viewer).delete(`/api/gantt/tasks/${task.id}`)).statusCode).toBe(403);
    expect((await as(t, null).get("/api/gantt/tasks")).statusCode).toBe(401);
  });
});
