import { describe, expect, it } from "vitest";
import { CONTRACT_STATUSES } from "../../modules/contracts/contracts.constants.ts";
import { DOCUMENT_STATUSES } from "../../modules/documents/documents.constants.ts";
import { PROJECT_STATUSES } from "../../modules/projects/projects.constants.ts";
import { TRANSACTION_STATUSES } from "../../modules/finance/finance.constants.ts";
import { ITEM_STATUSES, ORDER_STATUSES } from "../../modules/procurement/procurement.constants.ts";
import { EMPLOYEE_STATUSES } from "../../modules/hr/hr.constants.ts";
import { ESTIMATE_STATUSES, INVOICE_STATUSES } from "../../modules/invoicing/invoicing.constants.ts";
import { INCIDENT_STATUSES, SEVERITIES } from "../../modules/safety/safety.constants.ts";
import {
  INSPECTION_STATUSES,
  ITEM_STATUSES as INSPECTION_ITEM_STATUSES,
} from "../../modules/quality/quality.constants.ts";
import { CERTIFICATION_STATUSES } from "../../modules/certifications/certifications.constants.ts";
import { ISSUE_PRIORITIES, SITE_STATUSES } from "../../modules/field/field.constants.ts";
import { BID_STATUSES } from "../../modules/bids/bids.constants.ts";
import { CHANGE_ORDER_STATUSES, PAY_APPLICATION_STATUSES } from "../../modules/job-finance/job-finance.constants.ts";
import { RFI_STATUSES, SUBMITTAL_STATUSES } from "../../modules/rfis/rfis.constants.ts";
import { STATUS_TONES, toneOf, TONES, type StatusSet } from "./status-tones.ts";

const SETS: Record<StatusSet, readonly string[]> = {
  project: PROJECT_STATUSES,
  document: DOCUMENT_STATUSES,
  contract: CONTRACT_STATUSES,
  transaction: TRANSACTION_STATUSES,
  item: ITEM_STATUSES,
  purchaseOrder: ORDER_STATUSES,
  employee: EMPLOYEE_STATUSES,
  estimate: ESTIMATE_STATUSES,
  invoice: INVOICE_STATUSES,
  incident: INCIDENT_STATUSES,
  severity: SEVERITIES,
  certification: CERTIFICATION_STATUSES,
  inspection: INSPECTION_STATUSES,
  inspectionItem: INSPECTION_ITEM_STATUSES,
  site: SITE_STATUSES,
  issuePriority: ISSUE_PRIORITIES,
  bid: BID_STATUSES,
  changeOrder: CHANGE_ORDER_STATUSES,
  payApplication: PAY_APPLICATION_STATUSES,
  rfi: RFI_STATUSES,
  submittal: SUBMITTAL_STATUSES,
};

/** Sets whose statuses the spec itself colours alike (severity: Major and Critical both red). */
const SHARED_TONES: readonly StatusSet[] = ["severity"];

describe("status tones (one mapping per status set)", () => {
  it("covers every status of each set, and nothing else", () => {
    for (const [set, statuses] of Object.entries(SETS))
      expect(Object.keys(STATUS_TONES[set as StatusSet]).sort()).toEqual([...statuses].sort());
  });

  it("gives every status in a set its own colour (spec: contract statuses each in their own colour)", () => {
    for (const set of Object.keys(SETS) as StatusSet[]) {
      const tones = Object.values(STATUS_TONES[set]);
      if (!SHARED_TONES.includes(set)) expect(new Set(tones).size, set).toBe(tones.length);
      for (const tone of tones) expect(TONES).toContain(tone);
    }
    expect(toneOf("contract", "Terminated")).not.toBe(toneOf("contract", "Expired"));
  });

  it("shows severities as the spec says: Major and Critical red, Moderate orange (amber), otherwise not red", () => {
    expect(toneOf("severity", "major")).toBe("danger");
    expect(toneOf("severity", "critical")).toBe("danger");
    expect(toneOf("severity", "moderate")).toBe("orange");
    expect(toneOf("severity", "minor")).toBe("yellow");
  });

  it("shows an unknown status as neutral", () => {
    expect(toneOf("contract", "Archived")).toBe("neutral");
  });
});
