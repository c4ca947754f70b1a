// The quality module's statuses, texts and limits: plain values a screen's first render may import without
// loading the zod schemas of quality.contract.ts (decision 0007).
import { CERTIFICATION_MSG } from "../certifications/certifications.constants.ts";
// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { INSPECTION_STATUSES } from "../../shared/column-values.ts";

export { INSPECTION_STATUSES };
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** Spec §4: Pending Reviews counts these. */
export const REVIEW_STATUSES: readonly InspectionStatus[] = ["Pending", "Needs Review"];

/** Spec §4: an inspection item is pending, passed, failed or warning; a new item is pending. */
export const ITEM_STATUSES = ["pending", "passed", "failed", "warning"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const DEFAULT_ITEM_STATUS: ItemStatus = "pending";
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  pending: "Pending",
  passed: "Passed",
  failed: "Failed",
  warning: "Warning",
};

/** The item results that count as a defect. */
export const DEFECT_ITEM_STATUSES: readonly ItemStatus[] = ["failed", "warning"];

export const isItemStatus = (s: string): s is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(s);

/** Spec §9: Recent Inspections lists this many, newest first. */
export const RECENT_INSPECTIONS = 5;
/** Common Defects lists this many item names. */
export const COMMON_DEFECTS = 5;

export const INSPECTION_PAGE_SIZE = 50;
/** The most items one inspection holds. */
export const MAX_INSPECTION_ITEMS = 100;

/** The spec's texts for the quality screen, and the ones this product adds. */
export const QUALITY_MSG = {
  /** Spec §5 (inspection: title, location, inspector required), worded as the site forms' message. */
  missingFields: "Please fill in all required fields",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  clientKey:
    "Each submission needs its key (clientKey): a UUID the device makes once and sends again with every retry.",
  itemName: "Each inspection item needs a name.",
  itemsRequired: "Add at least one inspection item to record results.",
  tooManyItems: `Keep it to ${MAX_INSPECTION_ITEMS} items.`,
  inspectorNotMember: "The selected inspector is not a member of your organization.",
  chooseMember: "Choose a member of your organization.",
  inspectionCreated: "New inspection created successfully",
  resultsRecorded: "Inspection results saved",
  inspectionNotFound: "Inspection not found.",
  keyUsedElsewhere: "This submission was already recorded for another inspection.",
  certificationNotFound: CERTIFICATION_MSG.notFound,
  certificationOrder: CERTIFICATION_MSG.order,
  badCursor: "This page link is no longer valid. Please reload the list.",
  fetchError: "Error fetching quality data",
  downloadInitiated: CERTIFICATION_MSG.downloadInitiated,
  noInspections: "No inspections found.",
  noCertifications: CERTIFICATION_MSG.none,
  noDefects: "No defects recorded.",
} as const;
