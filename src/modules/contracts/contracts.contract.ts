import { z } from "zod";
import { isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";
import {
  CONTRACT_MSG,
  CONTRACT_PAGE_SIZE,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  DEFAULT_CONTRACT_STATUS,
} from "./contracts.constants.ts";

const MISSING = CONTRACT_MSG.missingFields;
const required = (max: number) =>
  z.string({ error: MISSING }).trim().min(1, MISSING).max(max, `Keep it under ${max} characters.`);

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
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === "" ? MISSING : CONTRACT_MSG.unknownType,
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
    if (c.startDate && end < c.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: CONTRACT_MSG.endBeforeStart });
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
export type TodayQuery = z.input<typeof todayQuery>;

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
export type ReportInput = z.input<typeof reportInput>;

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
