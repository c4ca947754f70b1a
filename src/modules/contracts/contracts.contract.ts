import { z } from "zod";
import { isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";

/** Spec §4: Draft is the default; any status may be chosen freely. */
export const CONTRACT_STATUSES = ["Draft", "Active", "Under Review", "Completed", "Terminated", "Expired"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const DEFAULT_CONTRACT_STATUS: ContractStatus = "Draft";

export const isContractStatus = (s: string): s is ContractStatus => (CONTRACT_STATUSES as readonly string[]).includes(s);

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
  missingFields: { title: "Missing Fields", message: "Contract Name, Client Name, Contract Type, and Start Date are required." },
  endBeforeStart: "End date cannot be before start date.",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  unknownType: "Choose a contract type from the list.",
  unknownProject: "The selected project does not exist.",
  valueTooLong: "Keep the value under 100 characters.",
  notFound: "Contract not found.",
  reportNotFound: "Report not found.",
  /** One account building report PDFs faster than anyone reads them (60 an hour). */
  reportPdfLimit: "Too many report PDFs in the last hour. Please try again later.",
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

const MISSING = CONTRACT_MSG.missingFields.message;
const required = (max: number) => z.string({ error: MISSING }).trim().min(1, MISSING).max(max, `Keep it under ${max} characters.`);

/** Create and edit share one body (PUT replaces every field, like the spec's update by id). */
export const contractInput = z
  .object({
    name: required(200),
    clientName: required(200),
    /** Free text as typed ("$250,000", "1.5M"); reports read an amount from it (parseContractValue). */
    value: z.string().trim().max(100, CONTRACT_MSG.valueTooLong).optional().default(""),
    startDate: isoDate(MISSING),
    /** Optional: empty or null means open-ended. */
    endDate: z.string().trim().max(20, CONTRACT_MSG.invalidDate).nullable().optional(),
    status: z.enum(CONTRACT_STATUSES).optional().default(DEFAULT_CONTRACT_STATUS),
    contractType: z.enum(CONTRACT_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === null || issue.input === "" ? MISSING : CONTRACT_MSG.unknownType),
    }),
    description: z.string().trim().max(5000, "Keep the description under 5000 characters.").optional().default(""),
    /** A project of the same organization, or none. */
    projectId: z.string().max(100).nullable().optional(),
  })
  .superRefine((c, ctx) => {
    const end = c.endDate ?? "";
    if (end === "") return;
    if (!z.iso.date().safeParse(end).success) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: CONTRACT_MSG.invalidDate });
      return;
    }
    if (c.startDate && end < c.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: CONTRACT_MSG.endBeforeStart });
  });
export type ContractInput = z.input<typeof contractInput>;
export type ContractInputParsed = z.output<typeof contractInput>;

export const contract = z.object({
  id: z.string(),
  name: z.string(),
  clientName: z.string(),
  /** The value as typed. */
  value: z.string(),
  /** What reports count for it (parseContractValue), null when no amount can be read. */
  amount: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  contractType: z.string(),
  description: z.string(),
  project: recordRef.nullable(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof contract>;

export const CONTRACT_PAGE_SIZE = 50;

export const contractListQuery = z.object({
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(CONTRACT_PAGE_SIZE),
});
export type ContractListQuery = z.input<typeof contractListQuery>;

export const contractList = z.object({ contracts: z.array(contract), nextCursor: z.string().nullable() });
export type ContractList = z.infer<typeof contractList>;

/** The caller's "today" (their calendar, not the server's); the server's UTC date when not given. */
export const todayQuery = z.object({ today: z.iso.date(CONTRACT_MSG.invalidDate).optional() });

/** The four cards (spec §2), counted over all the organization's contracts. */
export const contractSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Status Under Review. */
  pendingReview: z.number().int(),
  completed: z.number().int(),
  expiringSoon: z.number().int(),
});
export type ContractSummary = z.infer<typeof contractSummary>;

/** POST /api/contracts/reports: the caller's today names the report's date (and its files). */
export const reportInput = z.object({ today: z.iso.date(CONTRACT_MSG.invalidDate).optional() }).nullish();

/** One contract as the report saw it (stored in the report's data, snake_case like the spec's fields). */
export const reportRow = z.object({
  id: z.string(),
  name: z.string(),
  client_name: z.string(),
  contract_type: z.string(),
  status: z.string(),
  value: z.string(),
  /** The amount counted in total_value; null when none could be read from `value`. */
  amount: z.number().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  project_name: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** contract_reports.data: the spec's {contracts_count, active_contracts, total_value} and the rows they cover. */
export const reportData = z.object({
  contracts_count: z.number().int(),
  active_contracts: z.number().int(),
  total_value: z.number(),
  report_date: z.iso.date(),
  contracts: z.array(reportRow),
});
export type ReportData = z.infer<typeof reportData>;

/** A saved report as the API answers it (its rows are in the PDF and CSV). */
export const contractReport = z.object({
  id: z.string(),
  reportDate: z.string(),
  contractsCount: z.number().int(),
  activeContracts: z.number().int(),
  totalValue: z.number(),
  /** Contracts whose value text held no amount (not counted in totalValue). */
  uncountedValues: z.number().int(),
  generatedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type ContractReport = z.infer<typeof contractReport>;

export const reportFileUrl = (id: string, format: "pdf" | "csv") => `/api/contracts/reports/${encodeURIComponent(id)}/${format}`;
/** `contracts-report-YYYY-MM-DD.pdf` (or .csv). */
export const reportFileName = (reportDate: string, format: "pdf" | "csv") => `contracts-report-${reportDate}.${format}`;
