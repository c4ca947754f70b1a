import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import type {
  BudgetInput,
  ChangeOrderInput,
  CostCodeInput,
  CostCodeUpdate,
  PayApplicationCreateInput,
  PayApplicationUpdateInput,
  ProjectContractInput,
  SendChangeOrderInput,
  SovInput,
} from "./job-finance.contract.ts";
import type { LienWaiverInput } from "./lien-waivers.contract.ts";
import { jobFinanceEndpoints as api } from "./job-finance.routes.ts";

/** Construction finance's server calls and their keys (browser only). */

export const jobFinanceKeys = {
  all: ["job-finance"] as const,
  costCodes: () => [...jobFinanceKeys.all, "cost-codes"] as const,
  wip: () => [...jobFinanceKeys.all, "wip"] as const,
  project: (projectId: string) => [...jobFinanceKeys.all, "project", projectId] as const,
  contract: (projectId: string) => [...jobFinanceKeys.project(projectId), "contract"] as const,
  budget: (projectId: string) => [...jobFinanceKeys.project(projectId), "budget"] as const,
  jobCost: (projectId: string) => [...jobFinanceKeys.project(projectId), "job-cost"] as const,
  sov: (projectId: string) => [...jobFinanceKeys.project(projectId), "sov"] as const,
  changeOrders: (projectId: string) => [...jobFinanceKeys.project(projectId), "change-orders"] as const,
  changeOrder: (projectId: string, id: string) => [...jobFinanceKeys.changeOrders(projectId), id] as const,
  payApplications: (projectId: string) => [...jobFinanceKeys.project(projectId), "pay-applications"] as const,
  payApplication: (projectId: string, id: string) => [...jobFinanceKeys.payApplications(projectId), id] as const,
  lienWaivers: (projectId: string) => [...jobFinanceKeys.project(projectId), "lien-waivers"] as const,
};

const projectQuery = <K extends readonly unknown[], T>(queryKey: K, queryFn: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => queryFn(signal) });

export const jobFinanceQueries = {
  costCodes: () => projectQuery(jobFinanceKeys.costCodes(), (signal) => call(api.costCodes.list, { signal })),
  wip: () => projectQuery(jobFinanceKeys.wip(), (signal) => call(api.wip, { signal })),
  contract: (projectId: string) =>
    projectQuery(jobFinanceKeys.contract(projectId), (signal) =>
      call(api.projects.contract, { params: { projectId }, signal }),
    ),
  budget: (projectId: string) =>
    projectQuery(jobFinanceKeys.budget(projectId), (signal) =>
      call(api.projects.budget, { params: { projectId }, signal }),
    ),
  jobCost: (projectId: string) =>
    projectQuery(jobFinanceKeys.jobCost(projectId), (signal) =>
      call(api.projects.jobCost, { params: { projectId }, signal }),
    ),
  sov: (projectId: string) =>
    projectQuery(jobFinanceKeys.sov(projectId), (signal) =>
      call(api.projects.scheduleOfValues, { params: { projectId }, signal }),
    ),
  changeOrders: (projectId: string) =>
    projectQuery(jobFinanceKeys.changeOrders(projectId), (signal) =>
      call(api.projects.changeOrders, { params: { projectId }, signal }),
    ),
  changeOrder: (projectId: string, id: string) =>
    projectQuery(jobFinanceKeys.changeOrder(projectId, id), (signal) =>
      call(api.changeOrders.get, { params: { id }, signal }),
    ),
  payApplications: (projectId: string) =>
    projectQuery(jobFinanceKeys.payApplications(projectId), (signal) =>
      call(api.projects.payApplications, { params: { projectId }, signal }),
    ),
  payApplication: (projectId: string, id: string) =>
    projectQuery(jobFinanceKeys.payApplication(projectId, id), (signal) =>
      call(api.payApplications.get, { params: { id }, signal }),
    ),
  lienWaivers: (projectId: string) =>
    projectQuery(jobFinanceKeys.lienWaivers(projectId), (signal) =>
      call(api.projects.lienWaivers, { params: { projectId }, signal }),
    ),
};

export const useCostCodes = (enabled = true) => useQuery({ ...jobFinanceQueries.costCodes(), enabled });
export const useWipReport = () => useQuery(jobFinanceQueries.wip());
export const useProjectContract = (projectId: string) => useQuery(jobFinanceQueries.contract(projectId));
export const useBudget = (projectId: string) => useQuery(jobFinanceQueries.budget(projectId));
export const useJobCost = (projectId: string) => useQuery(jobFinanceQueries.jobCost(projectId));
export const useScheduleOfValues = (projectId: string) => useQuery(jobFinanceQueries.sov(projectId));
export const useChangeOrders = (projectId: string) => useQuery(jobFinanceQueries.changeOrders(projectId));
export const useChangeOrder = (projectId: string, id: string) => useQuery(jobFinanceQueries.changeOrder(projectId, id));
export const usePayApplications = (projectId: string) => useQuery(jobFinanceQueries.payApplications(projectId));
export const usePayApplication = (projectId: string, id: string) =>
  useQuery(jobFinanceQueries.payApplication(projectId, id));
export const useLienWaivers = (projectId: string) => useQuery(jobFinanceQueries.lienWaivers(projectId));

/**
 * A write to a project's construction finance: after it, everything of the project is read again (a change order
 * moves the budget, the schedule of values and the next application; an approval the WIP report).
 */
function useProjectWrite<I, T>(projectId: string, write: (input: I) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobFinanceKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: jobFinanceKeys.wip() });
    },
  });
}

export const useSaveContract = (projectId: string) =>
  useProjectWrite(projectId, (body: ProjectContractInput) =>
    call(api.projects.saveContract, { params: { projectId }, body }),
  );
export const useSaveBudget = (projectId: string) =>
  useProjectWrite(projectId, (body: BudgetInput) => call(api.projects.saveBudget, { params: { projectId }, body }));
export const useSaveScheduleOfValues = (projectId: string) =>
  useProjectWrite(projectId, (body: SovInput) =>
    call(api.projects.saveScheduleOfValues, { params: { projectId }, body }),
  );

export const useSaveChangeOrder = (projectId: string) =>
  useProjectWrite(projectId, ({ id, body }: { id?: string; body: ChangeOrderInput }) =>
    id
      ? call(api.changeOrders.update, { params: { id }, body })
      : call(api.projects.createChangeOrder, { params: { projectId }, body }),
  );
export const useSendChangeOrder = (projectId: string) =>
  useProjectWrite(projectId, ({ id, body }: { id: string; body: SendChangeOrderInput }) =>
    call(api.changeOrders.send, { params: { id }, body }),
  );
export const useVoidChangeOrder = (projectId: string) =>
  useProjectWrite(projectId, (id: string) => call(api.changeOrders.void, { params: { id } }));
export const useDeleteChangeOrder = (projectId: string) =>
  useProjectWrite(projectId, (id: string) => call(api.changeOrders.delete, { params: { id } }));

export const useCreatePayApplication = (projectId: string) =>
  useProjectWrite(projectId, (body: PayApplicationCreateInput) =>
    call(api.projects.createPayApplication, { params: { projectId }, body }),
  );
export const useSavePayApplication = (projectId: string) =>
  useProjectWrite(projectId, ({ id, body }: { id: string; body: PayApplicationUpdateInput }) =>
    call(api.payApplications.update, { params: { id }, body }),
  );
/** Submits, approves or marks paid. */
export const usePayApplicationStep = (projectId: string) =>
  useProjectWrite(projectId, ({ id, step }: { id: string; step: "submit" | "approve" | "markPaid" }) =>
    call(api.payApplications[step], { params: { id } }),
  );

/** Draws a lien waiver; its PDF goes to the project's documents. */
export const useCreateLienWaiver = (projectId: string) =>
  useProjectWrite(projectId, (body: LienWaiverInput) =>
    call(api.projects.createLienWaiver, { params: { projectId }, body }),
  );

/** Cost codes are the organization's: a change shows wherever they are listed. */
function useCostCodeWrite<I, T>(write: (input: I) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobFinanceKeys.all }),
  });
}
export const useCreateCostCode = () => useCostCodeWrite((body: CostCodeInput) => call(api.costCodes.create, { body }));
export const useUpdateCostCode = () =>
  useCostCodeWrite(({ id, body }: { id: string; body: CostCodeUpdate }) =>
    call(api.costCodes.update, { params: { id }, body }),
  );
