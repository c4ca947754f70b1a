import { ClipboardList, Plus } from "lucide-react";
import { lazyDialog } from "../../web/lib/lazy-dialog.tsx";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";
import { NO_ORDER_FILTERS } from "./procurement.filters.ts";
import { useOrderList } from "./procurement-api.ts";
import { OrderFilterBar } from "./components/OrderFilterBar.tsx";
import { OrderList } from "./components/OrderList.tsx";
import { useOrderFilters } from "./components/use-procurement-filters.ts";

const OrderFormDialog = lazyDialog(() => import("./components/OrderFormDialog.tsx"), "OrderFormDialog");

/** /dashboard/procurement/orders: purchase orders by status and search, and New Purchase Order. */
export function OrdersPage() {
  useDocumentTitle("Purchase Orders");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useOrderFilters();
  const list = useOrderList(filters);
  const dialog = useDialogState<{ kind: "create" }>();

  const orders = list.data?.pages.flatMap((p) => p.orders) ?? [];
  const filtered = filters.q !== "" || filters.status !== "";
  const newOrder = canWrite
    ? { label: "New Purchase Order", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Purchase Orders"
        description="What you ordered from whom, sent by e-mail as a PDF, and received into stock."
        action={newOrder}
      />
      <OrderFilterBar filters={filters} onChange={setFilters} />
      <ListView
        query={list}
        count={orders.length}
        errorTitle={PROCUREMENT_MSG.ordersFetchError}
        skeleton={<ListSkeleton label="Loading purchase orders" />}
        empty={
          filtered ? (
            <NoMatches title="No purchase orders match" onClear={() => setFilters(NO_ORDER_FILTERS)}>
              No purchase order matches this search or status.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<ClipboardList />}
              title="No purchase orders yet"
              action={newOrder}
              readOnlyText="When your team orders from suppliers, the orders appear here."
            >
              Order items from a supplier: send the order as a PDF by e-mail, then mark it received to add its stock.
            </EmptyList>
          )
        }
      >
        <OrderList orders={orders} busy={list.isPlaceholderData} />
      </ListView>
      {dialog.state ? <OrderFormDialog onClose={dialog.close} /> : null}
    </div>
  );
}
