import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Card } from "./card.tsx";

/**
 * A list of records as a table from `md` up and as cards on a phone (UI: "on a phone, tables become cards").
 * The module gives the column headings, each row's cells (the last one its actions) and each row's card.
 */
export function RecordTable<T extends { id: string }>({
  label,
  busy,
  columns,
  rows,
  cells,
  card,
}: {
  /** The list's accessible name, e.g. "Contracts". */
  label: string;
  /** While other filters' results are on their way. */
  busy?: boolean;
  /** Headings of the data columns; an "Actions" column closes the row. */
  columns: readonly string[];
  rows: readonly T[];
  /** The `<td>` cells of one row, the actions last. */
  cells: (row: T) => ReactNode;
  card: (row: T) => ReactNode;
}) {
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table aria-label={label} aria-busy={busy} className="w-full text-left text-sm">
          <thead className="border-b border-border bg-surface text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {columns.map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                {cells(row)}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul aria-label={label} aria-busy={busy} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id}>{card(row)}</li>
        ))}
      </ul>
    </>
  );
}

/** An icon-only action in a table row; its name says which record ("Edit Deck rebuild"). */
export function IconAction({
  label,
  destructive,
  onClick,
  children,
}: {
  label: string;
  destructive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={destructive ? "text-destructive hover:bg-red-50" : undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A record card's Edit and Delete buttons (writers only), each naming the record for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit<span className="sr-only"> {name}</span>
      </Button>
      <Button type="button" variant="ghost" size="sm" className="text-destructive hover:bg-red-50" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Delete<span className="sr-only"> {name}</span>
      </Button>
    </>
  );
}
