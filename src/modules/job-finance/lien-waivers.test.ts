import { describe, expect, it } from "vitest";
import type { TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText } from "../../server/testing/report-files.ts";
import type { PayApplication, ScheduleOfValues } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG, LIEN_WAIVER_KIND_LABELS } from "./job-finance.constants.ts";
import type { LienWaiver, LienWaiverList } from "./lien-waivers.contract.ts";

// Lien waivers (issue 29): drawn from a pay application or a payment, kept with the project's documents; a final
// one only once no retainage is held.

const suite = moduleSuite({ plan: "professional" });
const dollars = (n: number) => n * 100;

type Job = { projectId: string; sov: ScheduleOfValues; base: string };

async function job(user: TestUser, name = "Harbor Tower"): Promise<Job> {
  const client = await suite.as(user).post("/api/clients", { name: "Port Authority" });
  const res = await suite.as(user).post("/api/projects", {
    clientId: client.json().id,
    name,
    status: "In Progress",
    startDate: "2026-01-05",
    endDate: "2026-12-30",
  });
  expect(res.statusCode, res.body).toBe(201);
  const projectId: string = res.json().id;
  const base = `/api/job-finance/projects/${projectId}`;
  await suite.as(user).put(`${base}/contract`, {
    retainagePercent: 10,
    ownerName: "Harbor Holdings",
    jobLocation: "1 Pier Way, Oakland",
  });
  const sov: ScheduleOfValues = (
    await suite.as(user).put(`${base}/schedule-of-values`, {
      lines: [{ itemNo: "1", description: "Building", scheduledValue: "100,000" }],
    })
  ).json();
  return { projectId, sov, base };
}

/** A new application billing `work` dollars of the one line, approved (or a retainage release, approved). */
async function approved(user: TestUser, j: Job, periodTo: string, work: number | "release"): Promise<PayApplication> {
  const body = work === "release" ? { periodTo, kind: "retainage_release" } : { periodTo };
  const created = await suite.as(user).post(`${j.base}/pay-applications`, body);
  expect(created.statusCode, created.body).toBe(201);
  const url = `/api/job-finance/pay-applications/${created.json().id}`;
  if (work !== "release")
    await suite.as(user).put(url, {
      lines: [{ sovLineId: j.sov.lines[0]?.id, workThisPeriod: String(work), storedThisPeriod: "0" }],
    });
  await suite.as(user).post(`${url}/submit`, {});
  const res = await suite.as(user).post(`${url}/approve`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("lien waivers", () => {
  it("are drawn from an application or a payment with the project's defaults, and kept with its documents", async () => {
    const user = await suite.onPlan("Waiver Co");
    const j = await job(user);
    const one = await approved(user, j, "2026-03-31", 30_000);
    expect(one.summary.currentPaymentDueCents).toBe(dollars(27_000));

    const res = await suite.as(user).post(`${j.base}/lien-waivers`, {
      kind: "conditional_progress",
      payApplicationId: one.id,
      signatureName: "Dana Lee",
      signatureDate: "2026-04-02",
    });
    expect(res.statusCode, res.body).toBe(201);
    const waiver: LienWaiver = res.json();
    expect(waiver).toMatchObject({
      kind: "conditional_progress",
      projectId: j.projectId,
      payApplicationId: one.id,
      paymentId: null,
      throughDate: "2026-03-31",
      amountCents: dollars(27_000),
      claimant: "Waiver Co",
      customer: "Port Authority",
      ownerName: "Harbor Holdings",
      jobLocation: "1 Pier Way, Oakland",
      exceptions: "",
      signatureName: "Dana Lee",
      signatureDate: "2026-04-02",
    });
    expect(waiver.document.url).toBe(`/api/documents/${waiver.document.id}/file`);
    expect(waiver.document.name).toBe(
      "Conditional Waiver and Release on Progress Payment, Harbor Tower, through Mar 31, 2026",
    );

    // The project's documents hold it; its file is the waiver's PDF.
    const docs = (await suite.as(user).get(`/api/documents?projectId=${j.projectId}`)).json().documents;
    expect(docs).toEqual([
      expect.objectContaining({
        id: waiver.document.id,
        name: waiver.document.name,
        documentType: "Lien Waiver",
        mimeType: "application/pdf",
        fileName: "lien-waiver-conditional-progress-2026-03-31.pdf",
        project: { id: j.projectId, name: "Harbor Tower" },
      }),
    ]);
    const file = await suite.as(user).get(waiver.document.url);
    expect(file.statusCode).toBe(200);
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, " ");
    for (const shown of [
      LIEN_WAIVER_KIND_LABELS.conditional_progress,
      "Waiver Co",
      "Port Authority",
      "Harbor Holdings",
      "1 Pier Way, Oakland",
      "Mar 31, 2026",
      "$27,000.00",
      "Pay application No. 1, period to Mar 31, 2026",
      "Dana Lee",
      "Apr 2, 2026",
      "effective only on the claimant's receipt of a progress payment of $27,000.00",
    ])
      expect(text).toContain(shown);

    // From a receipt of the project, with everything given: the payment's amount unless one is given.
    const receipt = await suite.as(user).post("/api/finance/transactions", {
      type: "Receipt",
      category: "Labor",
      amount: "27,000",
      date: "2026-04-20",
      vendor: "Port Authority",
      description: "Pay application 1",
      reference: "CHK-1042",
      projectId: j.projectId,
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const paid = await suite.as(user).post(`${j.base}/lien-waivers`, {
      kind: "unconditional_progress",
      paymentId: receipt.json().id,
      exceptions: "Disputed claim for extra work: $1,200.00",
      claimant: "Waiver Co LLC",
      customer: "Port Authority of Oakland",
      ownerName: "City of Oakland",
      jobLocation: "Berth 30",
      signatureName: "Dana Lee",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      kind: "unconditional_progress",
      paymentId: receipt.json().id,
      payApplicationId: null,
      throughDate: "2026-04-20",
      amountCents: dollars(27_000),
      claimant: "Waiver Co LLC",
      customer: "Port Authority of Oakland",
      ownerName: "City of Oakland",
      jobLocation: "Berth 30",
      exceptions: "Disputed claim for extra work: $1,200.00",
    });
    const paidText = (await pdfText((await suite.as(user).get(paid.json().document.url)).rawPayload)).replace(
      /\s+/g,
      " ",
    );
    expect(paidText).toContain("Receipt of Apr 20, 2026, ref. CHK-1042");
    expect(paidText).toContain("Disputed claim for extra work: $1,200.00");
    expect(paidText).toContain("has received a progress payment of $27,000.00");
    const given = await suite.as(user).post(`${j.base}/lien-waivers`, {
      kind: "conditional_progress",
      paymentId: receipt.json().id,
      amount: "12,500.50",
      throughDate: "2026-04-15",
      signatureName: "Dana Lee",
    });
    expect(given.json()).toMatchObject({ amountCents: 1_250_050, throughDate: "2026-04-15" });

    const list: LienWaiverList = (await suite.as(user).get(`${j.base}/lien-waivers`)).json();
    expect(list.lienWaivers.map((w) => w.id)).toEqual([given.json().id, paid.json().id, waiver.id]);
    expect(list).toMatchObject({ retainageHeldCents: dollars(3_000), finalAllowed: false });
  });

  it("allow a final waiver only once no retainage is held: refused while held, given after an approved release", async () => {
    const user = await suite.onPlan("Final Waiver Co");
    const j = await job(user);
    const one = await approved(user, j, "2026-03-31", 100_000);
    for (const kind of ["conditional_final", "unconditional_final"]) {
      const refused = await suite.as(user).post(`${j.base}/lien-waivers`, {
        kind,
        payApplicationId: one.id,
        signatureName: "Dana Lee",
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(JOB_FINANCE_MSG.waiverFinalRetainageHeld("$10,000.00"));
    }
    expect((await suite.as(user).get(`/api/documents?projectId=${j.projectId}`)).json().documents).toEqual([]);

    const release = await approved(user, j, "2026-04-30", "release");
    expect(release.summary).toMatchObject({ totalRetainageCents: 0, currentPaymentDueCents: dollars(10_000) });
    const kinds = ["conditional_final", "unconditional_final"] as const;
    for (const kind of kinds) {
      const given = await suite.as(user).post(`${j.base}/lien-waivers`, {
        kind,
        payApplicationId: release.id,
        signatureName: "Dana Lee",
      });
      expect(given.statusCode, given.body).toBe(201);
      expect(given.json()).toMatchObject({ kind, amountCents: dollars(10_000), throughDate: "2026-04-30" });
      const text = (await pdfText((await suite.as(user).get(given.json().document.url)).rawPayload)).replace(
        /\s+/g,
        " ",
      );
      expect(text).toContain(LIEN_WAIVER_KIND_LABELS[kind]);
      expect(text).toContain("final payment of $10,000.00");
    }
    const list: LienWaiverList = (await suite.as(user).get(`${j.base}/lien-waivers`)).json();
    expect(list).toMatchObject({ retainageHeldCents: 0, finalAllowed: true });
    expect(list.lienWaivers.map((w) => w.kind)).toEqual([...kinds].reverse());

    // A project that never held retainage (none approved yet) may have a final waiver from a payment.
    const other = await job(user, "Quick Job");
    const receipt = await suite.as(user).post("/api/finance/transactions", {
      type: "Receipt",
      category: "Labor",
      amount: "5,000",
      date: "2026-05-01",
      vendor: "Owner",
      description: "Final",
      projectId: other.projectId,
    });
    const final = await suite.as(user).post(`${other.base}/lien-waivers`, {
      kind: "unconditional_final",
      paymentId: receipt.json().id,
      signatureName: "Dana Lee",
    });
    expect(final.statusCode, final.body).toBe(201);
  });

  it("refuse what they cannot be drawn from, viewers, and another organization's project", async () => {
    const user = await suite.onPlan("Refusing Co");
    const j = await job(user);
    const other = await job(user, "Other Job");
    const one = await approved(user, j, "2026-03-31", 10_000);
    const theirs = await approved(user, other, "2026-03-31", 10_000);
    const post = (body: Record<string, unknown>, as: TestUser = user, base = j.base) =>
      suite.as(as).post(`${base}/lien-waivers`, { kind: "conditional_progress", signatureName: "Dana Lee", ...body });
    const message = async (res: Promise<{ statusCode: number; json: () => { error: { message: string } } }>) => {
      const r = await res;
      return [r.statusCode, r.json().error.message];
    };

    expect(await message(post({}))).toEqual([400, JOB_FINANCE_MSG.waiverSourceRequired]);
    expect(await message(post({ payApplicationId: one.id, paymentId: "x" }))).toEqual([
      400,
      JOB_FINANCE_MSG.waiverSourceBoth,
    ]);
    expect(await message(post({ payApplicationId: theirs.id }))).toEqual([
      400,
      JOB_FINANCE_MSG.waiverPayApplicationUnknown,
    ]);
    expect(await message(post({ paymentId: "no-such-payment" }))).toEqual([400, JOB_FINANCE_MSG.waiverPaymentUnknown]);
    expect(await message(post({ payApplicationId: one.id, kind: "partial" }))).toEqual([
      400,
      JOB_FINANCE_MSG.waiverKindInvalid,
    ]);
    expect(await message(post({ payApplicationId: one.id, signatureName: " " }))).toEqual([
      400,
      JOB_FINANCE_MSG.waiverSignatureRequired,
    ]);
    const transfer = await suite.as(user).post("/api/finance/transactions", {
      type: "Transfer",
      category: "Overhead",
      amount: "100",
      date: "2026-05-01",
      vendor: "Bank",
      description: "Move",
      projectId: j.projectId,
    });
    expect(await message(post({ paymentId: transfer.json().id }))).toEqual([
      400,
      JOB_FINANCE_MSG.waiverPaymentTransfer,
    ]);
    const voided = await suite.as(user).post("/api/finance/transactions", {
      type: "Receipt",
      category: "Labor",
      amount: "100",
      date: "2026-05-01",
      vendor: "Owner",
      description: "Bounced",
      projectId: j.projectId,
    });
    const voiding = await suite
      .as(user)
      .post(`/api/finance/transactions/${voided.json().id}/status`, { status: "Void" });
    expect(voiding.statusCode, voiding.body).toBe(200);
    expect(await message(post({ paymentId: voided.json().id }))).toEqual([400, JOB_FINANCE_MSG.waiverPaymentVoid]);
    const stranger = await suite.as(suite.stranger).post("/api/finance/transactions", {
      type: "Receipt",
      category: "Labor",
      amount: "100",
      date: "2026-05-01",
      vendor: "Someone",
      description: "Theirs",
    });
    expect(await message(post({ paymentId: stranger.json().id }))).toEqual([400, JOB_FINANCE_MSG.waiverPaymentUnknown]);

    const viewer = await suite.viewerOf(user);
    expect((await post({ payApplicationId: one.id }, viewer)).statusCode).toBe(403);
    expect((await suite.as(viewer).get(`${j.base}/lien-waivers`)).statusCode).toBe(200);
    expect((await post({ payApplicationId: one.id }, suite.stranger)).statusCode).toBe(404);
    expect((await suite.as(suite.stranger).get(`${j.base}/lien-waivers`)).statusCode).toBe(404);
    expect((await suite.as(user).get(`${j.base}/lien-waivers`)).json().lienWaivers).toEqual([]);
  });
});
