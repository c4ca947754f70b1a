import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { centsText, localToday } from "../../../web/lib/format.ts";
import { transactionInput, type Transaction, type TransactionInputParsed } from "../finance.contract.ts";

const KEYS = [
  "type",
  "category",
  "amount",
  "date",
  "vendor",
  "description",
  "reference",
  "projectId",
  "costCodeId",
  "costType",
] as const;
export type TransactionFormKey = (typeof KEYS)[number];

/** The record/edit form: the spec's six required fields named first (the required-fields message), then the finance contract's schema. */
export const transactionForm: FormSpec<TransactionFormKey, TransactionInputParsed> = {
  keys: KEYS,
  idPrefix: "transaction",
  required: [
    { key: "type", label: "Type" },
    { key: "category", label: "Category" },
    { key: "amount", label: "Amount" },
    { key: "date", label: "Date" },
    { key: "vendor", label: "Vendor" },
    { key: "description", label: "Description" },
  ],
  parse: (values) =>
    transactionInput.safeParse({
      ...values,
      projectId: values.projectId || null,
      costCodeId: values.costCodeId || null,
      costType: values.costType || null,
    }),
};

/** A new transaction is dated today; an edit starts from the transaction as saved. */
export function initialValues(
  transaction: Transaction | undefined,
  today = localToday(),
): FormValues<TransactionFormKey> {
  if (!transaction)
    return {
      type: "",
      category: "",
      amount: "",
      date: today,
      vendor: "",
      description: "",
      reference: "",
      projectId: "",
      costCodeId: "",
      costType: "",
    };
  return {
    type: transaction.type,
    category: transaction.category,
    amount: centsText(transaction.amountCents),
    date: transaction.date,
    vendor: transaction.vendor,
    description: transaction.description,
    reference: transaction.reference,
    projectId: transaction.project?.id ?? "",
    costCodeId: transaction.costCode?.id ?? "",
    costType: transaction.costType ?? "",
  };
}
