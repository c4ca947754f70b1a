import { describe, expect, it } from "vitest";
import {
  joinOrganizationOf,
  idsOf,
  lastMailTo,
  linkIn,
  signedInUser,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText } from "../../server/testing/report-files.ts";
import type { DocumentRow } from "../documents/documents.contract.ts";
import type { Rfi, RfiList } from "./rfis.contract.ts";
import { RFI_MSG } from "./rfis.constants.ts";

// RFIs (issue 31): numbered per project, sent to the person whose turn it is (e-mailed), answered in a thread by
// them or an admin, the official answer making it Answered, closed by an admin; overdue ones filtered; the log PDF.

const suite = moduleSuite({ plan: "professional" });

async function newProject(user: TestUser, name = "Harbor Tower"): Promise<string> {
  const res = await suite.as(user).post("/api/projects", {
    name,
    status: "In Progress",
    startDate: "2026-01-05",
    endDate: "2026-12-30",
    budget: "1M",
    client: "Port Authority",
    manager: "Dana Lee",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** An organization on the plan: its owner (an admin), a member who answers, and another member. */
async function team(company: string) {
  const owner = await suite.onPlan(company, "Olivia Owner");
  const architect = await signedInUser(suite.t, { fullName: "Arlo Architect" });
  const member = await signedInUser(suite.t, { fullName: "Mia Member" });
  await joinOrganizationOf(suite.t, architect, owner, "member");
  await joinOrganizationOf(suite.t, member, owner, "member");
  const ids = {
    owner: (await idsOf(suite.t, owner)).userId,
    architect: (await idsOf(suite.t, architect)).userId,
    member: (await idsOf(suite.t, member)).userId,
  };
  return { owner, architect, member, ids, projectId: await newProject(owner) };
}

/** A PDF uploaded to the Document Hub by `user`, in `projectId` when given. */
async function uploadedDocument(user: TestUser, name: string, projectId?: string): Promise<DocumentRow> {
  const query = new URLSearchParams({ name, fileName: `${name}.pdf`, ...(projectId ? { projectId } : {}) });
  const res = await suite.t.app.inject({
    method: "POST",
    url: `/api/documents?${query}`,
    headers: { cookie: user.cookie, "content-type": "application/pdf" },
    payload: Buffer.from(
      `%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function rfiOf(user: TestUser, body: object): Promise<Rfi> {
  const res = await suite.as(user).post("/api/rfis", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("RFIs", () => {
  it("numbers RFIs per project, and e-mails the ball in court a link when one is sent", async () => {
    const { owner, architect, ids, projectId } = await team("Numbering Co");
    const other = await newProject(owner, "Second Job");
    const first = await rfiOf(owner, { projectId, subject: "Footing depth", question: "How deep?" });
    expect(first).toMatchObject({ number: "RFI-001", status: "draft", ballInCourt: null, answers: [] });
    const second = await rfiOf(owner, {
      projectId,
      subject: "Rebar spacing",
      ballInCourtId: ids.architect,
      dueDate: "2026-04-01",
      distributionIds: [ids.member],
      open: true,
    });
    expect(second).toMatchObject({
      number: "RFI-002",
      status: "open",
      ballInCourt: { id: ids.architect, fullName: "Arlo Architect" },
      distribution: [{ id: ids.member, fullName: "Mia Member" }],
      project: { id: projectId, name: "Harbor Tower" },
    });
    expect((await rfiOf(owner, { projectId: other, subject: "Elsewhere" })).number).toBe("RFI-001");
    const mail = await lastMailTo(suite.t.database, architect.email);
    expect(mail?.subject).toBe("RFI-002 for Harbor Tower is yours to answer: Rebar spacing");
    expect(new URL(linkIn(mail?.text ?? "")).pathname).toBe(`/dashboard/rfis/${second.id}`);

    // Sending a draft needs someone to answer it; then it is theirs, and they are told.
    const refused = await suite.as(owner).post(`/api/rfis/${first.id}/open`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(RFI_MSG.ballInCourtRequired);
    const edited = await suite
      .as(owner)
      .patch(`/api/rfis/${first.id}`, { subject: "Footing depth", ballInCourtId: ids.architect });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await suite.as(owner).post(`/api/rfis/${first.id}/open`, {})).json().status).toBe("open");
    expect((await lastMailTo(suite.t.database, architect.email))?.subject).toContain("RFI-001");

    for (const bad of [
      { projectId, subject: " " },
      { projectId, subject: "x", ballInCourtId: "nobody" },
      { subject: "x" },
    ]) {
      const res = await suite.as(owner).post("/api/rfis", bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("lets only the ball in court or an admin answer; the official answer makes it Answered, an admin closes it", async () => {
    const { owner, architect, member, ids, projectId } = await team("Answer Co");
    const rfi = await rfiOf(member, { projectId, subject: "Window head", ballInCourtId: ids.architect, open: true });
    const url = `/api/rfis/${rfi.id}`;
    const notTheirs = await suite.as(member).post(`${url}/answers`, { body: "I think 2 in.", official: true });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.message).toBe(RFI_MSG.notYourTurn);
    expect(
      (await suite.as(architect).post(`${url}/answers`, { body: "Checking with the engineer." })).json().status,
    ).toBe("open");
    const answered: Rfi = (
      await suite.as(architect).post(`${url}/answers`, { body: "Use 2 in.", official: true })
    ).json();
    expect(answered.status).toBe("answered");
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.answers.map((a) => [a.author?.fullName, a.official])).toEqual([
      ["Arlo Architect", false],
      ["Arlo Architect", true],
    ]);
    expect((await suite.as(architect).post(`${url}/answers`, { body: "Again", official: true })).statusCode).toBe(409);
    const memberCloses = await suite.as(architect).post(`${url}/close`, {});
    expect(memberCloses.statusCode).toBe(403);
    expect(memberCloses.json().error.message).toBe(RFI_MSG.onlyAdminCloses);
    expect((await suite.as(owner).post(`${url}/close`, {})).json().status).toBe("closed");
    expect((await suite.as(owner).post(`${url}/void`, {})).statusCode).toBe(409);
    expect((await suite.as(owner).delete(url)).statusCode).toBe(409);

    // An admin may answer in the ball in court's place; a void one takes no answer.
    const other = await rfiOf(member, { projectId, subject: "Paint", ballInCourtId: ids.architect, open: true });
    expect(
      (await suite.as(owner).post(`/api/rfis/${other.id}/answers`, { body: "Eggshell.", official: true })).json()
        .status,
    ).toBe("answered");
    const voided = await rfiOf(member, { projectId, subject: "Void me", ballInCourtId: ids.architect, open: true });
    expect((await suite.as(member).post(`/api/rfis/${voided.id}/void`, {})).json().status).toBe("void");
    expect((await suite.as(architect).post(`/api/rfis/${voided.id}/answers`, { body: "Late" })).statusCode).toBe(409);
  });

  it("filters overdue RFIs against the caller's today, by project and status, a page at a time", async () => {
    const { owner, ids, projectId } = await team("Overdue Co");
    const other = await newProject(owner, "Other Job");
    const make = (subject: string, over: object) =>
      rfiOf(owner, { projectId, subject, ballInCourtId: ids.architect, open: true, ...over });
    const late = await make("Late", { dueDate: "2026-03-01" });
    await make("Due today", { dueDate: "2026-03-10" });
    await make("No date", {});
    await rfiOf(owner, { projectId, subject: "Draft past due", dueDate: "2026-02-01" });
    const answered = await make("Answered past due", { dueDate: "2026-02-01" });
    await suite.as(owner).post(`/api/rfis/${answered.id}/answers`, { body: "Done", official: true });
    await rfiOf(owner, {
      projectId: other,
      subject: "Elsewhere late",
      ballInCourtId: ids.architect,
      open: true,
      dueDate: "2026-03-01",
    });

    const list = async (query: string): Promise<RfiList> => (await suite.as(owner).get(`/api/rfis?${query}`)).json();
    expect((await list(`projectId=${projectId}&overdue=true&today=2026-03-10`)).rfis.map((r) => r.id)).toEqual([
      late.id,
    ]);
    expect((await list("overdue=true&today=2026-03-10")).rfis.map((r) => r.subject)).toEqual([
      "Elsewhere late",
      "Late",
    ]);
    expect((await list(`projectId=${projectId}&status=answered`)).rfis.map((r) => r.subject)).toEqual([
      "Answered past due",
    ]);

    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await list(`projectId=${projectId}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.rfis.length).toBeLessThanOrEqual(2);
      seen.push(...page.rfis.map((r) => r.number));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(["RFI-005", "RFI-004", "RFI-003", "RFI-002", "RFI-001"]);
    expect((await suite.as(owner).get("/api/rfis?cursor=nonsense")).statusCode).toBe(400);
  });

  it("carries photos as attachments, only the organization's own", async () => {
    const { owner, projectId } = await team("Photo Co");
    const photo = await suite.uploadedPhoto(owner, { r: 200, g: 30, b: 30 });
    const withPhoto = await rfiOf(owner, { projectId, subject: "See crack", photoIds: [photo.id] });
    expect(withPhoto.photos.map((p) => p.id)).toEqual([photo.id]);
    const theirs = await suite.uploadedPhoto(suite.stranger, { r: 0, g: 0, b: 200 });
    const refused = await suite.as(owner).post("/api/rfis", { projectId, subject: "x", photoIds: [theirs.id] });
    expect(refused.statusCode).toBe(400);
  });

  it("attaches documents of the Document Hub (a PDF, a drawing…), only the organization's own, each to download", async () => {
    const { owner, member, ids, projectId } = await team("Document Co");
    const drawing = await uploadedDocument(member, "S-201 Footing plan", projectId);
    const spec = await uploadedDocument(owner, "Soils report");
    const rfi = await rfiOf(member, { projectId, subject: "Footing depth", documentIds: [drawing.id] });
    expect(rfi.documents).toEqual([
      { id: drawing.id, name: "S-201 Footing plan", url: `/api/documents/${drawing.id}/file` },
    ]);
    const file = await suite.as(owner).get(rfi.documents[0]?.url ?? "");
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // An edit (of a draft, then of an open one) sets the list, in its order.
    const url = `/api/rfis/${rfi.id}`;
    const edited = await suite.as(member).patch(url, {
      subject: "Footing depth",
      ballInCourtId: ids.architect,
      documentIds: [spec.id, drawing.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Rfi).documents.map((d) => d.name)).toEqual(["Soils report", "S-201 Footing plan"]);
    expect((await suite.as(member).post(`${url}/open`, {})).json().status).toBe("open");
    const openEdit = await suite.as(owner).patch(url, {
      subject: "Footing depth",
      ballInCourtId: ids.architect,
      documentIds: [drawing.id],
    });
    expect((openEdit.json() as Rfi).documents.map((d) => d.id)).toEqual([drawing.id]);

    // Another organization's document is refused under its field, as a missing one, and changes nothing.
    const theirs = await uploadedDocument(suite.stranger, "Not yours");
    for (const documentIds of [[theirs.id], ["no-such-document"]]) {
      const created = await suite.as(owner).post("/api/rfis", { projectId, subject: "x", documentIds });
      expect(created.statusCode).toBe(400);
      expect(created.json().error.fields).toEqual({ documentIds: RFI_MSG.documentNotYours });
      const patched = await suite.as(owner).patch(url, { subject: "x", ballInCourtId: ids.architect, documentIds });
      expect(patched.statusCode).toBe(400);
    }
    expect((await suite.as(owner).get(url)).json().subject).toBe("Footing depth");
    const twice = await suite.as(owner).post("/api/rfis", { projectId, subject: "x", documentIds: [spec.id, spec.id] });
    expect(twice.statusCode).toBe(400);

    // A document deleted in the hub is no longer listed; deleting a draft RFI leaves its documents in the hub.
    expect((await suite.as(owner).delete(`/api/documents/${drawing.id}`)).statusCode).toBe(200);
    expect((await suite.as(owner).get(url)).json().documents).toEqual([]);
    const draft = await rfiOf(owner, { projectId, subject: "Draft", documentIds: [spec.id] });
    expect((await suite.as(member).delete(`/api/rfis/${draft.id}`)).statusCode).toBe(200);
    expect((await suite.as(owner).get(`/api/rfis/${draft.id}`)).statusCode).toBe(404);
    expect((await suite.as(owner).get(`/api/documents/${spec.id}`)).statusCode).toBe(200);
  });

  it("writes a project's RFI log as a PDF", async () => {
    const { owner, ids, projectId } = await team("Log Co");
    await rfiOf(owner, {
      projectId,
      subject: "Stair nosing",
      ballInCourtId: ids.architect,
      open: true,
      dueDate: "2020-01-01",
    });
    const res = await suite.as(owner).get(`/api/rfis/projects/${projectId}/log/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("RFI Log");
    expect(text).toContain("Stair nosing");
    expect(text).toContain("Overdue");
  });

  it("keeps the tenant wall, the roles and the plan", async () => {
    const { owner, ids, projectId } = await team("Wall Co");
    const rfi = await rfiOf(owner, { projectId, subject: "Ours", ballInCourtId: ids.architect, open: true });
    const stranger = suite.as(suite.stranger);
    for (const res of [
      await stranger.get(`/api/rfis/${rfi.id}`),
      await stranger.patch(`/api/rfis/${rfi.id}`, { subject: "Theirs" }),
      await stranger.delete(`/api/rfis/${rfi.id}`),
      await stranger.post(`/api/rfis/${rfi.id}/answers`, { body: "x" }),
      await stranger.post(`/api/rfis/${rfi.id}/void`, {}),
      await stranger.get(`/api/rfis/projects/${projectId}/log/pdf`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await stranger.post("/api/rfis", { projectId, subject: "Sneaky" })).statusCode).toBe(400);
    expect((await stranger.get(`/api/rfis?projectId=${projectId}`)).json().rfis).toEqual([]);
    const viewer = await suite.viewerOf(owner);
    expect((await suite.as(viewer).get(`/api/rfis/${rfi.id}`)).statusCode).toBe(200);
    expect((await suite.as(viewer).post("/api/rfis", { projectId, subject: "No" })).statusCode).toBe(403);
    const starter = await signedInUser(suite.t, { companyName: "Starter Co", plan: "starter" });
    expect((await suite.as(starter).get("/api/rfis")).statusCode).toBe(403);
  });
});
