import { Eye } from "lucide-react";
import { useId } from "react";
import { formatDate } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { EditDeleteButtons, IconAction, RecordTable } from "../../../web/ui/record-table.tsx";
import { Pencil, Trash2 } from "lucide-react";
import type { PunchItem } from "../punch-lists.contract.ts";
import { isEditable, mayDelete } from "../punch-lists.rules.ts";
import { PunchStatusBadge } from "./PunchStatusBadge.tsx";
import { usePunchActor } from "./use-punch-actor.ts";

export type PunchActions = {
  onView: (item: PunchItem) => void;
  onEdit: (item: PunchItem) => void;
  onDelete: (item: PunchItem) => void;
};

const whoOf = (item: PunchItem) => [item.trade, item.assignee?.fullName].filter(Boolean).join(" · ") || "—";
const dueOf = (item: PunchItem) => (item.dueDate ? formatDate(item.dueDate) : "—");

/** The items: a table from `md` up, cards on a phone; edit while not closed, delete for an admin or the creator. */
export function PunchItemList({
  items,
  busy,
  canWrite,
  actions,
}: {
  items: PunchItem[];
  busy: boolean;
  canWrite: boolean;
  actions: PunchActions;
}) {
  const actorOf = usePunchActor();
  const can = (item: PunchItem) => ({
    edit: canWrite && isEditable(item.status),
    remove: canWrite && mayDelete(actorOf(item)),
  });
  return (
    <RecordTable
      label="Punch items"
      busy={busy}
      columns={["Item", "Project", "Trade / Assignee", "Due", "Status"]}
      rows={items}
      cells={(item) => (
        <>
          <td className="max-w-72 px-4 py-3">
            <p className="break-words font-medium text-ink">{item.location}</p>
            <p className="line-clamp-2 break-words text-xs text-muted">{item.description}</p>
          </td>
          <td className="max-w-48 break-words px-4 py-3 text-slate-700">{item.project.name}</td>
          <td className="max-w-48 break-words px-4 py-3 text-slate-700">{whoOf(item)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{dueOf(item)}</td>
          <td className="whitespace-nowrap px-4 py-3">
            <PunchStatusBadge status={item.status} />
          </td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">
              <IconAction label={`View Details of ${item.location}`} onClick={() => actions.onView(item)}>
                <Eye aria-hidden="true" />
              </IconAction>
              {can(item).edit ? (
                <IconAction label={`Edit ${item.location}`} onClick={() => actions.onEdit(item)}>
                  <Pencil aria-hidden="true" />
                </IconAction>
              ) : null}
              {can(item).remove ? (
                <IconAction label={`Delete ${item.location}`} destructive onClick={() => actions.onDelete(item)}>
                  <Trash2 aria-hidden="true" />
                </IconAction>
              ) : null}
            </div>
          </td>
        </>
      )}
      card={(item) => <PunchCard item={item} can={can(item)} actions={actions} />}
    />
  );
}

/** One item on a phone: the same facts and actions as a table row. */
function PunchCard({
  item,
  can,
  actions,
}: {
  item: PunchItem;
  can: { edit: boolean; remove: boolean };
  actions: PunchActions;
}) {
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 break-words font-semibold text-ink">
            {item.location}
          </h2>
          <PunchStatusBadge status={item.status} />
        </div>
        <p className="line-clamp-3 break-words text-sm text-slate-700">{item.description}</p>
        <dl className="grid grid-cols-1 gap-2 text-sm min-[360px]:grid-cols-2">
          <Detail term="Project" value={item.project.name} />
          <Detail term="Due" value={dueOf(item)} />
          <Detail term="Trade / Assignee" value={whoOf(item)} />
          <Detail term="Photos" value={String(item.photos.length)} />
        </dl>
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button type="button" variant="outline" size="sm" onClick={() => actions.onView(item)}>
            <Eye aria-hidden="true" />
            View Details<span className="sr-only"> of {item.location}</span>
          </Button>
          {can.edit && can.remove ? (
            <EditDeleteButtons
              name={item.location}
              onEdit={() => actions.onEdit(item)}
              onDelete={() => actions.onDelete(item)}
            />
          ) : can.edit ? (
            <Button type="button" variant="outline" size="sm" onClick={() => actions.onEdit(item)}>
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> {item.location}</span>
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="break-words text-slate-700">{value}</dd>
    </div>
  );
}
