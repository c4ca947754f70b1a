import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { idsOf, joinOrganizationOf, setRole, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { contractReports, contracts } from "../../server/db/schema/index.ts";
import { addDays } from "../../shared/calendar.ts";
import { hit } from "../../server/platform/rate-limit.ts";
import { reportData, type Contract, type ContractReport } from "./contracts.contract.ts";
import { CONTRACT_MSG } from "./contracts.constants.ts";
import { MSG } from "../../shared/messages.ts";
import { pdfText, xlsxSheets } from "../../server/testing/report-files.ts";

const suite = moduleSuite();

const base = {
  name: "Harbor Depot",
  clientName: "City of Harbor",
  contractType: "Government",
  startDate: "2026-03-01",
};

async function create(user: TestUser, body: object = base): Promise<Contract> {
  const res = await suite.as(user).post("/api/contracts", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A fresh organization, so counts and totals start from zero. */
const freshOwner = (companyName: string) => signedInUser(suite.t, { companyName });

describe("creating a contract", () => {
  it("applies the defaults: Draft, no end date, empty value and description, no project, the caller as author", async () => {
    const c = await create(suite.owner);
    expect(c).toMatchObject({
      ...base,
      status: "Draft",
      value: "",
      amount: null,
      endDate: null,
      description: "",
      project: null,
    });
    const { userId } = await idsOf(suite.t, suite.owner);
    expect(c.createdBy).toEqual({ id: userId, fullName: "Olivia Owner" });
    expect((await suite.as(suite.owner).get(`/api/contracts/${c.id}`)).json()).toEqual(c);
  });

  it("answers the required-fields message for a missing name, client, type or start date", async () => {
    for (const missing of ["name", "clientName", "contractType", "startDate"] as const) {
      const body: Record<string, string> = { ...base };
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/contracts", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(CONTRACT_MSG.missingFields);
      expect(res.json().error.fields[missing]).toBe(CONTRACT_MSG.missingFields);
    }
    for (const blank of [{ name: "  " }, { clientName: "" }, { contractType: "" }, { startDate: "" }]) {
      const res = await suite.as(suite.owner).post("/api/contracts", { ...base, ...blank });
      expect(res.json().error.message).toBe(CONTRACT_MSG.missingFields);
    }
  });

  it("refuses an end date before the start date, an unknown type or status, and a malformed date", async () => {
    const early = await suite.as(suite.owner).post("/api/contracts", { ...base, endDate: "2026-02-28" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.endDate).toBe(CONTRACT_MSG.endBeforeStart);
    const type = await suite.as(suite.owner).post("/api/contracts", { ...base, contractType: "Barter" });
    expect(type.json().error.fields.contractType).toBe(CONTRACT_MSG.unknownType);
    expect((await suite.as(suite.owner).post("/api/contracts", { ...base, status: "Paused" })).statusCode).toBe(400);
    const date = await suite.as(suite.owner).post("/api/contracts", { ...base, endDate: "next year" });
    expect(date.json().error.fields.endDate).toBe(CONTRACT_MSG.invalidDate);
  });

  it("keeps every field: value as typed (with the amount it counts for), dates, status, type, description", async () => {
    const c = await create(suite.owner, {
      ...base,
      value: "1.5M",
      endDate: "2026-03-01",
      status: "Under Review",
      contractType: "Service Agreement",
      description: "Two bays.",
    });
    expect(c).toMatchObject({
      value: "1.5M",
      amount: 1_500_000,
      endDate: "2026-03-01",
      status: "Under Review",
      contractType: "Service Agreement",
      description: "Two bays.",
    });
    expect((await create(suite.owner, { ...base, value: "$250k", endDate: "" })).amount).toBe(250_000);
    expect((await create(suite.owner, { ...base, value: "TBD", endDate: null })).amount).toBeNull();
  });

  it("links a project of the organization and refuses another organization's project", async () => {
    const project = (
      await suite
        .as(suite.owner)
        .post("/api/projects", { name: "Depot build", startDate: "2026-03-01", endDate: "2026-12-31" })
    ).json();
    const c = await create(suite.owner, { ...base, projectId: project.id });
    expect(c.project).toEqual({ id: project.id, name: "Depot build" });

    const foreign = (
      await suite
        .as(suite.stranger)
        .post("/api/projects", { name: "Not yours", startDate: "2026-03-01", endDate: "2026-12-31" })
    ).json();
    const res = await suite.as(suite.owner).post("/api/contracts", { ...base, projectId: foreign.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.projectId).toBe(CONTRACT_MSG.unknownProject);

    // A deleted project leaves the contract without one.
    await suite.as(suite.owner).delete(`/api/projects/${project.id}`);
    expect((await suite.as(suite.owner).get(`/api/contracts/${c.id}`)).json().project).toBeNull();
  });
});

describe("editing and deleting", () => {
  it("updates any field, keeps the id and author, and clears the end date and project when sent empty", async () => {
    const project = (
      await suite
        .as(suite.owner)
        .post("/api/projects", { name: "Pier", startDate: "2026-03-01", endDate: "2026-12-31" })
    ).json();
    const c = await create(suite.owner, { ...base, endDate: "2026-06-30", projectId: project.id });
    const res = await suite.as(suite.owner).put(`/api/contracts/${c.id}`, {
      ...base,
      name: "Harbor Depot II",
      status: "Terminated",
      value: "$9,000",
      endDate: "",
      projectId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.id,
      name: "Harbor Depot II",
      status: "Terminated",
      value: "$9,000",
      amount: 9000,
      endDate: null,
      project: null,
      createdBy: c.createdBy,
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(c.updatedAt).getTime());
    const bad = await suite.as(suite.owner).put(`/api/contracts/${c.id}`, { ...base, name: "" });
    expect(bad.json().error.message).toBe(CONTRACT_MSG.missingFields);
  });

  it("deletes a contract; a document attached to it stays, detached", async () => {
    const c = await create(suite.owner);
    const upload = await suite.t.app.inject({
      method: "POST",
      url: `/api/documents?name=Signed%20copy&fileName=signed.pdf&contractId=${c.id}`,
      headers: { cookie: suite.owner.cookie, "content-type": "application/pdf" },
      payload: Buffer.from("%PDF-1.4\n% signed\n"),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().contract).toEqual({ id: c.id, name: c.name });

    const res = await suite.as(suite.owner).delete(`/api/contracts/${c.id}`);
    expect(res.json()).toEqual({ id: c.id, deleted: true });
    expect((await suite.as(suite.owner).get(`/api/contracts/${c.id}`)).statusCode).toBe(404);
    expect((await suite.as(suite.owner).delete(`/api/contracts/${c.id}`)).statusCode).toBe(404);
    const doc = (await suite.as(suite.owner).get(`/api/documents/${upload.json().id}`)).json();
    expect(doc.contract).toBeNull();
  });
});

describe("the list", () => {
  it("pages newest first, with the project's name", async () => {
    const solo = await freshOwner("Paging Co");
    const project = (
      await suite.as(solo).post("/api/projects", { name: "Mall", startDate: "2026-01-01", endDate: "2026-12-31" })
    ).json();
    for (let i = 0; i < 5; i++)
      await create(solo, { ...base, name: `Lease ${i}`, projectId: i === 4 ? project.id : null });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/contracts?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await suite.as(solo).get(url)).json();
      expect(page.contracts.length).toBeLessThanOrEqual(2);
      seen.push(...page.contracts.map((c: Contract) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Lease 4", "Lease 3", "Lease 2", "Lease 1", "Lease 0"]);
    const first = (await suite.as(solo).get("/api/contracts")).json();
    expect(first.contracts[0].project).toEqual({ id: project.id, name: "Mall" });
    expect(first.nextCursor).toBeNull();
    expect((await suite.as(solo).get("/api/contracts?cursor=bm9wZQ")).statusCode).toBe(400);
  });
});

describe("the summary cards", () => {
  it("counts Active, Pending Review (Under Review), Completed and Expiring Soon against the caller's today", async () => {
    const solo = await freshOwner("Summary Co");
    const today = "2026-05-10";
    const make = (status: string, endDate: string | null, startDate = "2026-01-01") =>
      create(solo, { ...base, status, startDate, endDate });
    await make("Active", addDays(today, 30)); // expiring soon: the 30th day
    await make("Active", "2026-04-01"); // expiring soon: already past
    await make("Active", addDays(today, 31)); // not yet
    await make("Active", null); // open-ended
    await make("Under Review", addDays(today, 2)); // not Active: never expiring soon
    await make("Under Review", null);
    await make("Completed", "2026-02-01");
    await make("Draft", null);
    await make("Expired", "2026-02-01");

    const res = await suite.as(solo).get(`/api/contracts/summary?today=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 9, active: 4, pendingReview: 2, completed: 1, expiringSoon: 2 });
    // A day later the 31st-day contract is within the window.
    expect((await suite.as(solo).get(`/api/contracts/summary?today=${addDays(today, 1)}`)).json().expiringSoon).toBe(3);
    expect((await suite.as(solo).get("/api/contracts/summary")).statusCode).toBe(200);
    expect((await suite.as(solo).get("/api/contracts/summary?today=yesterday")).statusCode).toBe(400);
  });
});

describe("reports", () => {
  it("builds at most 60 report PDFs an hour per account, counted before the build; the CSV and others' PDFs go on", async () => {
    const solo = await freshOwner("Busy Reporter Co");
    await create(solo, { ...base, name: "Limit Tower", value: "1M" });
    const report: ContractReport = (
      await suite.as(solo).post("/api/contracts/reports", { today: "2026-03-15" })
    ).json();
    const { userId } = await idsOf(suite.t, solo);
    // The hour's first 60 builds, counted as the route counts them.
    for (let i = 0; i < 60; i++) await hit(suite.t.database.db, `report-pdf:user:${userId}`, 60 * 60_000);
    const refused = await suite.as(solo).get(`/api/contracts/reports/${report.id}/pdf`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MSG.reportPdfLimit);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await suite.as(solo).get(`/api/contracts/reports/${report.id}/csv`)).statusCode).toBe(200);
    const other = await freshOwner("Calm Reporter Co");
    const theirs: ContractReport = (
      await suite.as(other).post("/api/contracts/reports", { today: "2026-03-15" })
    ).json();
    expect((await suite.as(other).get(`/api/contracts/reports/${theirs.id}/pdf`)).statusCode).toBe(200);
  });

  it("saves a report row with the spec's figures and a snapshot of the contracts, and answers its figures", async () => {
    const solo = await freshOwner("Report Co");
    await create(solo, { ...base, name: "Tower A", value: "1.5M", status: "Active", endDate: "2026-12-31" });
    await create(solo, { ...base, name: "Tower B", value: "$250,000.50", status: "Active" });
    await create(solo, { ...base, name: "Kiosk", value: "TBD" });
    await create(solo, { ...base, name: "Fence", value: "$12k", status: "Completed" });

    const res = await suite.as(solo).post("/api/contracts/reports", { today: "2026-03-15" });
    expect(res.statusCode, res.body).toBe(201);
    const report: ContractReport = res.json();
    const { userId, organizationId } = await idsOf(suite.t, solo);
    expect(report).toMatchObject({
      reportDate: "2026-03-15",
      contractsCount: 4,
      activeContracts: 2,
      totalValue: 1_762_000.5,
      uncountedValues: 1,
    });
    expect(report.generatedBy?.id).toBe(userId);

    const [row] = await suite.t.database.db.select().from(contractReports).where(eq(contractReports.id, report.id));
    expect(row?.organizationId).toBe(organizationId);
    expect(row?.generatedBy).toBe(userId);
    const data = reportData.parse(row?.data);
    expect(data).toMatchObject({
      contracts_count: 4,
      active_contracts: 2,
      total_value: 1_762_000.5,
      report_date: "2026-03-15",
    });
    expect(data.contracts.map((c) => [c.name, c.value, c.amount])).toEqual([
      ["Fence", "$12k", 12_000],
      ["Kiosk", "TBD", null],
      ["Tower B", "$250,000.50", 250_000.5],
      ["Tower A", "1.5M", 1_500_000],
    ]);
    expect((await suite.as(solo).get(`/api/contracts/reports/${report.id}`)).json()).toEqual(report);

    // Without a body the report is dated by the server.
    const plain = await suite.t.app.inject({
      method: "POST",
      url: "/api/contracts/reports",
      headers: { cookie: solo.cookie },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().reportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("serves the report as a PDF and a CSV download named by its date, from the snapshot", async () => {
    const solo = await freshOwner("Files Co");
    const tower = await create(solo, {
      ...base,
      name: "Tower A",
      clientName: "Smith, Jones & Co",
      value: "1.5M",
      status: "Active",
      endDate: "2026-12-31",
    });
    await create(solo, { ...base, name: '=HYPERLINK("http://evil")', clientName: "@attacker", value: "-5" });
    const report: ContractReport = (
      await suite.as(solo).post("/api/contracts/reports", { today: "2026-03-15" })
    ).json();
    // Changes after the report do not change it.
    await suite.as(solo).put(`/api/contracts/${tower.id}`, { ...base, name: "Renamed later" });

    const pdf = await suite.as(solo).get(`/api/contracts/reports/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe('attachment; filename="contracts-report-2026-03-15.pdf"');
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "Contracts Report",
      "Files Co",
      "Tower A",
      "Smith, Jones & Co",
      "$1,500,005.00",
      "Page 1 of 1",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Renamed later");

    const xlsx = await suite.as(solo).get(`/api/contracts/reports/${report.id}/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers["content-disposition"]).toBe('attachment; filename="contracts-report-2026-03-15.xlsx"');
    const sheets = xlsxSheets(xlsx.rawPayload);
    expect(Object.keys(sheets)).toEqual(["Summary", "Contracts"]);
    expect(sheets.Summary).toContainEqual(["Total Value", 1_500_005]);
    expect(sheets.Contracts?.[0]).toEqual(["Contract", "Client", "Type", "Status", "Timeline", "Value", "Counted"]);
    // A text that looks like a formula stays text in a workbook.
    expect(sheets.Contracts).toContainEqual([
      '=HYPERLINK("http://evil")',
      "@attacker",
      "Government",
      "Draft",
      "From Mar 1, 2026",
      "-5",
      5,
    ]);

    const csv = await suite.as(solo).get(`/api/contracts/reports/${report.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="contracts-report-2026-03-15.csv"');
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    expect(csv.body.slice(1).split("\r\n")).toEqual([
      '"Name","Client","Contract Type","Status","Value","Counted Amount (USD)","Start Date","End Date","Project"',
      `"'=HYPERLINK(""http://evil"")","'@attacker","Government","Draft","'-5","5.00","2026-03-01","",""`,
      '"Tower A","Smith, Jones & Co","Government","Active","1.5M","1500000.00","2026-03-01","2026-12-31",""',
      "",
    ]);
  });

  it("writes a PDF over several pages for many contracts, and one for none", async () => {
    const solo = await freshOwner("Many Co");
    const empty: ContractReport = (await suite.as(solo).post("/api/contracts/reports", { today: "2026-03-15" })).json();
    expect(empty).toMatchObject({ contractsCount: 0, activeContracts: 0, totalValue: 0 });
    const emptyText = await pdfText((await suite.as(solo).get(`/api/contracts/reports/${empty.id}/pdf`)).rawPayload);
    expect(emptyText).toContain("no contracts");
    const csv = (await suite.as(solo).get(`/api/contracts/reports/${empty.id}/csv`)).body;
    expect(csv.slice(1).split("\r\n")).toHaveLength(2);

    const { organizationId, userId } = await idsOf(suite.t, solo);
    await suite.t.database.db.insert(contracts).values(
      Array.from({ length: 60 }, (_, i) => ({
        organizationId,
        createdBy: userId,
        name: `Unit ${i}`,
        clientName: "Bulk Client",
        contractType: "Residential",
        value: "$1,000",
        startDate: "2026-01-01",
      })),
    );
    const many: ContractReport = (await suite.as(solo).post("/api/contracts/reports", { today: "2026-03-15" })).json();
    expect(many).toMatchObject({ contractsCount: 60, totalValue: 60_000 });
    const text = await pdfText((await suite.as(solo).get(`/api/contracts/reports/${many.id}/pdf`)).rawPayload);
    expect(text).toMatch(/Page 1 of [2-9]/);
    for (let i = 0; i < 60; i++) expect(text).toContain(`Unit ${i} `);
  });
});

describe("tenant walls and roles", () => {
  it("answers 404 for another organization's contract or report, on every verb", async () => {
    const c = await create(suite.owner);
    const report: ContractReport = (await suite.as(suite.owner).post("/api/contracts/reports", {})).json();
    const other = suite.as(suite.stranger);
    expect((await other.get(`/api/contracts/${c.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/contracts/${c.id}`, base)).statusCode).toBe(404);
    expect((await other.delete(`/api/contracts/${c.id}`)).statusCode).toBe(404);
    for (const suffix of ["", "/pdf", "/csv"])
      expect((await other.get(`/api/contracts/reports/${report.id}${suffix}`)).statusCode).toBe(404);
    const list = (await other.get("/api/contracts?limit=200")).json();
    expect(list.contracts.map((x: Contract) => x.id)).not.toContain(c.id);
    const theirs = (await other.get("/api/contracts/summary")).json();
    expect(theirs.total).toBe(list.contracts.length);
    expect((await suite.as(suite.owner).get(`/api/contracts/${c.id}`)).statusCode).toBe(200);
    expect((await suite.as(suite.owner).get(`/api/contracts/reports/${report.id}/pdf`)).statusCode).toBe(200);
  });

  it("answers 401 signed out", async () => {
    const c = await create(suite.owner);
    const anon = suite.as(null);
    for (const res of [
      await anon.get("/api/contracts"),
      await anon.get("/api/contracts/summary"),
      await anon.get(`/api/contracts/${c.id}`),
      await anon.post("/api/contracts", base),
      await anon.put(`/api/contracts/${c.id}`, base),
      await anon.delete(`/api/contracts/${c.id}`),
      await anon.post("/api/contracts/reports", {}),
      await anon.get("/api/contracts/reports/anything/pdf"),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("lets a viewer read contracts and download reports, but not write or generate one", async () => {
    const viewer = await signedInUser(suite.t, { fullName: "Vera Viewer" });
    await joinOrganizationOf(suite.t, viewer, suite.owner, "viewer");
    const c = await create(suite.owner);
    const report: ContractReport = (await suite.as(suite.owner).post("/api/contracts/reports", {})).json();

    expect((await suite.as(viewer).get(`/api/contracts/${c.id}`)).statusCode).toBe(200);
    expect((await suite.as(viewer).get("/api/contracts")).statusCode).toBe(200);
    expect((await suite.as(viewer).get("/api/contracts/summary")).statusCode).toBe(200);
    expect((await suite.as(viewer).get(`/api/contracts/reports/${report.id}/csv`)).statusCode).toBe(200);
    for (const res of [
      await suite.as(viewer).post("/api/contracts", base),
      await suite.as(viewer).put(`/api/contracts/${c.id}`, base),
      await suite.as(viewer).delete(`/api/contracts/${c.id}`),
      await suite.as(viewer).post("/api/contracts/reports", {}),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your role is read-only.");
    }

    // Promoted to member, the same person may write.
    await setRole(suite.t, viewer, "member");
    const res = await suite.as(viewer).put(`/api/contracts/${c.id}`, { ...base, status: "Active" });
    expect(res.statusCode).toBe(200);
    expect(res.json().createdBy.fullName).toBe("Olivia Owner");
  });
});
