import { ClipboardPlus, List, Pencil } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import type { Site } from "../field.contract.ts";

/** What a site's buttons do: file a daily report, open Site Details, list every report of the site. */
export type SiteButtonActions = {
  onReport: (site: Site) => void;
  onEdit: (site: Site) => void;
  onViewReports: (site: Site) => void;
};

/**
 * A site's buttons on its card: Daily Report and Site Details for writers (Daily Report filled in where it is the
 * card's main action), View All Reports for everyone. Each names the site for screen readers.
 */
export function SiteButtons({
  site,
  canWrite,
  actions,
  reportFirst,
}: {
  site: Site;
  canWrite: boolean;
  actions: SiteButtonActions;
  reportFirst?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {canWrite ? (
        <>
          <Button
            type="button"
            variant={reportFirst ? "default" : "outline"}
            size="lg"
            onClick={() => actions.onReport(site)}
          >
            <ClipboardPlus aria-hidden="true" />
            Daily Report<span className="sr-only">{` for ${site.name}`}</span>
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={() => actions.onEdit(site)}>
            <Pencil aria-hidden="true" />
            Site Details<span className="sr-only">{` of ${site.name}`}</span>
          </Button>
        </>
      ) : null}
      <Button type="button" variant="outline" size="lg" onClick={() => actions.onViewReports(site)}>
        <List aria-hidden="true" />
        View All Reports<span className="sr-only">{` for ${site.name}`}</span>
      </Button>
    </div>
  );
}
