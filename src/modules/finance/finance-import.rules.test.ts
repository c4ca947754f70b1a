import { describe, expect, it } from "vitest";
import { readImportDate, readImportRows } from "./finance-import.rules.ts";

describe("readImportDate", () => {
  it("reads ISO and US dates that exist", () => {
    expect(readImportDate("2026-03-02")).toBe("2026-03-02");
    expect(readImportDate("3/2/2026")).toBe("2026-03-02");
    expect(readImportDate("12/31/2026")).toBe("2026-12-31");
    for (const bad of ["2026-02-30", "13/01/2026", "yesterday", "", "2026/03/02"])
      expect(readImportDate(bad), bad).toBeNull();
  });
});

describe("readImportRows", () => {
  it("reads a full export, and refuses each bad row with its line and reason", () => {
    const reading = readImportRows(
      [
        ["Date", "Type", "Category", "Amount", "Vendor", "Description", "Reference", "Project"],
        ["2026-03-02", "payment", "Materials", "1,250.50", "Harbor Lumber", "Framing", "INV-1", "Tower"],
        ["2026-03-03", "Receipt", "labor", "$2.5k", "City", "Draw 1", "", ""],
        ["2026-02-30", "Payment", "Materials", "10", "X", "Y", "", ""],
        ["2026-03-04", "Gift", "Materials", "10", "X", "Y", "", ""],
        ["2026-03-04", "Payment", "Snacks", "10", "X", "Y", "", ""],
        ["2026-03-04", "Payment", "Materials", "abc", "X", "Y", "", ""],
        ["2026-03-04", "Payment", "Materials", "10", "", "", "", ""],
      ],
      null,
    );
    if ("problem" in reading) throw new Error(reading.problem);
    expect(reading.rows).toEqual([
      {
        line: 2,
        date: "2026-03-02",
        type: "Payment",
        category: "Materials",
        amountCents: 125_050,
        vendor: "Harbor Lumber",
        description: "Framing",
        reference: "INV-1",
        projectName: "Tower",
      },
      {
        line: 3,
        date: "2026-03-03",
        type: "Receipt",
        category: "Labor",
        amountCents: 250_000,
        vendor: "City",
        description: "Draw 1",
        reference: "",
        projectName: null,
      },
    ]);
    expect(reading.refused.map((r) => r.line)).toEqual([4, 5, 6, 7, 8]);
    expect(reading.refused[0]?.reason).toMatch(/not a date/);
    expect(reading.refused[1]?.reason).toMatch(/not a type/);
    expect(reading.refused[2]?.reason).toMatch(/not a category/);
    expect(reading.refused[3]?.reason).toMatch(/not an amount/);
    expect(reading.refused[4]?.reason).toBe("No vendor or description.");
  });

  it("reads a bank export: the sign gives the type, the chosen category applies, the description names the vendor", () => {
    const reading = readImportRows(
      [
        ["Posted Date", "Description", "Amount"],
        ["03/05/2026", "HOME DEPOT #123", "-84.20"],
        ["03/06/2026", "DEPOSIT CITY OF HARBOR", "5000.00"],
        ["03/07/2026", "FEE", "(12.00)"],
        ["03/08/2026", "ZERO", "0.00"],
      ],
      "Overhead",
    );
    if ("problem" in reading) throw new Error(reading.problem);
    expect(reading.rows.map((r) => [r.type, r.amountCents, r.vendor, r.category])).toEqual([
      ["Payment", 8_420, "HOME DEPOT #123", "Overhead"],
      ["Receipt", 500_000, "DEPOSIT CITY OF HARBOR", "Overhead"],
      ["Payment", 1_200, "FEE", "Overhead"],
    ]);
    expect(reading.refused).toEqual([{ line: 5, reason: "The amount is zero." }]);
    const noCategory = readImportRows(
      [
        ["Date", "Amount", "Payee"],
        ["2026-03-05", "-1", "A"],
      ],
      null,
    );
    expect("refused" in noCategory && noCategory.refused[0]?.reason).toMatch(/No category/);
  });

  it("says what is wrong with a file it cannot read at all", () => {
    expect(readImportRows([], null)).toEqual({ problem: "The file is empty." });
    expect(readImportRows([["When", "How much"]], null)).toMatchObject({
      problem: expect.stringMatching(/Date and an Amount/),
    });
    expect(
      readImportRows([["Date", "Amount"], ...Array.from({ length: 5001 }, () => ["2026-01-01", "1"])], "Labor"),
    ).toMatchObject({ problem: expect.stringMatching(/at most 5,000/) });
  });
});
