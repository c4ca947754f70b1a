import { route } from "../../shared/route.ts";
import type { Deleted } from "../../shared/contracts/common.ts";
import type {
  Budget,
  ChangeOrder,
  ChangeOrderAnswerInput,
  ChangeOrderInput,
  ChangeOrderList,
  ClientChangeOrder,
  SendChangeOrderInput,
  ScheduleOfValues,
  SendChangeOrderResult,
  SovInput,
  WipReport,
  BudgetInput,
  CostCode,
  CostCodeInput,
  CostCodeList,
  CostCodeUpdate,
  JobCostReport,
  PayApplication,
  PayApplicationCreateInput,
  PayApplicationList,
  PayApplicationUpdateInput,
  ProjectContract,
  ProjectContractInput,
} from "./job-finance.contract.ts";
import type { LienWaiver, LienWaiverInput, LienWaiverList } from "./lien-waivers.contract.ts";

/** A report's download in one format (as finance's saved reports: a route per format): linked to, not read. */
const reportFile = <P extends string, F extends "pdf" | "xlsx">(path: P, format: F) =>
  route("GET", `${path}/${format}` as `${P}/${F}`).with<{ answer: void }>();

/**
 * Construction finance's routes (decision 0047): the server registers them, the browser calls them. Nothing
 * heavier than strings at run time.
 */
export const jobFinanceEndpoints = {
  costCodes: {
    /** The organization's cost codes by code (the CSI MasterFormat divisions the first time). */
    list: route("GET", "/api/job-finance/cost-codes").with<{ answer: CostCodeList }>(),
    create: route("POST", "/api/job-finance/cost-codes").with<{ body: CostCodeInput; answer: CostCode }>(),
    /** Renames a code, or takes it out of use (or back); a code is never deleted. */
    update: route("PATCH", "/api/job-finance/cost-codes/:id").with<{ body: CostCodeUpdate; answer: CostCode }>(),
  },
  /** The work-in-progress report: every project with a schedule of values, over- or under-billed. */
  wip: route("GET", "/api/job-finance/wip").with<{ answer: WipReport }>(),
  projects: {
    /** A project's contract terms: default retainage, the owner and the job's location (lien waivers). */
    contract: route("GET", "/api/job-finance/projects/:projectId/contract").with<{ answer: ProjectContract }>(),
    saveContract: route("PUT", "/api/job-finance/projects/:projectId/contract").with<{
      body: ProjectContractInput;
      answer: ProjectContract;
    }>(),
    /** A project's budget by cost code and type. */
    budget: route("GET", "/api/job-finance/projects/:projectId/budget").with<{ answer: Budget }>(),
    /** Replaces the project's budget lines with these. */
    saveBudget: route("PUT", "/api/job-finance/projects/:projectId/budget").with<{
      body: BudgetInput;
      answer: Budget;
    }>(),
    /** Job costing: budget, approved changes, committed, actual, projected and variance per cost code and type. */
    jobCost: route("GET", "/api/job-finance/projects/:projectId/job-cost").with<{ answer: JobCostReport }>(),
    /** A project's schedule of values: the original contract's lines, then one per approved change order. */
    scheduleOfValues: route("GET", "/api/job-finance/projects/:projectId/schedule-of-values").with<{
      answer: ScheduleOfValues;
    }>(),
    /** Replaces the original contract's lines (a billed line stays, never below what was billed). */
    saveScheduleOfValues: route("PUT", "/api/job-finance/projects/:projectId/schedule-of-values").with<{
      body: SovInput;
      answer: ScheduleOfValues;
    }>(),
    /** A project's pay applications, newest first, with each one's current payment due. */
    payApplications: route("GET", "/api/job-finance/projects/:projectId/pay-applications").with<{
      answer: PayApplicationList;
    }>(),
    /** Starts the next pay application (or a retainage release); only one is open at a time. */
    createPayApplication: route("POST", "/api/job-finance/projects/:projectId/pay-applications").with<{
      body: PayApplicationCreateInput;
      answer: PayApplication;
    }>(),
    /** A project's change orders, newest first, with what the approved ones add. */
    changeOrders: route("GET", "/api/job-finance/projects/:projectId/change-orders").with<{
      answer: ChangeOrderList;
    }>(),
    /** A new change order, a draft (numbered CO-001, CO-002… when no number is given). */
    createChangeOrder: route("POST", "/api/job-finance/projects/:projectId/change-orders").with<{
      body: ChangeOrderInput;
      answer: ChangeOrder;
    }>(),
    /** The job cost report's files: the same figures as `jobCost`, a row per cost code and type, and totals. */
    jobCostFiles: {
      pdf: reportFile("/api/job-finance/projects/:projectId/job-cost", "pdf"),
      xlsx: reportFile("/api/job-finance/projects/:projectId/job-cost", "xlsx"),
    },
    /** A project's lien waivers, newest first, with the retainage still held (a final waiver waits for 0). */
    lienWaivers: route("GET", "/api/job-finance/projects/:projectId/lien-waivers").with<{ answer: LienWaiverList }>(),
    /** Draws a lien waiver from a pay application or a payment; its PDF is kept with the project's documents. */
    createLienWaiver: route("POST", "/api/job-finance/projects/:projectId/lien-waivers").with<{
      body: LienWaiverInput;
      answer: LienWaiver;
    }>(),
  },
  changeOrders: {
    get: route("GET", "/api/job-finance/change-orders/:id").with<{ answer: ChangeOrder }>(),
    /** Saves an edit; a sent change order goes back to draft and its link stops working. */
    update: route("PUT", "/api/job-finance/change-orders/:id").with<{ body: ChangeOrderInput; answer: ChangeOrder }>(),
    /** Deletes a draft. */
    delete: route("DELETE", "/api/job-finance/change-orders/:id").with<{ answer: Deleted }>(),
    /** E-mails the client a link to approve or reject it. */
    send: route("POST", "/api/job-finance/change-orders/:id/send").with<{
      body: SendChangeOrderInput;
      answer: SendChangeOrderResult;
    }>(),
    void: route("POST", "/api/job-finance/change-orders/:id/void").with<{ answer: ChangeOrder }>(),
  },
  payApplications: {
    /** An application with its G703 lines and G702 summary. */
    get: route("GET", "/api/job-finance/pay-applications/:id").with<{ answer: PayApplication }>(),
    /** Saves a draft's period and lines (work this period, materials stored, retainage). */
    update: route("PUT", "/api/job-finance/pay-applications/:id").with<{
      body: PayApplicationUpdateInput;
      answer: PayApplication;
    }>(),
    submit: route("POST", "/api/job-finance/pay-applications/:id/submit").with<{ answer: PayApplication }>(),
    /** Approves it; its current payment due becomes an invoice. */
    approve: route("POST", "/api/job-finance/pay-applications/:id/approve").with<{ answer: PayApplication }>(),
    markPaid: route("POST", "/api/job-finance/pay-applications/:id/paid").with<{ answer: PayApplication }>(),
    /** The application as a PDF in a G702/G703 layout (`pay-application-{number}.pdf`): a file, linked to. */
    pdf: route("GET", "/api/job-finance/pay-applications/:id/pdf").with<{ answer: void }>(),
  },
  /** The client's side (no account): the link's token opens the change order. */
  client: {
    changeOrder: route("GET", "/api/client-change-orders/:token").with<{ answer: ClientChangeOrder }>(),
    /** Approves or rejects it with the client's typed name; the answer is the change order as it now stands. */
    answer: route("POST", "/api/client-change-orders/:token/answer").with<{
      body: ChangeOrderAnswerInput;
      answer: ClientChangeOrder;
    }>(),
  },
  /** The work-in-progress report's files: the same figures as `wip`, a row per project, and totals. */
  wipFiles: {
    pdf: reportFile("/api/job-finance/wip", "pdf"),
    xlsx: reportFile("/api/job-finance/wip", "xlsx"),
  },
};
