import type { TransactionCategory, TransactionStatus, TransactionType } from "./finance.constants.ts";

/** The list's filters as the address keeps them ("" is "all"). */
export type TransactionFilters = {
  q: string;
  type: TransactionType | "";
  category: TransactionCategory | "";
  status: TransactionStatus | "";
  project: string;
  from: string;
  to: string;
};

export const NO_TRANSACTION_FILTERS: TransactionFilters = {
  q: "",
  type: "",
  category: "",
  status: "",
  project: "",
  from: "",
  to: "",
};
