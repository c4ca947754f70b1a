import { z } from "zod";
import { readPriceCents } from "../../shared/line-items.ts";
import {
  CHANGE_ORDER_STATUSES,
  COST_TYPES,
  JOB_FINANCE_MSG,
  PAY_APPLICATION_KINDS,
  PAY_APPLICATION_STATUSES,
} from "./job-finance.constants.ts";

/**
 * The job-finance module's requests and answers (issue 29, decision 0050). Money goes in as text or a number in
 * dollars ("1,250.00") and comes out in whole cents; rates go in as a percent and come out in basis points.
 */

/** `:projectId` in a project's job-finance address. */
export const projectParam = z.object({ projectId: z.string().min(1).max(100) });

/** The largest amount one line may hold ($99,999,999,999.99). */
export const MAX_AMOUNT_CENTS = 9_999_999_999_999;

const numberText = z.union([z.number(), z.string().max(40)]);
/** Trimmed text of at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);

// ---------------------------------------------------------------------------------------------------------------
// Cost codes

export const costCode = z.object({ id: z.string(), code: z.string(), name: z.string(), active: z.boolean() });
export type CostCode = z.infer<typeof costCode>;
export const costCodeList = z.object({ costCodes: z.array(costCode) });
export type CostCodeList = z.infer<typeof costCodeList>;

const code = z.string().trim().min(1, JOB_FINANCE_MSG.costCodeRequired).max(20, JOB_FINANCE_MSG.costCodeTooLong);
const codeName = z
  .string()
  .trim()
  .min(1, JOB_FINANCE_MSG.costCodeNameRequired)
  .max(200, "Keep it under 200 characters.");
export const costCodeInput = z.object({ code, name: codeName });
export type CostCodeInput = z.input<typeof costCodeInput>;
export const costCodeUpdate = z.object({
  code: code.optional(),
  name: codeName.optional(),
  active: z.boolean().optional(),
});
export type CostCodeUpdate = z.input<typeof costCodeUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// A project's contract terms

export const projectContract = z.object({
  projectId: z.string(),
  retainageBps: z.number().int(),
  ownerName: z.string(),
  jobLocation: z.string(),
  contractDate: z.string().nullable(),
});
export type ProjectContract = z.infer<typeof projectContract>;

/** A percent with at most two decimals, 0–100, as basis points. */
const percentBps = numberText.transform((value, ctx) => {
  const n = typeof value === "number" ? value : Number(value.trim().replace(/%$/, ""));
  const bps = Math.round(n * 100);
  if (!Number.isFinite(n) || n < 0 || n > 100 || Math.abs(bps - n * 100) > 1e-6) {
    ctx.addIssue({ code: "custom", message: JOB_FINANCE_MSG.retainageInvalid });
    return z.NEVER;
  }
  return bps;
});

export const projectContractInput = z
  .object({
    retainagePercent: percentBps,
    ownerName: text(200).optional().default(""),
    jobLocation: text(500).optional().default(""),
    contractDate: z.iso.date(JOB_FINANCE_MSG.dateInvalid).nullable().optional().default(null),
  })
  .transform(({ retainagePercent, ...rest }) => ({ ...rest, retainageBps: retainagePercent }));
export type ProjectContractInput = z.input<typeof projectContractInput>;
export type ProjectContractParsed = z.output<typeof projectContractInput>;

// ---------------------------------------------------------------------------------------------------------------
// Budgets and job costing

const costType = z.enum(COST_TYPES, { error: JOB_FINANCE_MSG.costTypeInvalid });

/** Dollars as text or a number, zero or more, to whole cents. */
export const amount = numberText.transform((value, ctx) => {
  const cents = readPriceCents(value);
  if (cents === null || cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: "custom", message: JOB_FINANCE_MSG.amountInvalid });
    return z.NEVER;
  }
  return cents;
});

export const budgetLineInput = z.object({
  costCodeId: z.string().min(1, JOB_FINANCE_MSG.costCodeChoose).max(100),
  costType,
  description: text(500).optional().default(""),
  amount,
});
export const budgetInput = z
  .object({ lines: z.array(budgetLineInput).max(1000, "A budget has at most 1,000 lines.") })
  .superRefine(({ lines }, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      const key = `${line.costCodeId}|${line.costType}`;
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["lines", i, "costType"], message: JOB_FINANCE_MSG.budgetLineTwice });
      seen.add(key);
    });
  });
export type BudgetInput = z.input<typeof budgetInput>;
export type BudgetInputParsed = z.output<typeof budgetInput>;

export const budgetLine = z.object({
  id: z.string(),
  costCodeId: z.string(),
  costCode: z.string(),
  costCodeName: z.string(),
  costType,
  description: z.string(),
  amountCents: z.number().int(),
});
export type BudgetLine = z.infer<typeof budgetLine>;
export const budget = z.object({ lines: z.array(budgetLine), totalCents: z.number().int() });
export type Budget = z.infer<typeof budget>;

const figures = {
  budgetCents: z.number().int(),
  approvedChangesCents: z.number().int(),
  revisedBudgetCents: z.number().int(),
  committedCents: z.number().int(),
  actualCents: z.number().int(),
  projectedCents: z.number().int(),
  varianceCents: z.number().int(),
  overBudget: z.boolean(),
};
export const jobCostLine = z.object({ costCode: z.string(), costCodeName: z.string(), costType, ...figures });
export type JobCostLine = z.infer<typeof jobCostLine>;
export const jobCostReport = z.object({
  project: z.object({ id: z.string(), name: z.string() }),
  lines: z.array(jobCostLine),
  totals: z.object(figures),
});
export type JobCostReport = z.infer<typeof jobCostReport>;

// ---------------------------------------------------------------------------------------------------------------
// Change orders

/** Dollars as text or a number, an addition or (with a minus) a deduction, to whole cents. */
const signedAmount = numberText.transform((value, ctx) => {
  const raw = typeof value === "number" ? String(value) : value.trim();
  const negative = raw.startsWith("-");
  const cents = readPriceCents(negative ? raw.slice(1) : raw);
  if (cents === null || cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: "custom", message: JOB_FINANCE_MSG.changeAmountInvalid });
    return z.NEVER;
  }
  return negative ? -cents : cents;
});

export const changeOrderLineInput = z.object({
  costCodeId: z.string().min(1, JOB_FINANCE_MSG.costCodeChoose).max(100),
  costType,
  description: text(500).optional().default(""),
  amount: signedAmount,
  days: z.coerce
    .number({ error: JOB_FINANCE_MSG.daysInvalid })
    .int(JOB_FINANCE_MSG.daysInvalid)
    .min(-3650, JOB_FINANCE_MSG.daysInvalid)
    .max(3650, JOB_FINANCE_MSG.daysInvalid)
    .optional()
    .default(0),
});

export const changeOrderInput = z.object({
  /** Empty: the project's next number (CO-001, CO-002…). */
  number: text(40).optional().default(""),
  title: z.string().trim().min(1, JOB_FINANCE_MSG.changeOrderTitleRequired).max(200, "Keep it under 200 characters."),
  description: text(4000).optional().default(""),
  reason: text(1000).optional().default(""),
  lines: z
    .array(changeOrderLineInput)
    .min(1, JOB_FINANCE_MSG.changeOrderLinesRequired)
    .max(200, "A change order has at most 200 lines."),
});
export type ChangeOrderInput = z.input<typeof changeOrderInput>;
export type ChangeOrderInputParsed = z.output<typeof changeOrderInput>;

const changeOrderStatus = z.enum(CHANGE_ORDER_STATUSES);

export const changeOrderLine = z.object({
  id: z.string(),
  costCodeId: z.string(),
  costCode: z.string(),
  costCodeName: z.string(),
  costType,
  description: z.string(),
  amountCents: z.number().int(),
  days: z.number().int(),
});
export type ChangeOrderLine = z.infer<typeof changeOrderLine>;

const changeOrderFields = {
  id: z.string(),
  projectId: z.string(),
  number: z.string(),
  title: z.string(),
  status: changeOrderStatus,
  amountCents: z.number().int(),
  days: z.number().int(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answerName: z.string().nullable(),
  updatedAt: z.string(),
};
export const changeOrderSummary = z.object(changeOrderFields);
export type ChangeOrderSummary = z.infer<typeof changeOrderSummary>;

export const changeOrder = z.object({
  ...changeOrderFields,
  description: z.string(),
  reason: z.string(),
  version: z.number().int(),
  lines: z.array(changeOrderLine),
});
export type ChangeOrder = z.infer<typeof changeOrder>;

/** A project's change orders, newest first, with what the approved ones add and what the sent ones would. */
export const changeOrderList = z.object({
  changeOrders: z.array(changeOrderSummary),
  approvedCents: z.number().int(),
  approvedDays: z.number().int(),
  pendingCents: z.number().int(),
});
export type ChangeOrderList = z.infer<typeof changeOrderList>;

export const sendChangeOrderInput = z.object({
  to: z.email({ error: JOB_FINANCE_MSG.emailInvalid }).max(254),
  message: text(2000).optional().default(""),
});
export type SendChangeOrderInput = z.input<typeof sendChangeOrderInput>;
export const sendChangeOrderResult = z.object({ changeOrder, sentTo: z.string(), expiresAt: z.string() });
export type SendChangeOrderResult = z.infer<typeof sendChangeOrderResult>;

/** The change order as its client sees it (no account), through the e-mailed link. */
export const clientChangeOrder = z.object({
  number: z.string(),
  title: z.string(),
  description: z.string(),
  reason: z.string(),
  status: changeOrderStatus,
  version: z.number().int(),
  amountCents: z.number().int(),
  days: z.number().int(),
  company: z.object({ name: z.string() }),
  project: z.object({ name: z.string() }),
  lines: z.array(
    z.object({ description: z.string(), costType, amountCents: z.number().int(), days: z.number().int() }),
  ),
  /** Approved or rejected by the client: by whom, when. */
  answer: z.object({ name: z.string(), at: z.string(), approved: z.boolean() }).nullable(),
  answerable: z.boolean(),
});
export type ClientChangeOrder = z.infer<typeof clientChangeOrder>;

export const changeOrderAnswerInput = z.object({
  name: z.string().trim().min(1, JOB_FINANCE_MSG.signatureRequired).max(200, "Keep it under 200 characters."),
  approve: z.boolean(),
  version: z.number().int().min(1),
});
export type ChangeOrderAnswerInput = z.input<typeof changeOrderAnswerInput>;

// ---------------------------------------------------------------------------------------------------------------
// Schedule of values

export const sovLineInput = z.object({
  /** A line kept from the schedule as it was (its billing stays with it); none for a new line. */
  id: z.string().max(100).optional(),
  itemNo: z.string().trim().min(1, JOB_FINANCE_MSG.itemNoRequired).max(20, "Keep it under 20 characters."),
  description: z
    .string()
    .trim()
    .min(1, JOB_FINANCE_MSG.sovDescriptionRequired)
    .max(500, "Keep it under 500 characters."),
  scheduledValue: amount,
  costCodeId: z.string().max(100).nullable().optional().default(null),
  /** Empty: the project's retainage. */
  retainagePercent: percentBps.optional(),
});
export const sovInput = z.object({
  lines: z.array(sovLineInput).max(1000, "A schedule of values has at most 1,000 lines."),
});
export type SovInput = z.input<typeof sovInput>;
export type SovInputParsed = z.output<typeof sovInput>;

export const sovLine = z.object({
  id: z.string(),
  itemNo: z.string(),
  description: z.string(),
  scheduledValueCents: z.number().int(),
  costCodeId: z.string().nullable(),
  retainageBps: z.number().int(),
  /** The approved change order the line bills (its lines are not edited here). */
  changeOrderId: z.string().nullable(),
  /** Completed and stored to date on the applications so far (G). */
  billedCents: z.number().int(),
});
export type SovLine = z.infer<typeof sovLine>;
export const scheduleOfValues = z.object({
  lines: z.array(sovLine),
  /** G702 line 1: the original contract's lines. */
  originalContractSumCents: z.number().int(),
  /** G702 line 2: the approved change orders' lines. */
  netChangeByChangeOrdersCents: z.number().int(),
  /** G702 line 3. */
  contractSumToDateCents: z.number().int(),
});
export type ScheduleOfValues = z.infer<typeof scheduleOfValues>;

// ---------------------------------------------------------------------------------------------------------------
// Pay applications (G702/G703)

export const payApplicationCreateInput = z.object({
  periodTo: z.iso.date(JOB_FINANCE_MSG.dateInvalid),
  /** `retainage_release`: an application that releases all the retainage held (its lines keep their G, rate 0). */
  kind: z.enum(PAY_APPLICATION_KINDS).optional().default("progress"),
});
export type PayApplicationCreateInput = z.input<typeof payApplicationCreateInput>;

export const payApplicationUpdateInput = z.object({
  periodTo: z.iso.date(JOB_FINANCE_MSG.dateInvalid).optional(),
  lines: z
    .array(
      z.object({
        sovLineId: z.string().min(1).max(100),
        /** E: work completed this period (a correction below zero). */
        workThisPeriod: signedAmount,
        /** F: materials presently stored, this period. */
        storedThisPeriod: signedAmount,
        /** This application's retainage on the line; empty: the line's. */
        retainagePercent: percentBps.optional(),
      }),
    )
    .max(1000),
});
export type PayApplicationUpdateInput = z.input<typeof payApplicationUpdateInput>;
export type PayApplicationUpdateParsed = z.output<typeof payApplicationUpdateInput>;

const int = z.number().int();
export const payApplicationLine = z.object({
  sovLineId: z.string(),
  itemNo: z.string(),
  description: z.string(),
  retainageBps: int,
  scheduledCents: int,
  previousCents: int,
  thisPeriodCents: int,
  storedCents: int,
  completedToDateCents: int,
  percentBps: int,
  balanceToFinishCents: int,
  retainageCents: int,
});
export type PayApplicationLineView = z.infer<typeof payApplicationLine>;

/** The G702 lines, numbered as on the form. */
export const payApplicationSummary = z.object({
  originalContractSumCents: int,
  netChangeByChangeOrdersCents: int,
  contractSumToDateCents: int,
  completedAndStoredToDateCents: int,
  retainageOnCompletedWorkCents: int,
  retainageOnStoredMaterialCents: int,
  totalRetainageCents: int,
  totalEarnedLessRetainageCents: int,
  previousCertificatesCents: int,
  currentPaymentDueCents: int,
  balanceToFinishIncludingRetainageCents: int,
});

const payApplicationFields = {
  id: z.string(),
  projectId: z.string(),
  number: int,
  kind: z.enum(PAY_APPLICATION_KINDS),
  periodTo: z.string(),
  status: z.enum(PAY_APPLICATION_STATUSES),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  invoiceId: z.string().nullable(),
};
export const payApplication = z.object({
  ...payApplicationFields,
  lines: z.array(payApplicationLine),
  summary: payApplicationSummary,
  /** What stops it being submitted (a line past its scheduled value…); empty when it may be. */
  problems: z.array(z.string()),
});
export type PayApplication = z.infer<typeof payApplication>;
export const payApplicationList = z.object({
  payApplications: z.array(z.object({ ...payApplicationFields, currentPaymentDueCents: int })),
});
export type PayApplicationList = z.infer<typeof payApplicationList>;

// ---------------------------------------------------------------------------------------------------------------
// The work-in-progress report

const wipAmounts = {
  contractCents: int,
  estimatedCostCents: int,
  costToDateCents: int,
  billedToDateCents: int,
  earnedRevenueCents: int,
  overBilledCents: int,
  underBilledCents: int,
};
export const wipReport = z.object({
  rows: z.array(z.object({ projectId: z.string(), projectName: z.string(), percentCompleteBps: int, ...wipAmounts })),
  totals: z.object(wipAmounts),
});
export type WipReport = z.infer<typeof wipReport>;
