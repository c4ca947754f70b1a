import { FileText, Package, Plus } from "lucide-react";
import { localToday } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader, PrimaryActionButton } from "../../web/ui/page-header.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";
import { NO_ITEM_FILTERS } from "./procurement.filters.ts";
import { useGenerateProcurementReport, useItemList, useLowStock, useProcurementSummary } from "./procurement-api.ts";
import { InventorySummaryCards } from "./components/InventorySummaryCards.tsx";
import { ItemDialogs, type ItemDialogState } from "./components/ItemDialogs.tsx";
import { ItemFilterBar } from "./components/ItemFilterBar.tsx";
import { ItemList, type ItemActions } from "./components/ItemList.tsx";
import { LowStockPanel } from "./components/LowStockPanel.tsx";
import { reorderPrefill } from "./components/order-prefill.ts";
import { useItemFilters } from "./components/use-procurement-filters.ts";

/** /dashboard/procurement (spec: Inventory): summary cards, low stock, the searchable list, Add Item, Update, Generate Report. */
export function InventoryPage() {
  useDocumentTitle("Inventory");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useItemFilters();
  const list = useItemList(filters);
  const summary = useProcurementSummary();
  const lowStock = useLowStock();
  const dialog = useDialogState<ItemDialogState>();
  const report = useGenerateProcurementReport();

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.values(filters).some((v) => v !== "");
  const addItem = canWrite
    ? { label: "Add Item", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  const generate = () =>
    report.mutate(localToday(), {
      onSuccess: (saved) => {
        toast.success(PROCUREMENT_MSG.reportGenerated);
        dialog.open({ kind: "report", report: saved });
      },
      onError: (err) => toast.error(PROCUREMENT_MSG.reportError, err.message),
    });
  const actions: ItemActions = {
    onUpdate: (item) => dialog.open({ kind: "update", item }),
    onReceive: (item) => dialog.open({ kind: "received", item }),
    onIssue: (item) => dialog.open({ kind: "issued", item }),
    onAdjust: (item) => dialog.open({ kind: "adjusted", item }),
    onHistory: (item) => dialog.open({ kind: "history", item }),
    onDelete: (item) => dialog.open({ kind: "delete", item }),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Inventory"
        description="Materials and parts in stock, what they are worth, and what needs reordering."
        actions={
          addItem ? (
            <>
              <Button
                type="button"
                variant="outline"
                onClick={generate}
                disabled={report.isPending}
                aria-busy={report.isPending}
              >
                <FileText aria-hidden="true" />
                {report.isPending ? "Generating…" : "Generate Report"}
              </Button>
              <PrimaryActionButton action={addItem} />
            </>
          ) : null
        }
      />
      <InventorySummaryCards
        summary={summary.data}
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
      <LowStockPanel
        query={lowStock}
        onReorder={canWrite ? (item) => dialog.open({ kind: "reorder", prefill: reorderPrefill(item) }) : null}
      />

      <section aria-labelledby="items-heading" className="space-y-4">
        <h2 id="items-heading" className="text-lg font-semibold text-ink">
          Items
        </h2>
        <ItemFilterBar filters={filters} onChange={setFilters} />
        <ListView
          query={list}
          count={items.length}
          errorTitle={PROCUREMENT_MSG.fetchError}
          skeleton={<ListSkeleton label="Loading items" />}
          empty={
            filtered ? (
              <NoMatches title="No items match" onClear={() => setFilters(NO_ITEM_FILTERS)}>
                No item matches this search or these filters. Try another word or fewer filters.
              </NoMatches>
            ) : (
              <EmptyList
                icon={<Package />}
                title="No items yet"
                action={addItem}
                readOnlyText="When your team adds inventory items, they appear here."
              >
                Add the materials and parts you keep in stock to track their quantity, value and where they are.
              </EmptyList>
            )
          }
        >
          <ItemList items={items} busy={list.isPlaceholderData} canWrite={canWrite} actions={actions} />
        </ListView>
      </section>

      <ItemDialogs state={dialog.state} onClose={dialog.close} />
    </div>
  );
}
