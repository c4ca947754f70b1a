import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  Contract,
  ContractInput,
  ContractList,
  ContractListQuery,
  ContractReport,
  ContractSummary,
  ReportInput,
  TodayQuery,
} from "./contracts.contract.ts";

const reportFile = <F extends "pdf" | "xlsx" | "csv">(format: F) =>
  route("GET", `/api/contracts/reports/:id/${format}`).with<{ answer: void }>();

/**
 * The contracts module's routes (decision 0047): the server registers them, the browser calls them. Nothing
 * heavier than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const contractsEndpoints = {
  /** A page of contracts, newest first, with their project. */
  contracts: route("GET", "/api/contracts").with<{ query: ContractListQuery; answer: ContractList }>(),
  /** The four cards, "expiring soon" judged against the caller's today. */
  summary: route("GET", "/api/contracts/summary").with<{ query: TodayQuery; answer: ContractSummary }>(),
  contract: route("GET", "/api/contracts/:id").with<{ answer: Contract }>(),
  createContract: route("POST", "/api/contracts").with<{ body: ContractInput; answer: Contract }>(),
  updateContract: route("PUT", "/api/contracts/:id").with<{ body: ContractInput; answer: Contract }>(),
  /** Deletes a contract; its documents stay in the Document Hub, detached. */
  deleteContract: route("DELETE", "/api/contracts/:id").with<{ answer: Deleted }>(),
  /** Generates and saves a report as of the caller's today (its files download from the answer's id). */
  generateReport: route("POST", "/api/contracts/reports").with<{ body: ReportInput; answer: ContractReport }>(),
  report: route("GET", "/api/contracts/reports/:id").with<{ answer: ContractReport }>(),
  /** The saved report's files: linked to, not read. */
  reportFiles: { pdf: reportFile("pdf"), xlsx: reportFile("xlsx"), csv: reportFile("csv") },
};

/** Contracts to choose from (a document's contract): the newest 200. */
export const OPTIONS_QUERY = { limit: 200 } as const;

/** What /dashboard/contracts asks for first: the cards as of today and the first page of the list. */
export function contractsFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [href(contractsEndpoints.summary, { query: { today } }), href(contractsEndpoints.contracts, {})];
}
