import { ClipboardList, Plus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { formatDateTime } from "../../../web/lib/format.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { Input, Label } from "../../../web/ui/input.tsx";
import { ListMessage } from "../../../web/ui/list-message.tsx";
import { ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import { EditDeleteButtons } from "../../../web/ui/record-table.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { ChecklistItem } from "../safety.contract.ts";
import { MAX_CHECKLIST_ITEMS, SAFETY_MSG } from "../safety.constants.ts";
import { useAddChecklistItem, useCheckChecklistItem, useChecklist, useRenameChecklistItem } from "../safety-api.ts";
import { wholeList } from "../../../web/ui/whole-list.ts";

const lastChecked = (item: ChecklistItem) =>
  item.lastCheckedAt
    ? `Last checked ${formatDateTime(item.lastCheckedAt)}${item.lastCheckedBy ? ` by ${item.lastCheckedBy.fullName}` : ""}`
    : "Never checked";

/** Adds an item, or renames one (`item` given); the item's text is required (the server's message). */
function ItemForm({ item, onDone }: { item?: ChecklistItem; onDone?: () => void }) {
  const id = useId();
  const [text, setText] = useState(item?.item ?? "");
  const [error, setError] = useState("");
  const add = useAddChecklistItem();
  const rename = useRenameChecklistItem();
  const busy = add.isPending || rename.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(SAFETY_MSG.itemRequired);
      document.getElementById(`${id}-input`)?.focus();
      return;
    }
    setError("");
    const callbacks = {
      onSuccess: () => {
        toast.success(item ? "Checklist item renamed" : "Checklist item added");
        setText("");
        onDone?.();
      },
      onError: (err: Error) => {
        setError(err.message);
        toast.error(item ? "Could not rename the item" : "Could not add the item", err.message);
      },
    };
    if (item) rename.mutate({ id: item.id, item: text }, callbacks);
    else add.mutate(text, callbacks);
  };
  const label = item ? `New name for ${item.item}` : "New checklist item";
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={`${id}-input`} className={item ? "sr-only" : undefined}>
          {label}
        </Label>
        <Input
          id={`${id}-input`}
          value={text}
          maxLength={300}
          autoComplete="off"
          autoFocus={item !== undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          className="h-11"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className={item ? "flex gap-2" : "flex gap-2 sm:pt-7"}>
        <Button type="submit" className="h-11" disabled={busy} aria-busy={busy || undefined}>
          {item ? "Save" : <Plus aria-hidden="true" />}
          {item ? null : "Add Item"}
        </Button>
        {item ? (
          <Button type="button" variant="outline" className="h-11" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** One item: its check (writers), status and last check, and for writers Rename and Delete. */
function ItemRow({
  item,
  canWrite,
  onDelete,
}: {
  item: ChecklistItem;
  canWrite: boolean;
  onDelete: (item: ChecklistItem) => void;
}) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const check = useCheckChecklistItem();
  const toggle = (compliant: boolean) =>
    check.mutate(
      { id: item.id, compliant },
      { onError: (err) => toast.error("Could not update the checklist", err.message) },
    );
  if (renaming) {
    return (
      <li className="p-3">
        <ItemForm item={item} onDone={() => setRenaming(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        {canWrite ? (
          <input
            id={`${id}-check`}
            type="checkbox"
            checked={item.compliant}
            disabled={check.isPending}
            aria-describedby={`${id}-meta`}
            onChange={(e) => toggle(e.target.checked)}
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
        ) : null}
        <div className="min-w-0 space-y-1">
          {canWrite ? (
            <label htmlFor={`${id}-check`} className="block break-words font-medium text-ink">
              {item.item}
            </label>
          ) : (
            <p className="break-words font-medium text-ink">{item.item}</p>
          )}
          <p id={`${id}-meta`} className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <Badge tone={item.compliant ? "success" : "warning"}>
              {item.compliant ? "Compliant" : "Not compliant"}
            </Badge>
            <span>{lastChecked(item)}</span>
          </p>
        </div>
      </div>
      {canWrite ? (
        <div className="flex shrink-0 gap-2">
          <EditDeleteButtons name={item.item} onEdit={() => setRenaming(true)} onDelete={() => onDelete(item)} />
        </div>
      ) : null}
    </li>
  );
}

/** Compliance Checklist (spec: item, status, last checked): the organization's own list; checking records who and when. */
export function ComplianceChecklist({
  canWrite,
  onDelete,
}: {
  canWrite: boolean;
  onDelete: (item: ChecklistItem) => void;
}) {
  const query = useChecklist();
  const items = query.data?.items ?? [];
  const full = items.length >= MAX_CHECKLIST_ITEMS;
  return (
    <div className="space-y-3">
      <ListView
        query={wholeList(query)}
        count={items.length}
        errorTitle={SAFETY_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading compliance checklist" count={3} />}
        empty={
          <ListMessage icon={<ClipboardList />} title="No checklist items yet">
            {canWrite
              ? "Add what your sites must comply with, then check each item when it is in order."
              : "When your team adds checklist items, they appear here."}
          </ListMessage>
        }
      >
        <Card>
          <ul aria-label="Compliance Checklist" className="divide-y divide-border">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} canWrite={canWrite} onDelete={onDelete} />
            ))}
          </ul>
        </Card>
      </ListView>
      {canWrite && !query.isPending && !query.isError ? (
        full ? (
          <p className="text-sm text-muted">{SAFETY_MSG.checklistFull}</p>
        ) : (
          <ItemForm />
        )
      ) : null}
    </div>
  );
}
