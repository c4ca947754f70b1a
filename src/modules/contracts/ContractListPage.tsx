import { FileChartColumn, Plus } from "lucide-react";
import { localToday } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { useErrorToast } from "../../web/lib/use-error-toast.ts";
import { CONTRACT_MSG } from "./contracts.contract.ts";
import { useContractList, useContractSummary, useGenerateReport } from "./contracts-api.ts";
import { ContractDialogs, useContractDialog } from "./components/ContractDialogs.tsx";
import { ContractList, type ContractActions } from "./components/ContractList.tsx";
import { ContractSummaryCards } from "./components/ContractSummaryCards.tsx";
import { ContractListSkeleton, NoContracts } from "./components/ListStates.tsx";
import { LoadMore } from "../../web/ui/load-more.tsx";

/** /dashboard/contracts (spec §2 Contracts): four cards, the list, Generate Report and New Contract, and the dialogs. */
export function ContractListPage() {
  useDocumentTitle("Contracts");
  const canWrite = useCanWrite();
  const list = useContractList();
  const summary = useContractSummary();
  useErrorToast(list.error, CONTRACT_MSG.fetchError);
  const dialog = useContractDialog();
  const report = useGenerateReport();
  const today = localToday();

  const contracts = list.data?.pages.flatMap((p) => p.contracts) ?? [];
  const openCreate = () => dialog.open({ kind: "create" });
  const generate = () =>
    report.mutate(undefined, {
      onSuccess: (saved) => {
        toast.success(CONTRACT_MSG.reportGenerated);
        dialog.open({ kind: "report", report: saved });
      },
      onError: (err) => toast.error(CONTRACT_MSG.reportError, err.message),
    });
  const actions: ContractActions = {
    onView: (contract) => dialog.open({ kind: "details", contract }),
    onEdit: (contract) => dialog.open({ kind: "edit", contract }),
    onDelete: (contract) => dialog.open({ kind: "delete", contract }),
  };

  let body;
  if (list.isPending) body = <ContractListSkeleton />;
  else if (list.isError && contracts.length === 0)
    body = <LoadError title={CONTRACT_MSG.fetchError} message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (contracts.length === 0) body = <NoContracts canWrite={canWrite} onCreate={openCreate} />;
  else
    body = (
      <>
        <ContractList contracts={contracts} today={today} canWrite={canWrite} actions={actions} />
        <LoadMore list={list} />
      </>
    );

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Contracts</h1>
          <p className="text-base text-slate-700">Every agreement with its client, value, dates and status, and reports of them all.</p>
        </div>
        {canWrite ? (
          <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-auto">
            <Button type="button" variant="outline" onClick={generate} disabled={report.isPending} aria-busy={report.isPending}>
              <FileChartColumn aria-hidden="true" />
              {report.isPending ? "Generating…" : "Generate Report"}
            </Button>
            <Button type="button" onClick={openCreate}>
              <Plus aria-hidden="true" />
              New Contract
            </Button>
          </div>
        ) : null}
      </header>
      <ContractSummaryCards summary={summary.data} error={summary.error} retrying={summary.isFetching} onRetry={() => void summary.refetch()} />
      {body}
      <ContractDialogs state={dialog.state} canWrite={canWrite} onOpen={dialog.open} onClose={dialog.close} />
    </div>
  );
}
