import { z } from "zod";
import { personRef, recordRef } from "../../shared/contracts/common.ts";
import { photoIds, photoRef } from "../../shared/contracts/photos.ts";
import { PUNCH_ACTIONS, PUNCH_LIMITS, PUNCH_MSG, PUNCH_PAGE_SIZE, PUNCH_STATUSES } from "./punch-lists.constants.ts";

const MISSING = PUNCH_MSG.missingFields;
const tooLong = (max: number) => `Keep it under ${max} characters.`;
const required = (max: number) => z.string({ error: MISSING }).trim().min(1, MISSING).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().default("");
const isoDateText = z.iso.date(PUNCH_MSG.invalidDate);
/** A reference a form may leave blank: null when absent or blank. */
const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((v) => v || null);

/** The fields a punch item's form edits. */
const itemFields = {
  location: required(PUNCH_LIMITS.location),
  description: required(PUNCH_LIMITS.description),
  /** The trade as typed ("Drywall"), beside or instead of a member. */
  trade: optionalText(PUNCH_LIMITS.trade),
  /** A member of the organization, or none. */
  assigneeId: optionalId,
  /** YYYY-MM-DD, or none. */
  dueDate: z
    .string()
    .trim()
    .refine((d) => d === "" || isoDateText.safeParse(d).success, PUNCH_MSG.invalidDate)
    .describe("YYYY-MM-DD")
    .nullable()
    .optional()
    .transform((d) => d || null),
  /** Photos uploaded beforehand (`POST /api/photos`), by id: the organization's own, each once, at most 20. */
  photoIds: photoIds.optional().default([]),
};

/**
 * A new punch item of a project. `clientKey` is its idempotency key, made once when the form opens: an item
 * captured offline and sent again (the outbox) answers the one already stored.
 */
export const punchItemInput = z.object({
  clientKey: z.uuid(PUNCH_MSG.clientKey),
  projectId: z.string({ error: PUNCH_MSG.projectRequired }).trim().min(1, PUNCH_MSG.projectRequired).max(100),
  ...itemFields,
});
export type PunchItemInput = z.input<typeof punchItemInput>;
export type PunchItemInputParsed = z.output<typeof punchItemInput>;

/** An item's fields changed (its project and status stay; the status moves through `/status`). */
export const punchItemUpdate = z.object(itemFields);
export type PunchItemUpdate = z.input<typeof punchItemUpdate>;
export type PunchItemUpdateParsed = z.output<typeof punchItemUpdate>;

/** A move of the item's status; a rejection says why (kept in the item's history). */
export const punchMoveInput = z.object({
  action: z.enum(PUNCH_ACTIONS, { error: `Choose an action: ${PUNCH_ACTIONS.join(", ")}.` }),
  note: optionalText(PUNCH_LIMITS.note),
});
export type PunchMoveInput = z.input<typeof punchMoveInput>;

export const punchEvent = z.object({
  id: z.string(),
  action: z.string(),
  note: z.string(),
  by: personRef.nullable(),
  at: z.string(),
});
export type PunchEvent = z.infer<typeof punchEvent>;

export const punchItem = z.object({
  id: z.string(),
  clientKey: z.string(),
  project: recordRef,
  location: z.string(),
  description: z.string(),
  trade: z.string(),
  assignee: personRef.nullable(),
  dueDate: z.string().nullable(),
  status: z.enum(PUNCH_STATUSES),
  /** The photo ids as saved, and those photos that still exist, with their addresses. */
  photoIds: z.array(z.string()),
  photos: z.array(photoRef),
  createdBy: personRef.nullable(),
  /** Its creation and every move, oldest first. */
  history: z.array(punchEvent),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PunchItem = z.infer<typeof punchItem>;

/** The list's filters: a project, a status, an assignee (a member), a location (contains, any case). */
export const punchListQuery = z.object({
  projectId: z.string().trim().max(100).optional(),
  status: z.enum(PUNCH_STATUSES).optional(),
  assigneeId: z.string().trim().max(100).optional(),
  location: z.string().trim().max(PUNCH_LIMITS.location).optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(PUNCH_PAGE_SIZE),
});
export type PunchListQuery = z.input<typeof punchListQuery>;
export type PunchFilters = z.output<typeof punchListQuery>;

export const punchList = z.object({ items: z.array(punchItem), nextCursor: z.string().nullable() });
export type PunchList = z.infer<typeof punchList>;

/** The punch list PDF's filters: the same as the list's, but for one project (in the path). */
export const punchPdfQuery = punchListQuery.pick({ status: true, assigneeId: true, location: true });
export type PunchPdfQuery = z.input<typeof punchPdfQuery>;

export const projectParam = z.object({ projectId: z.string().min(1).max(100) });
