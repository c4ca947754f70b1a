import { useState } from "react";
import { formatDate, formatDateTime } from "../../../web/lib/format.ts";
import { DetailsPhotos } from "../../../web/photos/photo-thumbnails.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Textarea } from "../../../web/ui/input.tsx";
import { DetailsSection, orNone, RecordDetailsDialog } from "../../../web/ui/record-details-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import {
  PUNCH_ACTION_LABELS,
  PUNCH_EVENT_LABELS,
  PUNCH_LIMITS,
  PUNCH_MSG,
  type PunchAction,
} from "../punch-lists.constants.ts";
import type { PunchItem } from "../punch-lists.contract.ts";
import { isEditable, movesFor } from "../punch-lists.rules.ts";
import { useMovePunchItem, usePunchItem } from "../punch-lists-api.ts";
import { PunchStatusBadge } from "./PunchStatusBadge.tsx";
import { usePunchActor } from "./use-punch-actor.ts";

/**
 * One punch item: its facts, photos and history (every move, a rejection with its note), and the moves the
 * signed-in person may make: Mark Ready for Review; Close or Reject (with a note) for an admin or its creator.
 */
export function PunchItemDetailsDialog({
  item: known,
  canWrite,
  onEdit,
  onClose,
}: {
  item: PunchItem;
  canWrite: boolean;
  onEdit: (item: PunchItem) => void;
  onClose: () => void;
}) {
  const query = usePunchItem(known.id, known);
  const item = query.data ?? known;
  const actorOf = usePunchActor();
  const move = useMovePunchItem();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState("");
  const moves = canWrite ? movesFor(item.status, actorOf(item)) : [];

  const send = (action: PunchAction) =>
    move.mutate(
      { id: item.id, action, note: action === "reject" ? note : undefined },
      {
        onSuccess: () => {
          toast.success(PUNCH_MSG.moved);
          setRejecting(false);
          setNote("");
        },
        onError: (err) => toast.error("Could not update the punch item", err.message),
      },
    );

  const footer = (
    <div className="flex flex-wrap justify-end gap-2">
      {moves.map((action) =>
        action === "reject" ? (
          <Button
            key={action}
            type="button"
            variant="outline"
            disabled={move.isPending}
            onClick={() => setRejecting(true)}
          >
            {PUNCH_ACTION_LABELS.reject}
          </Button>
        ) : (
          <Button key={action} type="button" disabled={move.isPending} onClick={() => send(action)}>
            {PUNCH_ACTION_LABELS[action]}
          </Button>
        ),
      )}
      {canWrite && isEditable(item.status) ? (
        <Button type="button" variant="outline" onClick={() => onEdit(item)}>
          Edit
        </Button>
      ) : null}
      <Button type="button" variant="outline" onClick={onClose}>
        Close
      </Button>
    </div>
  );

  return (
    <RecordDetailsDialog
      query={query}
      name="punch item"
      title={item.location}
      description={`${item.project.name} · punch item`}
      footer={footer}
      onClose={onClose}
    >
      {(shown) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <PunchStatusBadge status={shown.status} />
          </div>
          <dl className="grid grid-cols-1 gap-3 text-sm min-[360px]:grid-cols-2">
            <Detail term="Project" value={shown.project.name} />
            <Detail term="Trade" value={orNone(shown.trade)} />
            <Detail term="Assignee" value={orNone(shown.assignee?.fullName ?? "")} />
            <Detail term="Due Date" value={shown.dueDate ? formatDate(shown.dueDate) : "—"} />
          </dl>
          <DetailsSection id="punch-description" title="Description">
            <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{shown.description}</p>
          </DetailsSection>
          <DetailsPhotos id="punch-photos" photos={shown.photos} label="Punch item photos" />
          {rejecting ? (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                send("reject");
              }}
            >
              <Field label="Rejection Note" htmlFor="punch-reject-note">
                <Textarea
                  id="punch-reject-note"
                  value={note}
                  maxLength={PUNCH_LIMITS.note}
                  onChange={(e) => setNote(e.target.value)}
                  className="min-h-16"
                  required
                />
              </Field>
              <div className="flex gap-2">
                <Button type="submit" disabled={move.isPending || note.trim() === ""}>
                  Reject Item
                </Button>
                <Button type="button" variant="outline" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : null}
          <DetailsSection id="punch-history" title="History">
            <ol aria-label="History" className="space-y-2 text-sm">
              {shown.history.map((event) => (
                <li key={event.id} className="text-slate-700">
                  <span className="font-medium text-ink">{PUNCH_EVENT_LABELS[event.action] ?? event.action}</span>
                  {event.by ? ` by ${event.by.fullName}` : ""} · {formatDateTime(event.at)}
                  {event.note ? <p className="break-words text-slate-600">“{event.note}”</p> : null}
                </li>
              ))}
            </ol>
          </DetailsSection>
        </>
      )}
    </RecordDetailsDialog>
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
