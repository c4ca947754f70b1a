import { FileText, Plus, Upload, Wallet } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Card } from "../../web/ui/card.tsx";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { PageHeader, PrimaryActionButton } from "../../web/ui/page-header.tsx";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { FINANCE_MSG } from "./finance.constants.ts";
import { NO_TRANSACTION_FILTERS } from "./finance.filters.ts";
import {
  useChangeTransactionStatus,
  useFinanceSummary,
  useProjectFinancialsList,
  useTransactionList,
} from "./finance-api.ts";
import { FinanceSummaryCards } from "./components/FinanceSummaryCards.tsx";
import { ProjectFinancialsTable } from "./components/ProjectFinancialsTable.tsx";
import { TransactionDialogs, type TransactionDialogState } from "./components/TransactionDialogs.tsx";
import { TransactionFilterBar } from "./components/TransactionFilterBar.tsx";
import { TransactionList, type TransactionActions } from "./components/TransactionList.tsx";
import { useTransactionFilters } from "./components/use-transaction-filters.ts";

/** /dashboard/finance (spec: Finance): summary cards, recent transactions, project financials, New Transaction. */
export function FinanceHomePage() {
  useDocumentTitle("Finance");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useTransactionFilters();
  const list = useTransactionList(filters);
  const summary = useFinanceSummary(filters);
  const projects = useProjectFinancialsList();
  const dialog = useDialogState<TransactionDialogState>();
  const change = useChangeTransactionStatus();

  const transactions = list.data?.pages.flatMap((p) => p.transactions) ?? [];
  const filtered = Object.values(filters).some((v) => v !== "");
  const newTransaction = canWrite
    ? { label: "New Transaction", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  const actions: TransactionActions = {
    onClear: (t) =>
      change.mutate(
        { id: t.id, status: "Cleared" },
        {
          onSuccess: () => toast.success(FINANCE_MSG.statusChanged("Cleared")),
          onError: (err) => toast.error(FINANCE_MSG.updateError, err.message),
        },
      ),
    onEdit: (transaction) => dialog.open({ kind: "edit", transaction }),
    onVoid: (transaction) => dialog.open({ kind: "void", transaction }),
    onDelete: (transaction) => dialog.open({ kind: "delete", transaction }),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Finance"
        description="Money paid, received and moved, and how each project stands against its budget."
        actions={
          newTransaction ? (
            <>
              <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "report", filters })}>
                <FileText aria-hidden="true" />
                Generate Report
              </Button>
              <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "import" })}>
                <Upload aria-hidden="true" />
                Import CSV
              </Button>
              <PrimaryActionButton action={newTransaction} />
            </>
          ) : null
        }
      />
      <FinanceSummaryCards
        summary={summary.data}
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />

      <section aria-labelledby="transactions-heading" className="space-y-4">
        <h2 id="transactions-heading" className="text-lg font-semibold text-ink">
          Recent Transactions
        </h2>
        <TransactionFilterBar filters={filters} onChange={setFilters} />
        <ListView
          query={list}
          count={transactions.length}
          errorTitle={FINANCE_MSG.fetchError}
          skeleton={<ListSkeleton label="Loading transactions" />}
          empty={
            filtered ? (
              <NoMatches title="No transactions match" onClear={() => setFilters(NO_TRANSACTION_FILTERS)}>
                No transaction matches these filters. Try another search, a longer period or fewer filters.
              </NoMatches>
            ) : (
              <EmptyList
                icon={<Wallet />}
                title="No transactions yet"
                action={newTransaction}
                readOnlyText="When your team records transactions, they appear here."
              >
                Record payments, receipts and transfers, tied to projects if you like, to see income, expenses and each
                project's budget.
              </EmptyList>
            )
          }
        >
          <TransactionList
            transactions={transactions}
            busy={list.isPlaceholderData}
            canWrite={canWrite}
            actions={actions}
          />
        </ListView>
      </section>

      <section aria-labelledby="project-financials-heading" className="space-y-4">
        <h2 id="project-financials-heading" className="text-lg font-semibold text-ink">
          Project Financials
        </h2>
        {projects.data ? (
          projects.data.projects.length > 0 ? (
            <ProjectFinancialsTable projects={projects.data.projects} />
          ) : (
            <Card className="p-6 text-sm text-slate-700">
              No projects yet. A project's budget and spending show here once it exists.
            </Card>
          )
        ) : projects.error ? (
          <LoadError
            title="Project financials could not be loaded."
            message={projects.error.message}
            retrying={projects.isFetching}
            onRetry={() => void projects.refetch()}
          />
        ) : (
          <ListSkeleton label="Loading project financials" />
        )}
      </section>

      <TransactionDialogs state={dialog.state} onClose={dialog.close} />
    </div>
  );
}
