import { RFI_MSG, SUBMITTAL_STATUS_LABELS, type SubmittalDecision, type SubmittalStatus } from "./rfis.constants.ts";

/**
 * The submittals' rules (issue 31), pure: the spec section's form, and what a reviewer's answer does. Reviewers
 * answer in order; an approval (as noted or not) passes it to the next, the last one's closes it (Approved as
 * Noted if any reviewer noted); Revise and Resubmit or Rejected ends the review at once, the first making the
 * next revision.
 */

/** "033000", "03-30-00", "03 30 00" → "03 30 00"; null when it is not six digits (or eight, "03 30 00.13"). */
export function normalSpecSection(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, "");
  if (!/^\d{6}(\d{2})?$/.test(digits)) return null;
  const main = `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)}`;
  return digits.length === 8 ? `${main}.${digits.slice(6)}` : main;
}

export type ReviewOutcome = {
  status: SubmittalStatus;
  /** The next reviewer's position, while the review goes on; else null. */
  nextStep: number | null;
  /** Whether the next revision is to be made. */
  resubmit: boolean;
};

/**
 * What the answer of the reviewer at `step` (of `reviewerCount`) does, given the earlier reviewers' decisions.
 */
export function reviewOutcome(
  earlier: readonly (SubmittalDecision | null)[],
  step: number,
  reviewerCount: number,
  decision: SubmittalDecision,
): ReviewOutcome {
  if (decision === "revise_and_resubmit") return { status: decision, nextStep: null, resubmit: true };
  if (decision === "rejected") return { status: decision, nextStep: null, resubmit: false };
  if (step + 1 < reviewerCount) return { status: "in_review", nextStep: step + 1, resubmit: false };
  const noted = decision === "approved_as_noted" || earlier.includes("approved_as_noted");
  return { status: noted ? "approved_as_noted" : "approved", nextStep: null, resubmit: false };
}

/** Only the reviewer whose turn it is, or an admin, may answer. */
export const mayReview = (currentReviewerId: string | null, caller: { userId: string; role: string }): boolean =>
  caller.role === "admin" || (currentReviewerId !== null && currentReviewerId === caller.userId);

export type SubmittalAction = "edit" | "delete" | "submit" | "review";

const FROM: Record<SubmittalAction, readonly SubmittalStatus[]> = {
  edit: ["draft"],
  delete: ["draft"],
  submit: ["draft"],
  review: ["in_review"],
};

/** null when `action` may be taken from `status`, else the message saying why not. */
export const submittalRefusal = (status: SubmittalStatus, action: SubmittalAction): string | null =>
  FROM[action].includes(status) ? null : RFI_MSG.submittalStatusIs(SUBMITTAL_STATUS_LABELS[status]);

/** "03 30 00-2 Rev 1". */
export const submittalNumber = (s: { specSection: string; sequence: number; revision: number }): string =>
  `${s.specSection}-${s.sequence}${s.revision > 0 ? ` Rev ${s.revision}` : ""}`;
