import { FileChartColumn, FileSignature, Plus } from "lucide-react";
import { localToday } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { EmptyList, ListSkeleton, ListView } from "../../web/ui/list-states.tsx";
import { PageHeader, PrimaryActionButton } from "../../web/ui/page-header.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { CONTRACT_MSG } from "./contracts.constants.ts";
import { useContractList, useContractSummary, useGenerateReport } from "./contracts-api.ts";
import { ContractDialogs, type ContractDialogState } from "./components/ContractDialogs.tsx";
import { ContractList, type ContractActions } from "./components/ContractList.tsx";
import { ContractSummaryCards } from "./components/ContractSummaryCards.tsx";

/** /dashboard/contracts (spec §2 Contracts): four cards, the list, Generate Report and New Contract, and the dialogs. */
export function ContractListPage() {
  useDocumentTitle("Contracts");
  const canWrite = useCanWrite();
  const list = useContractList();
  const summary = useContractSummary();
  const dialog = useDialogState<ContractDialogState>();
  const report = useGenerateReport();
  const today = localToday();

  const contracts = list.data?.pages.flatMap((p) => p.contracts) ?? [];
  const newContract = {
    label: "New Contract",
    icon: <Plus aria-hidden="true" />,
    onClick: () => dialog.open({ kind: "create" }),
  };
  const create = canWrite ? newContract : null;
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

  return (
    <div className="space-y-6">
      <PageHeader
        title="Contracts"
        description="Every agreement with its client, value, dates and status, and reports of them all."
        actions={
          canWrite ? (
            <>
              <Button
                type="button"
                variant="outline"
                onClick={generate}
                disabled={report.isPending}
                aria-busy={report.isPending}
              >
                <FileChartColumn aria-hidden="true" />
                {report.isPending ? "Generating…" : "Generate Report"}
              </Button>
              <PrimaryActionButton action={newContract} />
            </>
          ) : null
        }
      />
      <ContractSummaryCards
        summary={summary.data}
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
      <ListView
        query={list}
        count={contracts.length}
        errorTitle={CONTRACT_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading contracts" />}
        empty={
          <EmptyList
            icon={<FileSignature />}
            title="No contracts yet"
            action={create}
            readOnlyText="When your team adds contracts, they appear here."
          >
            Contracts hold each agreement's client, value, dates and status. Add the first one to get started.
          </EmptyList>
        }
      >
        <ContractList contracts={contracts} today={today} canWrite={canWrite} actions={actions} />
      </ListView>
      <ContractDialogs state={dialog.state} canWrite={canWrite} onOpen={dialog.open} onClose={dialog.close} />
    </div>
  );
}
