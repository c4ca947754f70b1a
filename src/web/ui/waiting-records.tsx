import { CloudOff, X } from "lucide-react";
import { discardEntry } from "../lib/outbox.ts";
import { formatDateTime } from "../lib/format.ts";
import { useOutbox } from "../lib/use-outbox.ts";
import { Badge } from "./badge.tsx";
import { Button } from "./button.tsx";

const withPhotos = (n: number) => (n === 0 ? "" : n === 1 ? ", with 1 photo" : `, with ${n} photos`);

/**
 * What of these kinds waits on this device to be sent (the outbox, decision 0028): each with "Waiting to send",
 * or the server's refusal and Discard; a record sent without a photo the server refused stays as a note, with
 * the server's reason, until dismissed. Nothing is shown when nothing waits.
 */
export function WaitingRecords({ kinds, title }: { kinds: readonly string[]; title: string }) {
  const waiting = useOutbox(kinds);
  if (waiting.length === 0) return null;
  const headingId = `waiting-${kinds.join("-")}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <CloudOff aria-hidden="true" className="size-4" />
        {title} ({waiting.length})
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {waiting.map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <span className="min-w-0 flex-1 font-medium text-slate-900">{entry.label}</span>
            {entry.sent ? (
              <>
                <Badge tone="warning">Photo not accepted</Badge>
                <span className="w-full text-red-800">{entry.problem}</span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => void discardEntry(entry.key)}
                  aria-label={`Dismiss the note on ${entry.label}`}
                >
                  <X aria-hidden="true" /> Dismiss
                </Button>
              </>
            ) : entry.problem ? (
              <>
                <Badge tone="danger">Not accepted</Badge>
                <span className="w-full text-red-800">{entry.problem}</span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => void discardEntry(entry.key)}
                  aria-label={`Discard ${entry.label}`}
                >
                  <X aria-hidden="true" /> Discard
                </Button>
              </>
            ) : (
              <>
                <Badge tone="warning">Waiting to send</Badge>
                <span className="w-full text-xs text-slate-600">
                  Saved on this device {formatDateTime(entry.savedAt)}
                  {withPhotos(entry.photos?.length ?? 0)}; sent when the connection returns.
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's notice while the device is offline. */
export function OfflineNotice() {
  return (
    <p role="status" className="mb-4 flex items-center gap-2 rounded-md bg-slate-800 px-3 py-2 text-sm text-white">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      You are offline. Daily reports, inspection results, incidents and punch items you save, with their photos, and
      time clock punches are kept on this device and sent when the connection returns.
    </p>
  );
}
