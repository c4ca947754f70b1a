import { useState, type FormEvent } from "react";
import { formatDate } from "../../../web/lib/format.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { ImportPreview } from "../finance.contract.ts";
import { FINANCE_MSG, TRANSACTION_CATEGORIES, type TransactionCategory } from "../finance.constants.ts";
import { usePreviewImport, useRunImport } from "../finance-api.ts";
import { signedAmount } from "./transaction-format.ts";

/**
 * Import transactions from a bank export (CSV): the file is read on the server and previewed (the rows it
 * creates, the rows it refuses with their line and reason); Import then creates them all, as Pending, or none.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<TransactionCategory | "">("");
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | undefined>();
  const read = usePreviewImport();
  const run = useRunImport();
  const busy = read.isPending || run.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!file) {
      setError("Choose a CSV file to import.");
      return;
    }
    const input = { csv: await file.text(), defaultCategory: category || null };
    if (!preview) {
      read.mutate(input, { onSuccess: setPreview, onError: (err) => setError(err.message) });
      return;
    }
    run.mutate(input, {
      onSuccess: (result) => {
        toast.success(FINANCE_MSG.imported(result.imported));
        onClose();
      },
      onError: (err) => toast.error(FINANCE_MSG.importError, err.message),
    });
  };
  const changed = () => {
    setPreview(null);
    setError(undefined);
  };
  const count = preview?.rows.length ?? 0;

  return (
    <FormDialog
      id="finance-import"
      size="xl"
      title="Import Transactions"
      description="A CSV export from your bank or accounting program, with at least a Date and an Amount column. Type, Category, Vendor, Description, Reference and Project columns are read when present."
      submitLabel={preview ? `Import ${count} ${count === 1 ? "Transaction" : "Transactions"}` : "Preview"}
      busyLabel={preview ? "Importing…" : "Reading…"}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="CSV File" htmlFor="finance-import-file" error={error}>
          <Input
            id="finance-import-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "finance-import-file-error" : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              changed();
            }}
          />
        </Field>
        <Field label="Category for rows without one" htmlFor="finance-import-category">
          <OptionsSelect
            id="finance-import-category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as TransactionCategory | "");
              changed();
            }}
            options={TRANSACTION_CATEGORIES}
            first={{ value: "", label: "None: refuse such rows" }}
          />
        </Field>
      </div>
      {preview ? <PreviewTables preview={preview} /> : null}
    </FormDialog>
  );
}

function PreviewTables({ preview }: { preview: ImportPreview }) {
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="text-sm font-medium text-ink">
        {preview.rows.length} to import, {preview.refused.length} refused.
      </p>
      {preview.refused.length > 0 ? (
        <div className="overflow-x-auto">
          <table aria-label="Refused rows" className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Line
                </th>
                <th scope="col" className="py-1">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {preview.refused.map((r) => (
                <tr key={r.line}>
                  <td className="tabular py-1 pr-3">{r.line}</td>
                  <td className="py-1 text-destructive">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {preview.rows.length > 0 ? (
        <div className="max-h-64 overflow-auto">
          <table aria-label="Rows to import" className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-700">
              <tr>
                {["Line", "Date", "Vendor", "Category", "Project", "Amount"].map((h) => (
                  <th key={h} scope="col" className="py-1 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {preview.rows.map((r) => (
                <tr key={r.line}>
                  <td className="tabular py-1 pr-3">{r.line}</td>
                  <td className="whitespace-nowrap py-1 pr-3">{formatDate(r.date)}</td>
                  <td className="break-words py-1 pr-3">{r.vendor}</td>
                  <td className="py-1 pr-3">{r.category}</td>
                  <td className="py-1 pr-3">{r.project?.name ?? "—"}</td>
                  <td className="tabular whitespace-nowrap py-1">{signedAmount(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
