import { useUrlFilters } from "../../../web/lib/use-url-filters.ts";
import { isTransactionCategory, isTransactionStatus, isTransactionType } from "../finance.constants.ts";
import type { TransactionFilters } from "../finance.filters.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function read(params: URLSearchParams): TransactionFilters {
  const type = params.get("type") ?? "";
  const category = params.get("category") ?? "";
  const status = params.get("status") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    q: (params.get("q") ?? "").trim(),
    type: isTransactionType(type) ? type : "",
    category: isTransactionCategory(category) ? category : "",
    status: isTransactionStatus(status) ? status : "",
    project: params.get("project") ?? "",
    from: DATE.test(from) ? from : "",
    to: DATE.test(to) ? to : "",
  };
}

/** The list's search and filters, kept in the address (?q=&type=&category=&status=&project=&from=&to=). */
export const useTransactionFilters = () => useUrlFilters(read);
