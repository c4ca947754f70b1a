import { describe, expect, it } from "vitest";
import {
  idsOf,
  joinOrganizationOf,
  lastMailTo,
  linkIn,
  signedInUser,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import type { Submittal, SubmittalList } from "./rfis.contract.ts";
import { RFI_MSG } from "./rfis.constants.ts";

// Submittals (issue 31): a register per project by spec section, reviewed by its reviewers in order (each
// e-mailed when it becomes their turn); Revise and Resubmit makes revision 1 linked to 0; the log as PDF and XLSX.

const suite = moduleSuite({ plan: "professional" });

async function team(company: string) {
  const owner = await suite.onPlan(company, "Olivia Owner");
  const first = await signedInUser(suite.t, { fullName: "Arlo Architect" });
  const second = await signedInUser(suite.t, { fullName: "Eve Engineer" });
  await joinOrganizationOf(suite.t, first, owner, "member");
  await joinOrganizationOf(suite.t, second, owner, "member");
  const res = await suite.as(owner).post("/api/projects", {
    name: "Harbor Tower",
    status: "In Progress",
    startDate: "2026-01-05",
    endDate: "2026-12-30",
    budget: "1M",
    client: "Port Authority",
    manager: "Dana Lee",
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    owner,
    first,
    second,
    ids: { first: (await idsOf(suite.t, first)).userId, second: (await idsOf(suite.t, second)).userId },
    projectId: res.json().id as string,
  };
}

async function submittalOf(user: TestUser, body: object): Promise<Submittal> {
  const res = await suite
    .as(user)
    .post("/api/submittals", { type: "shop_drawing", title: "Rebar shop drawings", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const review = (user: TestUser, id: string, decision: string, comment = "") =>
  suite.as(user).post(`/api/submittals/${id}/review`, { decision, comment });

describe("submittals", () => {
  it("numbers by spec section and passes the review from reviewer to reviewer, each e-mailed in turn", async () => {
    const { owner, first, second, ids, projectId } = await team("Review Co");
    const one = await submittalOf(owner, {
      projectId,
      specSection: "033000",
      reviewerIds: [ids.first, ids.second],
      onSiteDate: "2026-05-01",
    });
    expect(one).toMatchObject({
      specSection: "03 30 00",
      number: "03 30 00-1",
      revision: 0,
      status: "draft",
      ballInCourt: null,
    });
    expect((await submittalOf(owner, { projectId, specSection: "03 30 00", reviewerIds: [ids.first] })).number).toBe(
      "03 30 00-2",
    );
    expect((await submittalOf(owner, { projectId, specSection: "05 12 00", reviewerIds: [ids.first] })).number).toBe(
      "05 12 00-1",
    );

    const submitted: Submittal = (await suite.as(owner).post(`/api/submittals/${one.id}/submit`, {})).json();
    expect(submitted).toMatchObject({ status: "in_review", ballInCourt: { id: ids.first } });
    const mail = await lastMailTo(suite.t.database, first.email);
    expect(mail?.subject).toBe("Submittal 03 30 00-1 for Harbor Tower is yours to review");
    expect(new URL(linkIn(mail?.text ?? "")).pathname).toBe(`/dashboard/rfis/submittals/${one.id}`);

    const notTheirs = await review(second, one.id, "approved");
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.message).toBe(RFI_MSG.notYourTurn);
    expect((await review(first, one.id, "approved_as_noted", "Lap splices per S-501")).json()).toMatchObject({
      status: "in_review",
      ballInCourt: { id: ids.second },
    });
    expect((await lastMailTo(suite.t.database, second.email))?.subject).toContain("yours to review");
    const done: Submittal = (await review(second, one.id, "approved")).json();
    expect(done.status).toBe("approved_as_noted");
    expect(done.reviewers.map((r) => [r.person?.fullName, r.decision, r.comment])).toEqual([
      ["Arlo Architect", "approved_as_noted", "Lap splices per S-501"],
      ["Eve Engineer", "approved", ""],
    ]);
    expect((await review(owner, one.id, "rejected")).statusCode).toBe(409);
    expect(
      (
        await suite.as(owner).patch(`/api/submittals/${one.id}`, {
          specSection: "03 30 00",
          title: "x",
          type: "other",
          reviewerIds: [ids.first],
        })
      ).statusCode,
    ).toBe(409);

    for (const bad of [
      { projectId, specSection: "concrete", reviewerIds: [ids.first] },
      { projectId, specSection: "03 30 00", reviewerIds: [] },
      { projectId, specSection: "03 30 00", reviewerIds: ["nobody"] },
      { projectId, specSection: "03 30 00", reviewerIds: [ids.first], type: "poster" },
    ]) {
      const res = await suite.as(owner).post("/api/submittals", { type: "shop_drawing", title: "T", ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("makes revision 1 linked to 0 on Revise and Resubmit, then 2 linked to 1; an admin may answer; Rejected ends it", async () => {
    const { owner, first, ids, projectId } = await team("Resubmit Co");
    const rev0 = await submittalOf(first, {
      projectId,
      specSection: "08 71 00",
      type: "product_data",
      reviewerIds: [ids.second],
    });
    await suite.as(first).post(`/api/submittals/${rev0.id}/submit`, {});
    const back: Submittal = (await review(owner, rev0.id, "revise_and_resubmit", "Wrong finish")).json();
    expect(back.status).toBe("revise_and_resubmit");
    expect(back.nextRevisionId).not.toBeNull();
    const mail = await lastMailTo(suite.t.database, first.email);
    expect(mail?.subject).toBe("Submittal 08 71 00-1 Rev 1 for Harbor Tower is to be resubmitted");

    const rev1: Submittal = (await suite.as(first).get(`/api/submittals/${back.nextRevisionId}`)).json();
    expect(rev1).toMatchObject({ number: "08 71 00-1 Rev 1", revision: 1, previousId: rev0.id, status: "draft" });
    expect(rev1.reviewers.map((r) => [r.person?.id, r.decision])).toEqual([[ids.second, null]]);
    await suite.as(first).post(`/api/submittals/${rev1.id}/submit`, {});
    const again: Submittal = (await review(owner, rev1.id, "revise_and_resubmit")).json();
    const rev2: Submittal = (await suite.as(first).get(`/api/submittals/${again.nextRevisionId}`)).json();
    expect(rev2).toMatchObject({ revision: 2, previousId: rev1.id });
    await suite.as(first).post(`/api/submittals/${rev2.id}/submit`, {});
    expect((await review(owner, rev2.id, "rejected", "Not this product")).json()).toMatchObject({
      status: "rejected",
      nextRevisionId: null,
    });

    const register: SubmittalList = (
      await suite.as(owner).get(`/api/submittals?projectId=${projectId}&limit=2`)
    ).json();
    expect(register.submittals.map((s) => s.revision)).toEqual([0, 1]);
    const rest: SubmittalList = (
      await suite.as(owner).get(`/api/submittals?projectId=${projectId}&limit=2&cursor=${register.nextCursor}`)
    ).json();
    expect(rest.submittals.map((s) => s.revision)).toEqual([2]);
    expect(rest.nextCursor).toBeNull();
    expect(
      (await suite.as(owner).get(`/api/submittals?status=rejected&projectId=${projectId}`)).json().submittals,
    ).toHaveLength(1);
    expect((await suite.as(owner).get("/api/submittals?cursor=nonsense")).statusCode).toBe(400);
  });

  it("writes the submittal log as PDF and XLSX", async () => {
    const { owner, ids, projectId } = await team("Log Co");
    await submittalOf(owner, {
      projectId,
      specSection: "09 91 23",
      title: "Interior paint",
      type: "sample",
      reviewerIds: [ids.first],
    });
    const pdf = await suite.as(owner).get(`/api/submittals/projects/${projectId}/log/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain("Interior paint");
    const xlsx = await suite.as(owner).get(`/api/submittals/projects/${projectId}/log/xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers["content-disposition"]).toMatch(
      /^attachment; filename="submittal-log-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(xlsxSheets(xlsx.rawPayload)["Submittals"]?.[1]?.slice(0, 6)).toEqual([
      "09 91 23",
      "09 91 23-1",
      0,
      "Interior paint",
      "Sample",
      "Draft",
    ]);
  });

  it("keeps the tenant wall and the roles", async () => {
    const { owner, ids, projectId } = await team("Wall Co");
    const ours = await submittalOf(owner, { projectId, specSection: "03 30 00", reviewerIds: [ids.first] });
    const stranger = suite.as(suite.stranger);
    for (const res of [
      await stranger.get(`/api/submittals/${ours.id}`),
      await stranger.delete(`/api/submittals/${ours.id}`),
      await stranger.post(`/api/submittals/${ours.id}/submit`, {}),
      await stranger.post(`/api/submittals/${ours.id}/review`, { decision: "approved" }),
      await stranger.get(`/api/submittals/projects/${projectId}/log/xlsx`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await stranger.get(`/api/submittals?projectId=${projectId}`)).json().submittals).toEqual([]);
    const viewer = await suite.viewerOf(owner);
    expect((await suite.as(viewer).post(`/api/submittals/${ours.id}/submit`, {})).statusCode).toBe(403);
    expect((await suite.as(owner).delete(`/api/submittals/${ours.id}`)).statusCode).toBe(200);
  });
});
