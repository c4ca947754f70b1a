import { describe, expect, it } from "vitest";
import { contractInput, type ReportData } from "./contracts.contract.ts";
import { CONTRACT_MSG } from "./contracts.constants.ts";
import { addDays } from "../../shared/calendar.ts";
import { isExpiringSoon, parseContractValue, reportTotals, summarizeContracts } from "./contracts.rules.ts";
import { contractsCsv } from "./report-csv.server.ts";

describe("parseContractValue (the amount a value counts for; the reading itself is shared/money-text.ts)", () => {
  it("counts the first amount in the text as typed, or nothing", () => {
    expect(parseContractValue("3 phases at $400k each")).toBe(400_000);
    expect(parseContractValue("$40,000, paid monthly")).toBe(40000);
    expect(parseContractValue("TBD")).toBeNull();
    expect(parseContractValue(null)).toBeNull();
  });
});

describe("expiring soon (spec: Active, ending within 30 days from today or already past)", () => {
  const today = "2026-03-10";
  it("counts Active contracts ending by today + 30 days, including past ones", () => {
    expect(addDays(today, 30)).toBe("2026-04-09");
    expect(isExpiringSoon({ status: "Active", endDate: "2026-04-09" }, today)).toBe(true);
    expect(isExpiringSoon({ status: "Active", endDate: "2026-03-10" }, today)).toBe(true);
    expect(isExpiringSoon({ status: "Active", endDate: "2025-12-31" }, today)).toBe(true);
    expect(isExpiringSoon({ status: "Active", endDate: "2026-04-10" }, today)).toBe(false);
  });
  it("never counts open-ended or non-Active contracts", () => {
    expect(isExpiringSoon({ status: "Active", endDate: null }, today)).toBe(false);
    for (const status of ["Draft", "Under Review", "Completed", "Terminated", "Expired"]) {
      expect(isExpiringSoon({ status, endDate: "2026-03-11" }, today)).toBe(false);
    }
  });
  it("crosses month and year ends in calendar days", () => {
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2028-02-01", 30)).toBe("2028-03-02");
  });
});

describe("summary and report totals", () => {
  const today = "2026-06-01";
  const rows = [
    { status: "Active", endDate: "2026-06-20", amount: 1_500_000 },
    { status: "Active", endDate: null, amount: 250_000.25 },
    { status: "Active", endDate: "2027-01-01", amount: null },
    { status: "Under Review", endDate: "2026-06-02", amount: 0.1 },
    { status: "Completed", endDate: "2026-01-01", amount: 0.2 },
    { status: "Draft", endDate: null, amount: 100 },
    { status: "Terminated", endDate: null, amount: null },
  ];
  it("counts the four cards", () => {
    expect(summarizeContracts(rows, today)).toEqual({
      total: 7,
      active: 3,
      pendingReview: 1,
      completed: 1,
      expiringSoon: 1,
    });
    expect(summarizeContracts([], today)).toEqual({
      total: 0,
      active: 0,
      pendingReview: 0,
      completed: 0,
      expiringSoon: 0,
    });
  });
  it("totals every counted amount exactly to the cent, and counts Active contracts", () => {
    expect(reportTotals(rows)).toEqual({ contracts_count: 7, active_contracts: 3, total_value: 1_750_100.55 });
    expect(reportTotals([])).toEqual({ contracts_count: 0, active_contracts: 0, total_value: 0 });
  });
});

describe("the contract form's schema", () => {
  const base = { name: "Depot", clientName: "City", contractType: "Government", startDate: "2026-01-01" };
  it("defaults status to Draft and value to empty, and takes an empty end date as none", () => {
    const parsed = contractInput.parse({ ...base, endDate: "" });
    expect(parsed).toMatchObject({ status: "Draft", value: "", description: "", endDate: "" });
  });
  it("says which fields are missing with the required-fields message, and refuses an end before the start", () => {
    const missing = contractInput.safeParse({});
    expect(missing.success).toBe(false);
    const messages = new Set(missing.error?.issues.map((i) => i.message));
    expect([...messages]).toEqual([CONTRACT_MSG.missingFields]);
    expect(missing.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      "clientName",
      "contractType",
      "name",
      "startDate",
    ]);
    const early = contractInput.safeParse({ ...base, endDate: "2025-12-31" });
    expect(early.error?.issues[0]?.message).toBe(CONTRACT_MSG.endBeforeStart);
    const bad = contractInput.safeParse({ ...base, endDate: "31/12/2026" });
    expect(bad.error?.issues[0]?.message).toBe(CONTRACT_MSG.invalidDate);
    const type = contractInput.safeParse({ ...base, contractType: "Barter" });
    expect(type.error?.issues[0]?.message).toBe(CONTRACT_MSG.unknownType);
  });
});

describe("the report's CSV", () => {
  it("writes a header and one CRLF-ended line per contract, every field quoted, formulas defused, amounts to the cent", () => {
    const data: ReportData = {
      contracts_count: 2,
      active_contracts: 1,
      total_value: 1_500_000,
      report_date: "2026-03-01",
      contracts: [
        {
          id: "a",
          name: "Depot, Phase 1",
          client_name: "=cmd",
          contract_type: "Government",
          status: "Active",
          value: "1.5M",
          amount: 1_500_000,
          start_date: "2026-01-01",
          end_date: null,
          project_name: "Depot",
        },
        {
          id: "b",
          name: "Kiosk;=1+1",
          client_name: "Ann",
          contract_type: "Other",
          status: "Draft",
          value: "TBD",
          amount: null,
          start_date: "2026-02-01",
          end_date: "2026-03-01",
          project_name: null,
        },
      ],
    };
    const csv = contractsCsv(data);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"Name","Client","Contract Type","Status","Value","Counted Amount (USD)","Start Date","End Date","Project"',
      '"Depot, Phase 1","\'=cmd","Government","Active","1.5M","1500000.00","2026-01-01","","Depot"',
      '"Kiosk;\'=1+1","Ann","Other","Draft","TBD","","2026-02-01","2026-03-01",""',
      "",
    ]);
  });
});
