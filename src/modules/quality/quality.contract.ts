import { z } from "zod";
import { blankableDay, personRef } from "../../shared/contracts/common.ts";
import { certificationCounts } from "../certifications/certifications.contract.ts";
import { photoIds, photoRef } from "../../shared/contracts/photos.ts";
import {
  DEFAULT_ITEM_STATUS,
  INSPECTION_PAGE_SIZE,
  INSPECTION_STATUSES,
  ITEM_STATUSES,
  MAX_INSPECTION_ITEMS,
  QUALITY_MSG,
} from "./quality.constants.ts";

const MISSING = QUALITY_MSG.missingFields;
const tooLong = (max: number) => `Keep it under ${max} characters.`;
const required = (max: number) => z.string({ error: MISSING }).trim().min(1, MISSING).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().default("");
const isoDateText = z.iso.date(QUALITY_MSG.invalidDate);
const clientKey = z.uuid(QUALITY_MSG.clientKey);

/** The caller's calendar date (stat cards, certification standing); the server's when absent. */
export const todayQuery = z.object({ today: isoDateText.optional() });
export type TodayQuery = z.input<typeof todayQuery>;

// Inspections

/** One checklist line: a name, its result (pending until recorded) and notes. */
export const inspectionItemInput = z.object({
  name: z.string({ error: QUALITY_MSG.itemName }).trim().min(1, QUALITY_MSG.itemName).max(200, tooLong(200)),
  status: z
    .enum(ITEM_STATUSES, { error: `Choose a result: ${ITEM_STATUSES.join(", ")}.` })
    .optional()
    .default(DEFAULT_ITEM_STATUS),
  notes: optionalText(2000),
});
export type InspectionItem = z.output<typeof inspectionItemInput>;

const items = z.array(inspectionItemInput).max(MAX_INSPECTION_ITEMS, QUALITY_MSG.tooManyItems);

/**
 * New Inspection (spec: title, location, inspector, items, photos; title, location and inspector required).
 * `clientKey` is the form's idempotency key: sending the same key again answers the inspection already made.
 */
export const inspectionInput = z.object({
  clientKey,
  title: required(200),
  location: required(200),
  /** A member of the organization (the team's user id). */
  inspectorId: required(100),
  /** The inspection's day; the server's today when absent or blank. */
  date: blankableDay(QUALITY_MSG.invalidDate),
  items: items.optional().default([]),
  /** Photos uploaded beforehand (`POST /api/photos`), by id: the organization's own, each once, at most 20. */
  photoIds: photoIds.optional().default([]),
});
export type InspectionInput = z.input<typeof inspectionInput>;
export type InspectionInputParsed = z.output<typeof inspectionInput>;

/**
 * Record results (the details dialog): every item's result and notes, the list as it now stands (items may be
 * added or removed). Applied once per `clientKey`: a re-sent submission answers the inspection and changes nothing.
 */
export const inspectionResultsInput = z.object({
  clientKey,
  items: items.min(1, QUALITY_MSG.itemsRequired),
});
export type InspectionResultsInput = z.input<typeof inspectionResultsInput>;
export type InspectionResultsInputParsed = z.output<typeof inspectionResultsInput>;

export const inspection = z.object({
  id: z.string(),
  clientKey: z.string(),
  title: z.string(),
  location: z.string(),
  inspector: personRef.nullable(),
  date: z.string(),
  /** Derived from the items (quality.rules.ts: inspectionStatus). */
  status: z.enum(INSPECTION_STATUSES),
  items: z.array(z.object({ name: z.string(), status: z.enum(ITEM_STATUSES), notes: z.string() })),
  /** Failed plus warning items. */
  defectsCount: z.number().int(),
  photoIds: z.array(z.string()),
  photos: z.array(photoRef),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inspection = z.infer<typeof inspection>;

export const inspectionListQuery = z.object({
  /** Title or location, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(INSPECTION_STATUSES).optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(INSPECTION_PAGE_SIZE),
});
export type InspectionListQuery = z.input<typeof inspectionListQuery>;
export type InspectionFilters = z.output<typeof inspectionListQuery>;

export const inspectionList = z.object({ inspections: z.array(inspection), nextCursor: z.string().nullable() });
export type InspectionList = z.infer<typeof inspectionList>;

// Stat cards, metrics, defects

export const qualityMetric = z.object({
  key: z.enum(["passRate", "decidedPassRate", "itemPassRate", "itemsPerInspection", "defectsPerInspection"]),
  label: z.string(),
  value: z.number().nullable(),
  unit: z.enum(["%", ""]),
});

export const qualitySummary = z.object({
  today: z.string(),
  totalInspections: z.number().int(),
  /** Defects (failed and warning items) of the inspections not Passed. */
  openDefects: z.number().int(),
  /** Passed of all inspections, rounded percent; null without inspections. */
  passRate: z.number().int().nullable(),
  /** Pending or Needs Review. */
  pendingReviews: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(INSPECTION_STATUSES), count: z.number().int() })),
  metrics: z.array(qualityMetric),
  /** The item names most often failed or warned about, most first (at most 5). */
  commonDefects: z.array(
    z.object({ name: z.string(), count: z.number().int(), failed: z.number().int(), warning: z.number().int() }),
  ),
  /** Recent Inspections: the 5 newest. */
  recentInspections: z.array(inspection),
  /** Certification Status: how many are valid, expiring, expired as of today. */
  certifications: certificationCounts,
});
export type QualitySummary = z.infer<typeof qualitySummary>;
