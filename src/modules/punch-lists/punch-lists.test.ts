import { describe, expect, it } from "vitest";
import { idsOf } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { PHOTO_MSG } from "../../shared/photos.ts";
import type { PunchItem } from "./punch-lists.contract.ts";
import { PUNCH_MSG } from "./punch-lists.constants.ts";
import { punchSteps } from "./punch-test-steps.server.ts";

// Punch lists (issue 31): items of a project, sent once per client key, with photos, moved as the roles allow.

const suite = moduleSuite({ plan: "professional" });
const { newProject, itemBody, made, move, memberOf } = punchSteps(suite);

describe("punch items", () => {
  it("are added Open with their creator and history, read back, and changed", async () => {
    const user = await suite.onPlan("Punch Co", "Pat Punch");
    const project = await newProject(user);
    const { userId } = await idsOf(suite.t, user);
    const item = await made(user, itemBody(project, { assigneeId: userId, dueDate: "2026-12-01" }));
    expect(item).toMatchObject({
      project: { id: project, name: "Harbor Tower" },
      location: "Level 2, Unit 204",
      trade: "Painting",
      assignee: { id: userId, fullName: "Pat Punch" },
      dueDate: "2026-12-01",
      status: "open",
      createdBy: { id: userId },
    });
    expect(item.history.map((e) => e.action)).toEqual(["created"]);
    expect((await suite.as(user).get(`/api/punch-lists/items/${item.id}`)).json()).toEqual(item);
    const changed = await suite.as(user).put(`/api/punch-lists/items/${item.id}`, {
      location: "Level 3",
      description: "Replace cracked tile",
      trade: "",
      assigneeId: null,
      dueDate: "",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ location: "Level 3", trade: "", assignee: null, dueDate: null });
  });

  it("refuse missing fields, another organization's project and a non-member assignee with 400", async () => {
    const user = await suite.onPlan("Refusing Co");
    const project = await newProject(user);
    const a = suite.as(user);
    const blank = await a.post("/api/punch-lists/items", itemBody(project, { location: " " }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(PUNCH_MSG.missingFields);
    const theirs = await newProject(suite.stranger, "Their Tower");
    const foreign = await a.post("/api/punch-lists/items", itemBody(theirs));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.projectId).toBe(PUNCH_MSG.projectNotFound);
    const { userId: strangerId } = await idsOf(suite.t, suite.stranger);
    const outsider = await a.post("/api/punch-lists/items", itemBody(project, { assigneeId: strangerId }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.fields.assigneeId).toBe(PUNCH_MSG.assigneeNotMember);
    const badDate = await a.post("/api/punch-lists/items", itemBody(project, { dueDate: "12/01/2026" }));
    expect(badDate.statusCode).toBe(400);
  });

  it("sent again with the same client key (from the outbox) answer the item made, once, also when copies race", async () => {
    const user = await suite.onPlan("Offline Co");
    const project = await newProject(user);
    const body = itemBody(project);
    const first = await made(user, body);
    const again = await suite.as(user).post("/api/punch-lists/items", body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    const racing = itemBody(project, { description: "Racing copy" });
    const responses = await Promise.all([1, 2, 3].map(() => suite.as(user).post("/api/punch-lists/items", racing)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const list = (await suite.as(user).get(`/api/punch-lists/items?projectId=${project}`)).json();
    expect(list.items).toHaveLength(2);
    // Another organization's same key is its own item.
    const theirs = await newProject(suite.stranger, "Key Tower");
    const other = await suite.as(suite.stranger).post("/api/punch-lists/items", { ...body, projectId: theirs });
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.id);
  });

  it("carry their photos; a photo let go of is deleted, another organization's is refused", async () => {
    const user = await suite.onPlan("Photo Co");
    const project = await newProject(user);
    const red = await suite.uploadedPhoto(user, { r: 200, g: 30, b: 30 });
    const blue = await suite.uploadedPhoto(user, { r: 30, g: 30, b: 200 });
    const item = await made(user, itemBody(project, { photoIds: [red.id, blue.id] }));
    expect(item.photos.map((p) => p.id)).toEqual([red.id, blue.id]);
    expect(item.photos[0]?.thumbUrl).toBe(`/api/photos/${red.id}/thumb`);
    const kept = await suite.as(user).put(`/api/punch-lists/items/${item.id}`, {
      location: item.location,
      description: item.description,
      photoIds: [blue.id],
    });
    expect(kept.json().photoIds).toEqual([blue.id]);
    expect((await suite.as(user).get(`/api/photos/${red.id}`)).statusCode).toBe(404);
    expect((await suite.as(user).get(`/api/photos/${blue.id}`)).statusCode).toBe(200);
    const theirs = await suite.uploadedPhoto(suite.stranger, { r: 1, g: 2, b: 3 });
    const refused = await suite.as(user).post("/api/punch-lists/items", itemBody(project, { photoIds: [theirs.id] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(PHOTO_MSG.notYours);
    expect((await suite.as(user).delete(`/api/punch-lists/items/${item.id}`)).statusCode).toBe(200);
    expect((await suite.as(user).get(`/api/photos/${blue.id}`)).statusCode).toBe(404);
  });
});

describe("the list", () => {
  it("filters by project, status, assignee and location, and pages newest first", async () => {
    const user = await suite.onPlan("Filter Co");
    const a = suite.as(user);
    const north = await newProject(user, "North");
    const south = await newProject(user, "South");
    const { id: samId } = await memberOf(user, "Sam Member");
    const made3: PunchItem[] = [];
    for (const [project, location, assigneeId] of [
      [north, "Lobby", samId],
      [north, "Roof deck", null],
      [north, "Lobby restroom", null],
      [south, "Lobby", samId],
    ] as const)
      made3.push(await made(user, itemBody(project, { location, assigneeId })));
    const [first] = made3;
    if (!first) throw new Error("no item");
    expect((await move(user, first.id, "ready_for_review")).statusCode).toBe(200);
    const shown = async (query: string) =>
      ((await a.get(`/api/punch-lists/items?${query}`)).json().items as PunchItem[]).map((i) => i.location);
    expect(await shown(`projectId=${north}`)).toEqual(["Lobby restroom", "Roof deck", "Lobby"]);
    expect(await shown(`projectId=${north}&status=ready_for_review`)).toEqual(["Lobby"]);
    expect(await shown(`projectId=${north}&status=open`)).toEqual(["Lobby restroom", "Roof deck"]);
    expect(await shown(`assigneeId=${samId}`)).toEqual(["Lobby", "Lobby"]);
    expect(await shown(`projectId=${north}&location=lobby`)).toEqual(["Lobby restroom", "Lobby"]);
    expect(await shown(`location=${encodeURIComponent("%")}`)).toEqual([]);
    const page1 = (await a.get(`/api/punch-lists/items?projectId=${north}&limit=2`)).json();
    expect(page1.items).toHaveLength(2);
    const page2 = (await a.get(`/api/punch-lists/items?projectId=${north}&limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((i: PunchItem) => i.location)).toEqual(["Lobby"]);
    expect(page2.nextCursor).toBeNull();
    const bad = await a.get("/api/punch-lists/items?cursor=nonsense");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(PUNCH_MSG.badCursor);
    expect((await a.get("/api/punch-lists/items?status=done")).statusCode).toBe(400);
  });
});
