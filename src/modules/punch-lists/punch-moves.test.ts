import { describe, expect, it } from "vitest";
import { signedInUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import { PUNCH_MSG } from "./punch-lists.constants.ts";
import { punchSteps } from "./punch-test-steps.server.ts";

// Punch lists (issue 31): who moves an item where, who deletes it, the tenant wall, the PDF and the plan.

const suite = moduleSuite({ plan: "professional" });
const { newProject, itemBody, made, move, memberOf } = punchSteps(suite);

describe("moving an item", () => {
  it("any member marks it Ready for Review; only an admin or its creator closes or rejects it", async () => {
    const owner = await suite.onPlan("Moves Co", "Avery Admin");
    const project = await newProject(owner);
    const { user: creator } = await memberOf(owner, "Casey Creator");
    const { user: other } = await memberOf(owner, "Morgan Member");
    const item = await made(creator, itemBody(project));

    expect((await move(other, item.id, "close")).statusCode).toBe(403);
    const early = await move(creator, item.id, "close");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(PUNCH_MSG.wrongStatus("Open", "closed"));
    const ready = await move(other, item.id, "ready_for_review");
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().status).toBe("ready_for_review");
    expect((await move(other, item.id, "ready_for_review")).statusCode).toBe(409);

    const refused = await move(other, item.id, "reject", "Paint still wet");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PUNCH_MSG.notAllowed);
    const noNote = await move(owner, item.id, "reject", "  ");
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toBe(PUNCH_MSG.noteRequired);
    const rejected = await move(owner, item.id, "reject", "Second coat missing");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe("open");

    await move(other, item.id, "ready_for_review");
    const closed = await move(creator, item.id, "close");
    expect(closed.statusCode, closed.body).toBe(200);
    const history = closed.json().history as { action: string; note: string; by: { fullName: string } }[];
    expect(history.map((e) => [e.action, e.by.fullName, e.note])).toEqual([
      ["created", "Casey Creator", ""],
      ["ready_for_review", "Morgan Member", ""],
      ["rejected", "Avery Admin", "Second coat missing"],
      ["ready_for_review", "Morgan Member", ""],
      ["closed", "Casey Creator", ""],
    ]);
    const locked = await suite.as(creator).put(`/api/punch-lists/items/${item.id}`, itemBody(project));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(PUNCH_MSG.closedLocked);
    expect((await move(owner, item.id, "bogus")).statusCode).toBe(400);
  });

  it("is deleted by an admin or its creator only", async () => {
    const owner = await suite.onPlan("Delete Co");
    const project = await newProject(owner);
    const { user: creator } = await memberOf(owner, "Dee Creator");
    const { user: other } = await memberOf(owner, "Oli Other");
    const mine = await made(creator, itemBody(project));
    const theirs = await made(creator, itemBody(project));
    expect((await suite.as(other).delete(`/api/punch-lists/items/${mine.id}`)).statusCode).toBe(403);
    expect((await suite.as(creator).delete(`/api/punch-lists/items/${mine.id}`)).statusCode).toBe(200);
    expect((await suite.as(owner).delete(`/api/punch-lists/items/${theirs.id}`)).statusCode).toBe(200);
    expect((await suite.as(owner).get(`/api/punch-lists/items/${theirs.id}`)).statusCode).toBe(404);
  });
});

describe("roles, walls, the PDF and the plan", () => {
  it("a viewer reads but every write answers 403", async () => {
    const project = await newProject(suite.owner);
    const item = await made(suite.owner, itemBody(project));
    const v = suite.as(await suite.viewerOf(suite.owner));
    expect((await v.get("/api/punch-lists/items")).statusCode).toBe(200);
    expect((await v.get(`/api/punch-lists/items/${item.id}`)).statusCode).toBe(200);
    for (const res of [
      await v.post("/api/punch-lists/items", itemBody(project)),
      await v.put(`/api/punch-lists/items/${item.id}`, itemBody(project)),
      await v.post(`/api/punch-lists/items/${item.id}/status`, { action: "ready_for_review" }),
      await v.delete(`/api/punch-lists/items/${item.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your role is read-only.");
    }
  });

  it("another organization's item and project answer 404 and never show in its list", async () => {
    const project = await newProject(suite.owner, "Walled Tower");
    const item = await made(suite.owner, itemBody(project, { description: "secret crack" }));
    const s = suite.as(suite.stranger);
    for (const res of [
      await s.get(`/api/punch-lists/items/${item.id}`),
      await s.put(`/api/punch-lists/items/${item.id}`, itemBody(project)),
      await s.post(`/api/punch-lists/items/${item.id}/status`, { action: "ready_for_review" }),
      await s.delete(`/api/punch-lists/items/${item.id}`),
      await s.get(`/api/punch-lists/projects/${project}/pdf`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await s.get(`/api/punch-lists/items?projectId=${project}`)).json().items).toEqual([]);
    expect((await s.get("/api/punch-lists/items")).body).not.toContain("secret");
    expect((await suite.as(suite.owner).get(`/api/punch-lists/items/${item.id}`)).json()).toEqual(item);
  });

  it("a project's punch list PDF draws its items with their photos", async () => {
    const project = await newProject(suite.owner, "PDF Tower");
    const photo = await suite.uploadedPhoto(suite.owner, { r: 10, g: 160, b: 60 });
    await made(suite.owner, itemBody(project, { location: "Stair 2", photoIds: [photo.id] }));
    const res = await suite.as(suite.owner).get(`/api/punch-lists/projects/${project}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("punch-list-pdf-tower.pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.toString("latin1")).toMatch(/\/Subtype \/Image/);
    const filtered = await suite.as(suite.owner).get(`/api/punch-lists/projects/${project}/pdf?status=closed`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.rawPayload.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Punch", plan: "basic" });
    for (const res of [
      await suite.as(basic).get("/api/punch-lists/items"),
      await suite.as(basic).post("/api/punch-lists/items", { clientKey: crypto.randomUUID(), projectId: "x" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: PLAN_REQUIRED,
        message: "Punch Lists is part of the Professional and Enterprise plans.",
      });
    }
  });
});
