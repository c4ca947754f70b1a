import type { ClientDocument } from "../invoicing.contract.ts";
import { INVOICING_MSG } from "../invoicing.constants.ts";

/**
 * The amount a client types to pay part of an invoice online, read and checked in the browser with the server's
 * words (invoicing-online-payments.queries.ts says the same of an amount it refuses). Plain string arithmetic, no
 * big.js: the client's page stays light.
 */

type Due = Pick<NonNullable<ClientDocument["payment"]>, "dueCents" | "minimumCents">;

/**
 * An amount of money as typed ("1,234.5", "$80", "0.75") in whole cents: digits, thousands grouped with commas or
 * spaces, at most two decimals, no sign; null when it does not read as one.
 */
export function typedCents(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/[\s,](?=\d{3}(?:\D|$))/g, "");
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match || (!match[1] && match[2] === undefined)) return null;
  const cents = Number(match[1] || "0") * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** What is wrong with paying `cents` of what is due now (the server's message), or null when it may be paid. */
export function amountProblem(cents: number | null, due: Due, money: (cents: number) => string): string | null {
  if (cents === null || cents <= 0) return INVOICING_MSG.paymentAmountInvalid;
  if (cents > due.dueCents) return INVOICING_MSG.paymentTooLarge(money(due.dueCents));
  if (cents < due.minimumCents) return INVOICING_MSG.payTooLittle(money(due.minimumCents));
  return null;
}
