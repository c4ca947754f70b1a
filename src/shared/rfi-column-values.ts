// The values the RFIs' and submittals' columns may hold (issue 31), one list each, as src/shared/column-values.ts
// keeps the others: the schema types its columns and writes its checks from them, the module's constants import them.

/** An RFI: Draft until sent, Open while it waits for its answer, Answered by an official answer, Closed by an admin; Void at any point before Closed. */
export const RFI_STATUSES = ["draft", "open", "answered", "closed", "void"] as const;

/** A submittal's kinds. */
export const SUBMITTAL_TYPES = ["shop_drawing", "product_data", "sample", "mock_up", "certificate", "other"] as const;

/** A reviewer's answer on a submittal. */
export const SUBMITTAL_DECISIONS = ["approved", "approved_as_noted", "revise_and_resubmit", "rejected"] as const;

/** A submittal: Draft until submitted, In Review while its reviewers answer in turn, then the outcome. */
export const SUBMITTAL_STATUSES = ["draft", "in_review", ...SUBMITTAL_DECISIONS] as const;
