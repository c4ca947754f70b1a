import { formatDate } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";
import { DetailsPhotos } from "../../../web/photos/photo-thumbnails.tsx";
import { RecordDetailsDialog } from "../../../web/ui/record-details-dialog.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { Inspection } from "../quality.contract.ts";
import { useInspection } from "../quality-api.ts";
import { ResultsEditor } from "./ResultsEditor.tsx";

function ItemsRead({ inspection }: { inspection: Inspection }) {
  if (inspection.items.length === 0) return <p className="text-sm text-muted">No items.</p>;
  return (
    <ul aria-label="Inspection items" className="space-y-2">
      {inspection.items.map((item, i) => (
        <li key={i} className="rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-words font-medium text-ink">{item.name}</span>
            <StatusBadge set="inspectionItem" status={item.status} />
          </div>
          {item.notes ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">{item.notes}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An inspection (spec: inspection details): its fields, photos and items; writers record the items' results here. */
export function InspectionDetailsDialog({
  id,
  known,
  canWrite,
  onDelete,
  onClose,
}: {
  id: string;
  known?: Inspection;
  canWrite: boolean;
  onDelete: (i: Inspection) => void;
  onClose: () => void;
}) {
  const query = useInspection(id, known);
  const inspection = query.data;
  return (
    <RecordDetailsDialog
      query={query}
      name="inspection"
      onClose={onClose}
      title={inspection ? inspection.title : "Inspection"}
      description={inspection ? `${inspection.location} · ${formatDate(inspection.date)}` : "Inspection details"}
      footer={
        <>
          {canWrite && inspection ? (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:bg-red-50"
              onClick={() => onDelete(inspection)}
            >
              Delete Inspection
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {(inspection) => (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <DetailItem term="Status">
              <StatusBadge set="inspection" status={inspection.status} />
            </DetailItem>
            <DetailItem term="Defects">{inspection.defectsCount}</DetailItem>
            <DetailItem term="Inspector">{inspection.inspector?.fullName ?? "—"}</DetailItem>
            <DetailItem term="Date">{formatDate(inspection.date)}</DetailItem>
            <DetailItem term="Location">{inspection.location}</DetailItem>
          </dl>
          {canWrite ? (
            <ResultsEditor key={inspection.updatedAt} inspection={inspection} />
          ) : (
            <ItemsRead inspection={inspection} />
          )}
          <DetailsPhotos id="inspection-photos" photos={inspection.photos} label="Inspection photos" />
        </>
      )}
    </RecordDetailsDialog>
  );
}
