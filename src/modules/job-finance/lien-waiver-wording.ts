/**
 * The words of a lien waiver and release, by kind (issue 29): the notice at its head, what it waives and releases,
 * and what it leaves untouched. Written in the manner of the statutory forms (California's Civil Code §§ 8132–8138
 * is the best known), not a copy of any state's form: where a state prescribes its own wording, that form governs.
 */
import type { LienWaiverKind } from "./job-finance.constants.ts";
import { isConditionalWaiver, isFinalWaiver } from "./lien-waiver.rules.ts";

export type LienWaiverWording = {
  /** Printed in capitals above everything else. */
  notice: string;
  /** What the waiver does, with the payment's amount in it. */
  body: string;
  /** What a progress waiver does not affect; none for a final one. */
  notAffected: readonly string[];
};

const CONDITIONAL_NOTICE =
  "Notice: This document waives the claimant's lien, stop payment notice and payment bond rights effective on receipt of payment. A person should not rely on this document unless satisfied that the claimant has received payment.";
const UNCONDITIONAL_NOTICE =
  "Notice to claimant: This document waives and releases lien, stop payment notice and payment bond rights unconditionally and states that you have been paid for giving up those rights. This document is enforceable against you if you sign it, even if you have not been paid. If you have not been paid, use a conditional waiver and release form.";

const PROGRESS_NOT_AFFECTED = [
  "Retention (retainage) withheld from this or any earlier payment.",
  "Extras for which the claimant has not received payment.",
  "Contract rights, including a right based on rescission, abandonment or breach of contract, and the right to recover compensation for work not paid for by this payment.",
  "Labor, services, equipment or material provided after the through date.",
] as const;

/** The waiver's wording for `kind`, stating `amount` (already formatted: "$27,000.00"). */
export function lienWaiverWording(kind: LienWaiverKind, amount: string): LienWaiverWording {
  const conditional = isConditionalWaiver(kind);
  const notice = conditional ? CONDITIONAL_NOTICE : UNCONDITIONAL_NOTICE;
  if (isFinalWaiver(kind)) {
    const body = conditional
      ? `This document waives and releases the lien, stop payment notice and payment bond rights the claimant has for all labor and services provided, and equipment and material delivered, to the customer on this job, except for disputed claims listed as exceptions below. It is effective only on the claimant's receipt of the final payment of ${amount} from the customer; rights based on a written change order fully executed before the claimant signs it are waived and released too, unless listed as an exception.`
      : `The claimant has been paid in full, and has received a final payment of ${amount}, for all labor and services provided, and equipment and material delivered, to the customer on this job, and does hereby waive and release any lien, stop payment notice and payment bond right the claimant has on this job, except for disputed claims listed as exceptions below. This waiver and release is unconditional and effective on signing.`;
    return { notice, body, notAffected: [] };
  }
  const body = conditional
    ? `This document waives and releases the lien, stop payment notice and payment bond rights the claimant has for labor and services provided, and equipment and material delivered, to the customer on this job through the through date of this document. Rights based on a written change order fully executed before the claimant signs it are waived and released too, unless listed as an exception below. It is effective only on the claimant's receipt of a progress payment of ${amount} from the customer.`
    : `The claimant has been paid and has received a progress payment of ${amount} for labor and services provided, and equipment and material delivered, to the customer on this job through the through date of this document, and does hereby waive and release any lien, stop payment notice and payment bond right the claimant has for that work, except for the exceptions listed below. This waiver and release is unconditional and effective on signing.`;
  return { notice, body, notAffected: PROGRESS_NOT_AFFECTED };
}
