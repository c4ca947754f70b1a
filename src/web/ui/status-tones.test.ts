import { describe, expect, it } from "vitest";
import { CONTRACT_STATUSES } from "../../modules/contracts/contracts.constants.ts";
import { DOCUMENT_STATUSES } from "../../modules/documents/documents.constants.ts";
import { PROJECT_STATUSES } from "../../modules/projects/projects.constants.ts";
import { TRANSACTION_STATUSES } from "../../modules/finance/finance.constants.ts";
import { ITEM_STATUSES, ORDER_STATUSES } from "../../modules/procurement/procurement.constants.ts";
import { EMPLOYEE_STATUSES } from "../../modules/hr/hr.constants.ts";
import { ESTIMATE_STATUSES, INVOICE_STATUSES } from "../../modules/invoicing/invoicing.constants.ts";
import { STATUS_TONES, toneOf, TONES, type StatusSet } from "./status-tones.ts";

const SETS: Record<StatusSet, readonly string[]> = {
  project: PROJECT_STATUSES, document: DOCUMENT_STATUSES, contract: CONTRACT_STATUSES, transaction: TRANSACTION_STATUSES,
  item: ITEM_STATUSES,
  purchaseOrder: ORDER_STATUSES,
  employee: EMPLOYEE_STATUSES,
  estimate: ESTIMATE_STATUSES,
  invoice: INVOICE_STATUSES,
};

describe("status tones (one mapping per status set)", () => {
  it("covers every status of each set, and nothing else", () => {
    for (const [set, statuses] of Object.entries(SETS)) expect(Object.keys(STATUS_TONES[set as StatusSet]).sort()).toEqual([...statuses].sort());
  });

  it("gives every status in a set its own colour (spec: contract statuses each in their own colour)", () => {
    for (const set of Object.keys(SETS) as StatusSet[]) {
      const tones = Object.values(STATUS_TONES[set]);
      expect(new Set(tones).size, set).toBe(tones.length);
      for (const tone of tones) expect(TONES).toContain(tone);
    }
    expect(toneOf("contract", "Terminated")).not.toBe(toneOf("contract", "Expired"));
  });

  it("shows an unknown status as neutral", () => {
    expect(toneOf("contract", "Archived")).toBe("neutral");
  });
});
