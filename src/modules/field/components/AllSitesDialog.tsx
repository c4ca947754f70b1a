import { ClipboardPlus, MapPin, Pencil } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { EmptyList, ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { Site } from "../field.contract.ts";
import { FIELD_MSG, SITE_TYPE_LABELS } from "../field.constants.ts";
import { useAllSites } from "../field-api.ts";
import { siteDates } from "./field-format.ts";

/** View All Sites: every site by name, a page at a time, each with its status today; writers edit or report. */
export function AllSitesDialog({ canWrite, add, onEdit, onReport, onClose }: { canWrite: boolean; add: PrimaryAction | null; onEdit: (site: Site) => void; onReport: (site: Site) => void; onClose: () => void }) {
  const query = useAllSites();
  const sites = query.data?.pages.flatMap((p) => p.sites) ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="full"
      title="All Sites"
      description="Every site of your organization, by name."
      footer={
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ListView
        query={query}
        count={sites.length}
        errorTitle={FIELD_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading sites" variant="cards" count={3} />}
        empty={
          <EmptyList icon={<MapPin />} title={FIELD_MSG.noSites} action={add} readOnlyText="Your organization's sites are listed here.">
            Add a site to start filing daily reports.
          </EmptyList>
        }
      >
        <ul aria-label="All sites" className="grid gap-3 md:grid-cols-2">
          {sites.map((site) => (
            <li key={site.id}>
              <RecordCard level={3} title={site.name} subtitle={`${site.location} · ${SITE_TYPE_LABELS[site.type]}`} actions={<StatusBadge set="site" status={site.status} />}>
                <p className="text-sm text-slate-700">{`${site.supervisor} · ${site.crewAssigned} of ${site.crewRequired} crew · ${siteDates(site)}`}</p>
                {site.project ? <p className="text-sm text-slate-700">{`Project: ${site.project.name}`}</p> : null}
                {canWrite ? (
                  <div className="flex flex-wrap gap-2 pt-1">
                    <Button type="button" variant="outline" size="lg" onClick={() => onReport(site)}>
                      <ClipboardPlus aria-hidden="true" />
                      Daily Report<span className="sr-only">{` for ${site.name}`}</span>
                    </Button>
                    <Button type="button" variant="outline" size="lg" onClick={() => onEdit(site)}>
                      <Pencil aria-hidden="true" />
                      Site Details<span className="sr-only">{` of ${site.name}`}</span>
                    </Button>
                  </div>
                ) : null}
              </RecordCard>
            </li>
          ))}
        </ul>
      </ListView>
    </Dialog>
  );
}
