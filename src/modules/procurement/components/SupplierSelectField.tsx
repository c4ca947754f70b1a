import { RecordField, type RecordOption } from "../../../web/ui/record-select.tsx";
import { useSupplierOptions } from "../procurement-api.ts";

/** The "Supplier" select of an item's or an order's form, among the first 200 suppliers; the saved one stays listed. */
export function SupplierSelectField({
  id,
  value,
  current,
  error,
  noneLabel,
  onChange,
}: {
  id: string;
  value: string;
  current: RecordOption | null;
  error?: string;
  noneLabel: string;
  onChange: (id: string) => void;
}) {
  const suppliers = useSupplierOptions();
  return (
    <RecordField
      label="Supplier"
      hint={
        suppliers.isError
          ? "Suppliers could not be loaded."
          : suppliers.data?.length === 0
            ? "No suppliers yet: add them on the Suppliers tab."
            : undefined
      }
      id={id}
      value={value}
      options={suppliers.data ?? []}
      current={current}
      loading={suppliers.isPending}
      loadingLabel="Loading suppliers…"
      noneLabel={noneLabel}
      error={error}
      onChange={onChange}
    />
  );
}
