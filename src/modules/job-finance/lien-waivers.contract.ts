import { z } from "zod";
import { JOB_FINANCE_MSG, LIEN_WAIVER_KINDS } from "./job-finance.constants.ts";
import { amount, text } from "./job-finance.contract.ts";

/**
 * Lien waivers' requests and answers (issue 29). A waiver is drawn from one of the project's pay applications or
 * one of its payments; what the request leaves out is read from that, the project and the organization.
 */

const day = z.iso.date(JOB_FINANCE_MSG.dateInvalid);

/**
 * Exactly one source (a pay application or a payment) is checked by the query, after the caller's access: as a
 * refinement here it would answer a viewer's or a stranger's well-formed request 400 before its 403 or 404.
 */
export const lienWaiverInput = z.object({
  kind: z.enum(LIEN_WAIVER_KINDS, { error: JOB_FINANCE_MSG.waiverKindInvalid }),
  /** One of the project's pay applications: the amount defaults to its current payment due (line 8). */
  payApplicationId: z.string().min(1).max(100).optional(),
  /** Or one of the project's finance payments (or receipts): the amount defaults to its amount. */
  paymentId: z.string().min(1).max(100).optional(),
  /** Empty: the application's period end, or the payment's date. */
  throughDate: day.optional(),
  /** Empty: from the application or the payment. */
  amount: amount.optional(),
  exceptions: text(2000).optional().default(""),
  /** Empty: the organization's name. */
  claimant: text(200).optional(),
  /** Empty: the project's client. */
  customer: text(200).optional(),
  /** Empty: the project's contract terms. */
  ownerName: text(200).optional(),
  jobLocation: text(500).optional(),
  signatureName: z
    .string({ error: JOB_FINANCE_MSG.waiverSignatureRequired })
    .trim()
    .min(1, JOB_FINANCE_MSG.waiverSignatureRequired)
    .max(200, "Keep it under 200 characters."),
  /** Empty: today. */
  signatureDate: day.optional(),
});
export type LienWaiverInput = z.input<typeof lienWaiverInput>;
export type LienWaiverInputParsed = z.output<typeof lienWaiverInput>;

export const lienWaiver = z.object({
  id: z.string(),
  projectId: z.string(),
  kind: z.enum(LIEN_WAIVER_KINDS),
  /** What it was drawn from (null once that application or payment is deleted). */
  payApplicationId: z.string().nullable(),
  paymentId: z.string().nullable(),
  throughDate: z.string(),
  amountCents: z.number().int(),
  claimant: z.string(),
  customer: z.string(),
  ownerName: z.string(),
  jobLocation: z.string(),
  exceptions: z.string(),
  signatureName: z.string(),
  signatureDate: z.string(),
  createdAt: z.string(),
  /** The PDF, a document of the project: its address downloads it. */
  document: z.object({ id: z.string(), name: z.string(), url: z.string() }),
});
export type LienWaiver = z.infer<typeof lienWaiver>;

export const lienWaiverList = z.object({
  lienWaivers: z.array(lienWaiver),
  /** Retainage the project's approved applications still hold; a final waiver waits until it is 0. */
  retainageHeldCents: z.number().int(),
  finalAllowed: z.boolean(),
});
export type LienWaiverList = z.infer<typeof lienWaiverList>;
