import { formatDateTime } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import { DetailsPhotos } from "../../../web/photos/photo-thumbnails.tsx";
import { DetailsSection, orNone, RecordDetailsDialog } from "../../../web/ui/record-details-dialog.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Incident } from "../safety.contract.ts";
import { INCIDENT_TYPE_LABELS, NEXT_INCIDENT_STATUSES, SAFETY_MSG, type IncidentStatus } from "../safety.constants.ts";
import { useIncident, useMoveIncident } from "../safety-api.ts";
import { href } from "../../../shared/route.ts";
import { safetyEndpoints } from "../safety.routes.ts";
import { incidentTitle, incidentWhen, reportedOn } from "./safety-format.ts";
import { SeverityBadge } from "./SeverityBadge.tsx";

/** What the status buttons say: the move, not just the status it leads to. */
const MOVE_LABELS: Record<IncidentStatus, string> = {
  "Under Investigation": "Reopen Investigation",
  Resolved: "Mark Resolved",
  Closed: "Close Incident",
};

/**
 * An incident (spec: the incident detail modal): every field, the photos, its report as a PDF ('Download
 * Initiated'), and for writers the status moves (Under Investigation → Resolved → Closed; a Resolved one can be reopened).
 */
export function IncidentDetailsDialog({
  id,
  known,
  canWrite,
  onClose,
}: {
  id: string;
  known?: Incident;
  canWrite: boolean;
  onClose: () => void;
}) {
  const query = useIncident(id, known);
  const move = useMoveIncident();
  const incident = query.data;
  const moves = incident && canWrite ? NEXT_INCIDENT_STATUSES[incident.status] : [];
  const moveTo = (status: IncidentStatus) =>
    incident &&
    move.mutate(
      { id: incident.id, status },
      {
        onSuccess: (saved) => toast.success(`Incident is now ${saved.status}`),
        onError: (err) => toast.error("Could not change the status", err.message),
      },
    );

  return (
    <RecordDetailsDialog
      query={query}
      name="incident"
      onClose={onClose}
      title={incident ? incidentTitle(incident) : "Incident"}
      description={
        incident
          ? `Reported ${reportedOn(incident)}${incident.reportedBy ? ` by ${incident.reportedBy.fullName}` : ""}`
          : "Incident details"
      }
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {incident ? (
            <DownloadLink
              href={href(safetyEndpoints.incidentPdf, { params: { id: incident.id } })}
              size="default"
              startedTitle={SAFETY_MSG.downloadInitiated}
            >
              Download Report
            </DownloadLink>
          ) : null}
          {moves.map((status) => (
            <Button
              key={status}
              type="button"
              variant={status === "Under Investigation" ? "outline" : "default"}
              disabled={move.isPending}
              onClick={() => moveTo(status)}
            >
              {MOVE_LABELS[status]}
            </Button>
          ))}
        </>
      }
    >
      {(incident) => (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <DetailItem term="Type">{INCIDENT_TYPE_LABELS[incident.type]}</DetailItem>
            <DetailItem term="Status">
              <StatusBadge set="incident" status={incident.status} />
            </DetailItem>
            <DetailItem term="Severity">
              <SeverityBadge severity={incident.severity} />
            </DetailItem>
            <DetailItem term="When">{incidentWhen(incident)}</DetailItem>
            <DetailItem term="Location">{incident.location}</DetailItem>
            {incident.resolvedAt ? (
              <DetailItem term="Resolved">{formatDateTime(incident.resolvedAt)}</DetailItem>
            ) : null}
            {incident.closedAt ? <DetailItem term="Closed">{formatDateTime(incident.closedAt)}</DetailItem> : null}
          </dl>
          <DetailsSection id="incident-description" title="Description">
            <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{incident.description}</p>
          </DetailsSection>
          <DetailsSection id="incident-persons" title="Involved Persons">
            {incident.involvedPersons.length === 0 ? (
              <p className="text-sm text-muted">No one named.</p>
            ) : (
              <ul className="space-y-3">
                {incident.involvedPersons.map((p, i) => (
                  <li key={i} className="rounded-lg border border-border p-3">
                    <p className="font-medium text-ink">{p.name}</p>
                    <dl className="mt-2 grid gap-2 sm:grid-cols-3">
                      <DetailItem term="Role" compact>
                        {orNone(p.role)}
                      </DetailItem>
                      <DetailItem term="Injury" compact>
                        {orNone(p.injury)}
                      </DetailItem>
                      <DetailItem term="Treatment" compact>
                        {orNone(p.treatment)}
                      </DetailItem>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </DetailsSection>
          <DetailsSection id="incident-witnesses" title="Witnesses">
            <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{orNone(incident.witnesses)}</p>
          </DetailsSection>
          <DetailsSection id="incident-actions" title="Immediate Actions">
            <p className="whitespace-pre-wrap break-words text-sm text-slate-700">
              {orNone(incident.immediateActions)}
            </p>
          </DetailsSection>
          <DetailsPhotos id="incident-photos" photos={incident.photos} label="Incident photos" />
        </>
      )}
    </RecordDetailsDialog>
  );
}
