import { z } from "zod";
import { blankableDay, personRef, recordRef } from "../../shared/contracts/common.ts";
import { photoIds, photoRef } from "../../shared/contracts/photos.ts";
import {
  MAX_ATTACHMENTS,
  MAX_DISTRIBUTION,
  MAX_REVIEWERS,
  RFI_MSG,
  RFI_PAGE_LIMIT,
  RFI_PAGE_SIZE,
  RFI_STATUSES,
  SUBMITTAL_DECISIONS,
  SUBMITTAL_STATUSES,
  SUBMITTAL_TYPES,
} from "./rfis.constants.ts";

/** The RFIs and submittals module's requests and answers (issue 31). People are members' user ids. */

const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);
const memberId = z.string().trim().max(100);
const memberIds = (max: number) =>
  z
    .array(z.string().min(1).max(100))
    .max(max, `At most ${max} people.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each person once.");

/** `:projectId` in a project's address. */
export const projectParam = z.object({ projectId: z.string().min(1).max(100) });

const pageQuery = {
  projectId: z.string().max(100).optional(),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(RFI_PAGE_LIMIT).optional().default(RFI_PAGE_SIZE),
};

// ---------------------------------------------------------------------------------------------------------------
// RFIs

const rfiFields = {
  subject: text(200).min(1, RFI_MSG.subjectRequired),
  question: text(10_000).optional().default(""),
  ballInCourtId: memberId.optional().default(""),
  dueDate: blankableDay("Please enter a valid date (YYYY-MM-DD)."),
  distributionIds: memberIds(MAX_DISTRIBUTION).optional().default([]),
  photoIds: photoIds.optional().default([]),
  /** Files that are not photos: documents of the Document Hub (the organization's own). */
  documentIds: z
    .array(z.string().min(1).max(100))
    .max(MAX_ATTACHMENTS, RFI_MSG.tooManyDocuments)
    .refine((ids) => new Set(ids).size === ids.length, RFI_MSG.documentRepeated)
    .optional()
    .default([]),
};

export const rfiInput = z.object({
  projectId: z.string().trim().min(1, RFI_MSG.projectRequired).max(100),
  ...rfiFields,
  /** Send it at once (Open) rather than keep it as a draft. */
  open: z.boolean().optional().default(false),
});
export type RfiInput = z.input<typeof rfiInput>;
export type RfiInputParsed = z.output<typeof rfiInput>;

export const rfiUpdate = z.object(rfiFields);
export type RfiUpdate = z.input<typeof rfiUpdate>;
export type RfiUpdateParsed = z.output<typeof rfiUpdate>;

export const rfiAnswerInput = z.object({
  body: text(10_000).min(1, RFI_MSG.answerRequired),
  /** The official answer: the RFI becomes Answered. */
  official: z.boolean().optional().default(false),
});
export type RfiAnswerInput = z.input<typeof rfiAnswerInput>;

export const rfiAnswer = z.object({
  id: z.string(),
  body: z.string(),
  official: z.boolean(),
  author: personRef.nullable(),
  createdAt: z.string(),
});
export type RfiAnswer = z.infer<typeof rfiAnswer>;

export const rfiSummary = z.object({
  id: z.string(),
  project: recordRef,
  number: z.string(),
  subject: z.string(),
  status: z.enum(RFI_STATUSES),
  ballInCourt: personRef.nullable(),
  dueDate: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RfiSummary = z.infer<typeof rfiSummary>;

/** A document attached to an RFI: its name in the Document Hub and where a member downloads its current file. */
export const rfiDocument = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type RfiDocument = z.infer<typeof rfiDocument>;

export const rfi = rfiSummary.extend({
  question: z.string(),
  distribution: z.array(personRef),
  photos: z.array(photoRef),
  /** In the RFI's order; one deleted from the hub is left out. */
  documents: z.array(rfiDocument),
  answers: z.array(rfiAnswer),
  createdBy: personRef.nullable(),
  updatedAt: z.string(),
});
export type Rfi = z.infer<typeof rfi>;

export const rfiListQuery = z.object({
  ...pageQuery,
  status: z.enum(RFI_STATUSES).optional(),
  /** Only overdue ones: open, due before the caller's today. */
  overdue: z.enum(["true", "false"]).optional(),
  /** The caller's today (their calendar); the server's UTC date when not given. */
  today: z.iso.date().optional(),
});
export type RfiListQuery = z.input<typeof rfiListQuery>;

export const rfiList = z.object({ rfis: z.array(rfiSummary), nextCursor: z.string().nullable() });
export type RfiList = z.infer<typeof rfiList>;

// ---------------------------------------------------------------------------------------------------------------
// Submittals

const submittalFields = {
  specSection: z.string().trim().min(1, RFI_MSG.specSectionRequired).max(20, RFI_MSG.specSectionInvalid),
  title: text(200).min(1, RFI_MSG.titleRequired),
  type: z.enum(SUBMITTAL_TYPES),
  description: text(10_000).optional().default(""),
  /** The date it is required on site. */
  onSiteDate: blankableDay("Please enter a valid date (YYYY-MM-DD)."),
  reviewerIds: memberIds(MAX_REVIEWERS).min(1, RFI_MSG.reviewersRequired),
};

export const submittalInput = z.object({
  projectId: z.string().trim().min(1, RFI_MSG.projectRequired).max(100),
  ...submittalFields,
});
export type SubmittalInput = z.input<typeof submittalInput>;
export type SubmittalInputParsed = z.output<typeof submittalInput>;

export const submittalUpdate = z.object(submittalFields);
export type SubmittalUpdate = z.input<typeof submittalUpdate>;
export type SubmittalUpdateParsed = z.output<typeof submittalUpdate>;

export const submittalReviewInput = z.object({
  decision: z.enum(SUBMITTAL_DECISIONS),
  comment: text(10_000).optional().default(""),
});
export type SubmittalReviewInput = z.input<typeof submittalReviewInput>;

export const submittalReviewer = z.object({
  position: z.number().int(),
  person: personRef.nullable(),
  decision: z.enum(SUBMITTAL_DECISIONS).nullable(),
  comment: z.string(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
});
export type SubmittalReviewer = z.infer<typeof submittalReviewer>;

export const submittalSummary = z.object({
  id: z.string(),
  project: recordRef,
  number: z.string(),
  specSection: z.string(),
  sequence: z.number().int(),
  revision: z.number().int(),
  title: z.string(),
  type: z.enum(SUBMITTAL_TYPES),
  status: z.enum(SUBMITTAL_STATUSES),
  onSiteDate: z.string().nullable(),
  /** Whose turn it is (the current reviewer), while in review. */
  ballInCourt: personRef.nullable(),
  createdAt: z.string(),
});
export type SubmittalSummary = z.infer<typeof submittalSummary>;

export const submittal = submittalSummary.extend({
  description: z.string(),
  previousId: z.string().nullable(),
  /** The revision made from this one by a Revise and Resubmit. */
  nextRevisionId: z.string().nullable(),
  reviewers: z.array(submittalReviewer),
  submittedAt: z.string().nullable(),
  createdBy: personRef.nullable(),
  updatedAt: z.string(),
});
export type Submittal = z.infer<typeof submittal>;

export const submittalListQuery = z.object({ ...pageQuery, status: z.enum(SUBMITTAL_STATUSES).optional() });
export type SubmittalListQuery = z.input<typeof submittalListQuery>;

export const submittalList = z.object({ submittals: z.array(submittalSummary), nextCursor: z.string().nullable() });
export type SubmittalList = z.infer<typeof submittalList>;
