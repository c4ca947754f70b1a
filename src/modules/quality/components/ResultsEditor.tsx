import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Input, Label, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Inspection } from "../quality.contract.ts";
import {
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  MAX_INSPECTION_ITEMS,
  QUALITY_MSG,
  type ItemStatus,
} from "../quality.constants.ts";
import { inspectionStatus } from "../quality.rules.ts";
import { useRecordResults } from "../quality-api.ts";
import { KEPT_ON_DEVICE } from "../../../web/lib/outbox-result.ts";

type Row = { key: string; name: string; status: ItemStatus; notes: string };

let nextKey = 0;
const rowOf = (item: { name: string; status: ItemStatus; notes: string }): Row => ({
  key: `result-${++nextKey}`,
  ...item,
});

/**
 * Record results (the details dialog): each item's result and notes, items added in place; the status the
 * inspection will take is shown as it is chosen. One `clientKey` per submission, made when the editor opens
 * (and again after each save), so a re-sent submission is applied once.
 */
export function ResultsEditor({ inspection }: { inspection: Inspection }) {
  const [rows, setRows] = useState<Row[]>(() => inspection.items.map(rowOf));
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [newItem, setNewItem] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useRecordResults();
  const change = (key: string, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const add = () => {
    const name = newItem.trim();
    if (!name) return setError(QUALITY_MSG.itemName);
    if (rows.length >= MAX_INSPECTION_ITEMS) return setError(QUALITY_MSG.tooManyItems);
    setRows((all) => [...all, rowOf({ name, status: "pending", notes: "" })]);
    setNewItem("");
    setError(null);
  };

  const submit = () => {
    if (rows.length === 0) return setError(QUALITY_MSG.itemsRequired);
    setError(null);
    save.mutate(
      {
        id: inspection.id,
        title: inspection.title,
        input: { clientKey, items: rows.map(({ name, status, notes }) => ({ name, status, notes })) },
      },
      {
        onSuccess: (result) => {
          if (result.sent) toast.success(QUALITY_MSG.resultsRecorded, `The inspection is ${result.data.status}.`);
          else toast.info(KEPT_ON_DEVICE.title, KEPT_ON_DEVICE.message);
          setClientKey(crypto.randomUUID());
        },
        onError: (err) => toast.error("Could not save the results", err.message),
      },
    );
  };

  return (
    <section aria-labelledby="inspection-results-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="inspection-results-heading" className="text-base font-semibold text-ink">
          Record Results
        </h3>
        <p className="text-sm text-slate-700" aria-live="polite">{`Status when saved: ${inspectionStatus(rows)}`}</p>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted">No items yet. Add what was checked.</p> : null}
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_10rem]">
            <p className="break-words font-medium text-ink sm:col-span-2">{row.name}</p>
            <div className="space-y-1.5">
              <Label htmlFor={`${row.key}-notes`}>{`Notes for ${row.name}`}</Label>
              <Textarea
                id={`${row.key}-notes`}
                value={row.notes}
                maxLength={2000}
                className="min-h-11"
                onChange={(e) => change(row.key, { notes: e.target.value })}
              />
            </div>
            <div className="space-y-1.5 sm:row-start-2 sm:col-start-2">
              <Label htmlFor={`${row.key}-status`}>{`Result for ${row.name}`}</Label>
              <Select
                id={`${row.key}-status`}
                value={row.status}
                onChange={(e) => change(row.key, { status: e.target.value as ItemStatus })}
              >
                {ITEM_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ITEM_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor="inspection-new-item">New item</Label>
          <Input
            id="inspection-new-item"
            value={newItem}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => setNewItem(e.target.value)}
            onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), add())}
          />
        </div>
        <Button type="button" variant="outline" className="min-h-11" onClick={add}>
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="button" className="min-h-11 w-full sm:w-auto" disabled={save.isPending} onClick={submit}>
        {save.isPending ? "Saving…" : "Save Results"}
      </Button>
    </section>
  );
}
