import { z } from "zod";
import { isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";
import { BID_MSG, BID_PAGE_SIZE, BID_STATUSES, DEFAULT_BID_STATUS, MAX_BID_ITEMS } from "./bids.constants.ts";
import { itemsTotalCents, MAX_BID_CENTS, readAmountCents, readItemPriceCents, readItemQuantity } from "./bids.rules.ts";

const MISSING = BID_MSG.missingFields;
const required = (max: number) =>
  z.string({ error: MISSING }).trim().min(1, MISSING).max(max, `Keep it under ${max} characters.`);
/** Money or a quantity as typed ("1,250.50") or sent as a number; read by the rules. */
const numberText = z.union([z.number(), z.string().max(40), z.null()]).optional();
const blank = (v: string | number | null | undefined) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Spec: a bid item's name, quantity and unit price (in dollars, as typed or a number); all three are needed. */
export const bidItemInput = z.object({
  name: z.string({ error: BID_MSG.itemFields }).trim().max(200, "Keep an item's name under 200 characters."),
  quantity: numberText,
  unitPrice: numberText,
});

/**
 * Create and edit share one body (PUT replaces every field and the items). Spec: project name, client, amount
 * and due date are required; a bid with items has their sum as its amount (decision 0032), so the amount is
 * needed only without items.
 */
export const bidInput = z
  .object({
    projectName: required(200),
    /** The client as typed (spec: free text). */
    client: required(200),
    /** One of the organization's clients, or none. */
    clientId: z.string().max(100).nullable().optional(),
    /** Dollars as typed or a number; ignored when the bid has items. */
    amount: numberText,
    dueDate: isoDate(MISSING),
    status: z.enum(BID_STATUSES).optional().default(DEFAULT_BID_STATUS),
    items: z.array(bidItemInput).max(MAX_BID_ITEMS, BID_MSG.tooManyItems).optional().default([]),
    notes: z.string().trim().max(5000, "Keep the notes under 5000 characters.").optional().default(""),
  })
  .superRefine((b, ctx) => {
    for (const item of b.items) {
      if (item.name === "" || blank(item.quantity) || blank(item.unitPrice)) {
        ctx.addIssue({ code: "custom", path: ["items"], message: BID_MSG.itemFields });
        return;
      }
      if (readItemQuantity(item.quantity) === null) {
        ctx.addIssue({ code: "custom", path: ["items"], message: BID_MSG.quantityInvalid });
        return;
      }
      if (readItemPriceCents(item.unitPrice) === null) {
        ctx.addIssue({ code: "custom", path: ["items"], message: BID_MSG.priceInvalid });
        return;
      }
    }
    const priced = b.items.map((item) => ({
      quantity: readItemQuantity(item.quantity) ?? 0,
      unitPriceCents: readItemPriceCents(item.unitPrice) ?? 0,
    }));
    if (itemsTotalCents(priced) >= MAX_BID_CENTS)
      ctx.addIssue({ code: "custom", path: ["items"], message: BID_MSG.totalTooLarge });
    if (b.items.length > 0) return;
    if (blank(b.amount)) ctx.addIssue({ code: "custom", path: ["amount"], message: MISSING });
    else if (readAmountCents(b.amount) === null)
      ctx.addIssue({ code: "custom", path: ["amount"], message: BID_MSG.amountInvalid });
  });
export type BidInput = z.input<typeof bidInput>;
export type BidInputParsed = z.output<typeof bidInput>;

export const bidItem = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  /** quantity × unit price, in cents (rounded half up once). */
  totalCents: z.number().int(),
});
export type BidItem = z.infer<typeof bidItem>;

export const bid = z.object({
  id: z.string(),
  projectName: z.string(),
  client: z.string(),
  /** The organization's client the bid is linked to, if any. */
  clientRef: recordRef.nullable(),
  /** The items' sum when there are items, else the amount typed. */
  amountCents: z.number().int(),
  dueDate: z.string(),
  status: z.enum(BID_STATUSES),
  items: z.array(bidItem),
  notes: z.string(),
  /** The project a won bid became. */
  project: recordRef.nullable(),
  /** The estimate a won bid's items became (its name is the estimate's number). */
  estimate: recordRef.nullable(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Bid = z.infer<typeof bid>;

/** Spec §7: answers carry their payload in `data`. */
export const bidAnswer = z.object({ data: bid });
export type BidAnswer = z.infer<typeof bidAnswer>;

export const bidListQuery = z
  .object({
    /** Part of the project name or client, any case. */
    q: z.string().trim().max(200).optional(),
    status: z.enum(BID_STATUSES).optional(),
    /** Due on or after this date. */
    from: z.iso.date(BID_MSG.invalidDate).optional(),
    /** Due on or before this date. */
    to: z.iso.date(BID_MSG.invalidDate).optional(),
    /** Opaque cursor from the previous page's `nextCursor`. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional().default(BID_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: BID_MSG.rangeReversed });
export type BidListQuery = z.input<typeof bidListQuery>;

export const bidList = z.object({ data: z.array(bid), nextCursor: z.string().nullable() });
export type BidList = z.infer<typeof bidList>;

export const bidDeleted = z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) });
export type BidDeleted = z.infer<typeof bidDeleted>;

/** A won bid made into a project: the project starts on `startDate` (the caller's today) and ends on `endDate` (90 days later). */
export const convertInput = z
  .object({
    startDate: z.iso.date(BID_MSG.invalidDate).optional(),
    endDate: z.iso.date(BID_MSG.invalidDate).optional(),
  })
  .refine((c) => !c.startDate || !c.endDate || c.startDate <= c.endDate, {
    path: ["endDate"],
    message: "End date cannot be before start date.",
  })
  .nullish();
export type ConvertInput = z.input<typeof convertInput>;

export const convertAnswer = z.object({ data: z.object({ bid, project: recordRef }) });
export type ConvertAnswer = z.infer<typeof convertAnswer>;

/** The proposal takes no body (spec); an empty object is accepted. */
export const proposalInput = z.object({}).nullish();
export type ProposalInput = z.input<typeof proposalInput>;

/** A won bid's items made into a draft estimate dated `documentDate` (the caller's today), valid for 30 days. */
export const bidEstimateInput = z.object({ documentDate: z.iso.date(BID_MSG.invalidDate).optional() }).nullish();
export type BidEstimateInput = z.input<typeof bidEstimateInput>;

/** The bid, now linked, and its estimate (`name` is the estimate's number). */
export const bidEstimateAnswer = z.object({ data: z.object({ bid, estimate: recordRef }) });
export type BidEstimateAnswer = z.infer<typeof bidEstimateAnswer>;
