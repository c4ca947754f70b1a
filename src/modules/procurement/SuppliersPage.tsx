import { Plus, Truck } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useSearchText } from "../../web/lib/use-search-text.ts";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { SearchField } from "../../web/ui/search-field.tsx";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";
import { NO_SUPPLIER_FILTERS } from "./procurement.filters.ts";
import { useSupplierList } from "./procurement-api.ts";
import { SupplierDialogs, type SupplierDialogState } from "./components/SupplierDialogs.tsx";
import { SupplierList, type SupplierActions } from "./components/SupplierList.tsx";
import { useSupplierFilters } from "./components/use-procurement-filters.ts";

/** /dashboard/procurement/suppliers: the companies items are bought from, searchable, with Add, Edit and Delete. */
export function SuppliersPage() {
  useDocumentTitle("Suppliers");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useSupplierFilters();
  const { text, setText, submit } = useSearchText(filters.q, setFilters);
  const list = useSupplierList(filters);
  const dialog = useDialogState<SupplierDialogState>();

  const suppliers = list.data?.pages.flatMap((p) => p.suppliers) ?? [];
  const addSupplier = canWrite
    ? { label: "Add Supplier", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  const actions: SupplierActions = {
    onEdit: (supplier) => dialog.open({ kind: "edit", supplier }),
    onDelete: (supplier) => dialog.open({ kind: "delete", supplier }),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Suppliers"
        description="The companies you buy from: who to contact, where purchase orders go and how they are paid."
        action={addSupplier}
      />
      <form role="search" aria-label="Filter suppliers" onSubmit={submit} className="max-w-xl">
        <SearchField
          id="supplier-filter-search"
          placeholder="Name, contact or e-mail"
          value={text}
          onChange={setText}
        />
      </form>
      <ListView
        query={list}
        count={suppliers.length}
        errorTitle={PROCUREMENT_MSG.suppliersFetchError}
        skeleton={<ListSkeleton label="Loading suppliers" />}
        empty={
          filters.q ? (
            <NoMatches title="No suppliers match" onClear={() => setFilters(NO_SUPPLIER_FILTERS)}>
              No supplier matches this search. Try another word.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<Truck />}
              title="No suppliers yet"
              action={addSupplier}
              readOnlyText="When your team adds suppliers, they appear here."
            >
              Add the companies you buy from, with the e-mail address purchase orders are sent to.
            </EmptyList>
          )
        }
      >
        <SupplierList suppliers={suppliers} busy={list.isPlaceholderData} canWrite={canWrite} actions={actions} />
      </ListView>
      <SupplierDialogs state={dialog.state} onClose={dialog.close} />
    </div>
  );
}
