import { formatCents, formatDate } from "../../../web/lib/format.ts";
import type { Transaction } from "../finance.contract.ts";

/** The amount with its direction: "+$1,000.00" in, "−$400.00" out, a transfer as it is. */
export function signedAmount(t: Pick<Transaction, "type" | "amountCents">): string {
  const money = formatCents(t.amountCents);
  return t.type === "Receipt" ? `+${money}` : t.type === "Payment" ? `−${money}` : money;
}

/** How a row is named to assistive technology and in dialogs: "Harbor Lumber, Mar 2, 2026". */
export const transactionName = (t: Pick<Transaction, "vendor" | "date">) => `${t.vendor}, ${formatDate(t.date)}`;
