import { describe, expect, it } from "vitest";
import { idsOf, lastMailTo, linkIn, type TestUser } from "../../server/testing/test-app.ts";
import { financeTransactions } from "../../server/db/schema/index.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import type { CostCode, PayApplication, ScheduleOfValues } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";

// Pay applications through the API (issue 29), with the figures checked by hand: a $100,000 schedule at
// 10 % retainage; application 1 at 30 %; application 2 adds 20,000.00 of work and 5,000.00 stored; an approved
// change order of +5,000.00 shows on the next.

const suite = moduleSuite({ plan: "professional" });
const dollars = (n: number) => n * 100;

async function project(user: TestUser): Promise<string> {
  const client = await suite.as(user).post("/api/clients", { name: "Port Authority" });
  const res = await suite.as(user).post("/api/projects", {
    clientId: client.json().id,
    name: "Harbor Tower",
    status: "In Progress",
    startDate: "2026-01-05",
    endDate: "2026-12-30",
    budget: "1M",
    manager: "Dana Lee",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const lines = (sov: ScheduleOfValues, amounts: [number, number][]) =>
  sov.lines.map((l, i) => ({
    sovLineId: l.id,
    workThisPeriod: (amounts[i]?.[0] ?? 0).toFixed(2),
    storedThisPeriod: (amounts[i]?.[1] ?? 0).toFixed(2),
  }));

describe("pay applications", () => {
  it("bill a $100,000 schedule at 10 % retainage as the issue says, application after application", async () => {
    const user = await suite.onPlan("Billing Co");
    const projectId = await project(user);
    const base = `/api/job-finance/projects/${projectId}`;
    const sov: ScheduleOfValues = (
      await suite.as(user).put(`${base}/schedule-of-values`, {
        lines: [1, 2, 3, 4].map((n) => ({ itemNo: String(n), description: `Work ${n}`, scheduledValue: "25,000" })),
      })
    ).json();
    expect(sov.contractSumToDateCents).toBe(dollars(100_000));

    const created = await suite.as(user).post(`${base}/pay-applications`, { periodTo: "2026-03-31" });
    expect(created.statusCode, created.body).toBe(201);
    const first: PayApplication = created.json();
    expect(first).toMatchObject({ number: 1, status: "draft" });
    expect((await suite.as(user).post(`${base}/pay-applications`, { periodTo: "2026-04-30" })).statusCode).toBe(409);

    // Application 1: 30 % of each line.
    const url = (id: string) => `/api/job-finance/pay-applications/${id}`;
    const one: PayApplication = (
      await suite.as(user).put(url(first.id), {
        lines: lines(sov, [
          [7_500, 0],
          [7_500, 0],
          [7_500, 0],
          [7_500, 0],
        ]),
      })
    ).json();
    expect(one.summary).toMatchObject({
      originalContractSumCents: dollars(100_000),
      completedAndStoredToDateCents: dollars(30_000),
      totalRetainageCents: dollars(3_000),
      totalEarnedLessRetainageCents: dollars(27_000),
      previousCertificatesCents: 0,
      currentPaymentDueCents: dollars(27_000),
    });
    expect((await suite.as(user).post(`${url(first.id)}/approve`, {})).statusCode).toBe(409);
    expect((await suite.as(user).post(`${url(first.id)}/submit`, {})).json().status).toBe("submitted");
    const approving = await suite.as(user).post(`${url(first.id)}/approve`, {});
    expect(approving.statusCode, approving.body).toBe(200);
    const approved: PayApplication = approving.json();
    expect(approved.status).toBe("approved");
    const invoice = (await suite.as(user).get(`/api/invoicing/invoices/${approved.invoiceId}`)).json();
    expect(invoice).toMatchObject({ totalCents: dollars(27_000), client: { name: "Port Authority" } });

    // Application 2: 20,000.00 of work and 5,000.00 stored; D is application 1's G line by line.
    const second: PayApplication = (
      await suite.as(user).post(`${base}/pay-applications`, { periodTo: "2026-04-30" })
    ).json();
    const past = await suite.as(user).put(url(second.id), { lines: lines(sov, [[20_000, 0]]) });
    expect(past.json().problems).toEqual([JOB_FINANCE_MSG.completedAboveScheduled("1")]);
    expect((await suite.as(user).post(`${url(second.id)}/submit`, {})).statusCode).toBe(400);
    const two: PayApplication = (
      await suite.as(user).put(url(second.id), {
        lines: lines(sov, [
          [10_000, 0],
          [10_000, 0],
          [0, 5_000],
          [0, 0],
        ]),
      })
    ).json();
    expect(two.lines.map((l) => l.previousCents)).toEqual(one.lines.map((l) => l.completedToDateCents));
    expect(two.summary).toMatchObject({
      completedAndStoredToDateCents: dollars(55_000),
      totalEarnedLessRetainageCents: dollars(49_500),
      previousCertificatesCents: dollars(27_000),
      currentPaymentDueCents: dollars(22_500),
    });
    await suite.as(user).post(`${url(second.id)}/submit`, {});
    await suite.as(user).post(`${url(second.id)}/approve`, {});
    expect((await suite.as(user).post(`${url(first.id)}/paid`, {})).json().status).toBe("paid");

    // An approved change order of +5,000.00 raises lines 2 and 3 and adds a line on the next application.
    const codes: CostCode[] = (await suite.as(user).get("/api/job-finance/cost-codes")).json().costCodes;
    const order = (
      await suite.as(user).post(`${base}/change-orders`, {
        title: "Added canopy",
        lines: [{ costCodeId: codes[0]?.id, costType: "subcontract", amount: "5,000" }],
      })
    ).json();
    await suite.as(user).post(`/api/job-finance/change-orders/${order.id}/send`, { to: "owner@client.example" });
    const mail = await lastMailTo(suite.t.database, "owner@client.example");
    const token = new URL(linkIn(mail?.text ?? "")).pathname.replace("/view/change-orders/", "");
    await suite.as(null).post(`/api/client-change-orders/${token}/answer`, { name: "Pat", approve: true, version: 1 });
    const third: PayApplication = (
      await suite.as(user).post(`${base}/pay-applications`, { periodTo: "2026-05-31" })
    ).json();
    expect(third.summary).toMatchObject({
      originalContractSumCents: dollars(100_000),
      netChangeByChangeOrdersCents: dollars(5_000),
      contractSumToDateCents: dollars(105_000),
      previousCertificatesCents: dollars(49_500),
    });
    expect(third.lines.at(-1)).toMatchObject({
      itemNo: order.number,
      scheduledCents: dollars(5_000),
      previousCents: 0,
    });

    const list = (await suite.as(user).get(`${base}/pay-applications`)).json();
    expect(list.payApplications.map((a: PayApplication) => [a.number, a.status])).toEqual([
      [3, "draft"],
      [2, "approved"],
      [1, "paid"],
    ]);
    expect((await suite.as(suite.stranger).get(url(first.id))).statusCode).toBe(404);
    expect((await suite.as(suite.stranger).get(`${base}/pay-applications`)).statusCode).toBe(404);
    const viewer = await suite.viewerOf(user);
    expect((await suite.as(viewer).get(url(third.id))).statusCode).toBe(200);
    expect((await suite.as(viewer).post(`${url(third.id)}/submit`, {})).statusCode).toBe(403);
  });

  it("feed the work-in-progress report, checked by hand: 1,500,000 contract, 1,000,000 estimate, 500,000 spent, 800,000 billed", async () => {
    const user = await suite.onPlan("Wip Co");
    const { organizationId } = await idsOf(suite.t, user);
    const projectId = await project(user);
    const base = `/api/job-finance/projects/${projectId}`;
    const codes: CostCode[] = (await suite.as(user).get("/api/job-finance/cost-codes")).json().costCodes;
    const code = codes[0];
    if (!code) throw new Error("no cost code");
    const sov: ScheduleOfValues = (
      await suite.as(user).put(`${base}/schedule-of-values`, {
        lines: [{ itemNo: "1", description: "Building", scheduledValue: "1,500,000" }],
      })
    ).json();
    await suite
      .as(user)
      .put(`${base}/budget`, { lines: [{ costCodeId: code.id, costType: "other", amount: "1,000,000" }] });
    await suite.t.database.db.insert(financeTransactions).values({
      organizationId,
      date: "2026-03-01",
      type: "Payment",
      category: "Labor",
      amountCents: dollars(500_000),
      vendor: "Crew",
      description: "Labor to date",
      status: "Cleared",
      projectId,
      costCodeId: code.id,
      costType: "other",
    });
    const app: PayApplication = (
      await suite.as(user).post(`${base}/pay-applications`, { periodTo: "2026-03-31" })
    ).json();
    const url = `/api/job-finance/pay-applications/${app.id}`;
    await suite.as(user).put(url, { lines: lines(sov, [[800_000, 0]]) });
    await suite.as(user).post(`${url}/submit`, {});
    await suite.as(user).post(`${url}/approve`, {});

    const res = await suite.as(user).get("/api/job-finance/wip");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      {
        projectId,
        projectName: "Harbor Tower",
        contractCents: dollars(1_500_000),
        estimatedCostCents: dollars(1_000_000),
        costToDateCents: dollars(500_000),
        billedToDateCents: dollars(800_000),
        percentCompleteBps: 5000,
        earnedRevenueCents: dollars(750_000),
        overBilledCents: dollars(50_000),
        underBilledCents: 0,
      },
    ]);
    expect((await suite.as(suite.stranger).get("/api/job-finance/wip")).json().rows).toEqual([]);
  });
});
