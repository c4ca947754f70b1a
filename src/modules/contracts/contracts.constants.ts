// The contracts module's statuses, types, texts, limits and report file names: plain values a screen's first
// render may import without loading the zod schemas of contracts.contract.ts (decision 0007).

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { CONTRACT_STATUSES } from "../../shared/column-values.ts";

export { CONTRACT_STATUSES };

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const DEFAULT_CONTRACT_STATUS: ContractStatus = "Draft";

/** Spec §9. */
export const CONTRACT_TYPES = [
  "Construction",
  "Renovation",
  "Maintenance",
  "Consulting",
  "Supply",
  "Service Agreement",
  "Government",
  "Commercial",
  "Residential",
  "Subcontractor",
  "Other",
] as const;

export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Spec §9: an Active contract ending within this many days from today (or already past) is expiring soon. */
export const EXPIRING_WINDOW_DAYS = 30;

/** The spec's texts for the contracts screen (§5, §8), and the few this product adds. */
export const CONTRACT_MSG = {
  missingFields: "Contract Name, Client Name, Contract Type, and Start Date are required.",
  endBeforeStart: "End date cannot be before start date.",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  unknownType: "Choose a contract type from the list.",
  unknownProject: "The selected project does not exist.",
  valueTooLong: "Keep the value under 100 characters.",
  notFound: "Contract not found.",
  reportNotFound: "Report not found.",
  created: "Contract created successfully.",
  updated: "Contract updated successfully.",
  deleted: "Contract deleted successfully.",
  reportGenerated: "Contract report generated and saved.",
  fetchError: "Error fetching contracts",
  reportError: "Error generating report",
  createError: "Error creating contract",
  updateError: "Error updating contract",
  deleteError: "Error Deleting Contract",
} as const;

export const CONTRACT_PAGE_SIZE = 50;

/** `contracts-report-YYYY-MM-DD.pdf` (or .xlsx, .csv). */
export const reportFileName = (reportDate: string, format: "pdf" | "xlsx" | "csv") =>
  `contracts-report-${reportDate}.${format}`;
