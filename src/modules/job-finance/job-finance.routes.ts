import { route } from "../../shared/route.ts";
import type {
  Budget,
  BudgetInput,
  CostCode,
  CostCodeInput,
  CostCodeList,
  CostCodeUpdate,
  JobCostReport,
  ProjectContract,
  ProjectContractInput,
} from "./job-finance.contract.ts";

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
  },
};
