import { MapPin } from "lucide-react";
import { EmptyList, ListSkeleton } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { DailyReport, SiteCard } from "../field.contract.ts";
import { FIELD_MSG, SITE_TYPE_LABELS } from "../field.constants.ts";
import { geofenceText, siteDates } from "./field-format.ts";
import { ReportRows } from "./ReportRows.tsx";
import { SiteButtons, type SiteButtonActions } from "./SiteButtons.tsx";

export type SiteActions = SiteButtonActions & { onViewReport: (report: DailyReport) => void };

function LatestReports({
  reports,
  onView,
}: {
  reports: readonly DailyReport[];
  onView: (report: DailyReport) => void;
}) {
  if (reports.length === 0) return <p className="text-sm text-muted">{FIELD_MSG.noReports}</p>;
  return <ReportRows label="Latest reports" reports={reports} onView={onView} />;
}

/** One site's card: what it is, who runs it, its crew, and its latest reports (View All Reports for the rest); writers edit it and file a report. */
export function SiteCardView({ card, canWrite, actions }: { card: SiteCard; canWrite: boolean; actions: SiteActions }) {
  const { site } = card;
  return (
    <li>
      <RecordCard
        level={3}
        title={site.name}
        subtitle={
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {site.location}
          </span>
        }
        actions={<StatusBadge set="site" status={site.status} />}
      >
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted">Supervisor</dt>
            <dd className="break-words text-ink">{site.supervisor}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Crew</dt>
            <dd className="text-ink">{`${site.crewAssigned} of ${site.crewRequired} assigned`}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Type</dt>
            <dd className="text-ink">{SITE_TYPE_LABELS[site.type]}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Dates</dt>
            <dd className="text-ink">{siteDates(site)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-muted">Geofence</dt>
            <dd className="break-words text-ink">{geofenceText(site)}</dd>
          </div>
        </dl>
        <LatestReports reports={card.latestReports} onView={actions.onViewReport} />
        <SiteButtons site={site} canWrite={canWrite} actions={actions} reportFirst />
      </RecordCard>
    </li>
  );
}

/** The home screen's site cards: a few active sites with their latest reports. */
export function SiteCards({
  cards,
  isPending,
  canWrite,
  add,
  actions,
}: {
  cards: readonly SiteCard[] | undefined;
  isPending: boolean;
  canWrite: boolean;
  add: PrimaryAction | null;
  actions: SiteActions;
}) {
  if (!cards) return isPending ? <ListSkeleton label="Loading sites" variant="cards" count={2} /> : null;
  if (cards.length === 0) {
    return (
      <EmptyList
        icon={<MapPin />}
        title={FIELD_MSG.noActiveSites}
        action={add}
        readOnlyText="Sites active today are shown here."
      >
        Add a site to start filing daily reports.
      </EmptyList>
    );
  }
  return (
    <ul aria-label="Active sites" className="grid gap-4 lg:grid-cols-2">
      {cards.map((card) => (
        <SiteCardView key={card.site.id} card={card} canWrite={canWrite} actions={actions} />
      ))}
    </ul>
  );
}
