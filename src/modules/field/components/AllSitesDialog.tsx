import { MapPin } from "lucide-react";
import { EmptyList, ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import { ListDialog } from "../../../web/ui/list-dialog.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { FIELD_MSG, SITE_TYPE_LABELS } from "../field.constants.ts";
import { useAllSites } from "../field-api.ts";
import { geofenceText, siteDates } from "./field-format.ts";
import { SiteButtons, type SiteButtonActions } from "./SiteButtons.tsx";

/** View All Sites: every site by name, a page at a time, each with its status today; writers edit or report, everyone opens its reports. */
export function AllSitesDialog({
  canWrite,
  add,
  actions,
  onClose,
}: {
  canWrite: boolean;
  add: PrimaryAction | null;
  actions: SiteButtonActions;
  onClose: () => void;
}) {
  const query = useAllSites();
  const sites = query.data?.pages.flatMap((p) => p.sites) ?? [];
  return (
    <ListDialog title="All Sites" description="Every site of your organization, by name." onClose={onClose}>
      <ListView
        query={query}
        count={sites.length}
        errorTitle={FIELD_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading sites" variant="cards" count={3} />}
        empty={
          <EmptyList
            icon={<MapPin />}
            title={FIELD_MSG.noSites}
            action={add}
            readOnlyText="Your organization's sites are listed here."
          >
            Add a site to start filing daily reports.
          </EmptyList>
        }
      >
        <ul aria-label="All sites" className="grid gap-3 md:grid-cols-2">
          {sites.map((site) => (
            <li key={site.id}>
              <RecordCard
                level={3}
                title={site.name}
                subtitle={`${site.location} · ${SITE_TYPE_LABELS[site.type]}`}
                actions={<StatusBadge set="site" status={site.status} />}
              >
                <p className="text-sm text-slate-700">{`${site.supervisor} · ${site.crewAssigned} of ${site.crewRequired} crew · ${siteDates(site)}`}</p>
                {site.project ? <p className="text-sm text-slate-700">{`Project: ${site.project.name}`}</p> : null}
                <p className="text-sm text-slate-700">{`Geofence: ${geofenceText(site)}`}</p>
                <SiteButtons site={site} canWrite={canWrite} actions={actions} />
              </RecordCard>
            </li>
          ))}
        </ul>
      </ListView>
    </ListDialog>
  );
}
