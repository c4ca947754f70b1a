import { ExternalLink, Globe, GlobeLock } from "lucide-react";
import { formatDateTime } from "../../../web/lib/format.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { publishedSitePath } from "../websites.constants.ts";
import type { SiteAnswer } from "../websites.contract.ts";

/** Whether the site is live, where, since when, and whether the draft has changes not yet published. */
export function SiteStatus({
  site,
  canWrite,
  onUnpublish,
}: {
  site: SiteAnswer;
  canWrite: boolean;
  onUnpublish: () => void;
}) {
  const live = site.published && site.slug;
  // Drawn on the server too (decision 0031), where there is no window: the address without its origin there.
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
        {live ? (
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              <Globe className="size-4 text-green-700" aria-hidden="true" />
              Published
              {site.unpublishedChanges ? <Badge tone="warning">Unpublished changes</Badge> : null}
            </p>
            <p className="text-sm text-muted">
              <a
                className="inline-flex items-center gap-1 break-all text-brand underline-offset-4 hover:underline"
                href={publishedSitePath(site.slug ?? "")}
                target="_blank"
                rel="noopener noreferrer"
              >
                {`${origin}${publishedSitePath(site.slug ?? "")}`}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              {site.publishedAt ? ` · since ${formatDateTime(site.publishedAt)}` : ""}
            </p>
          </div>
        ) : (
          <p className="flex items-center gap-2 font-medium text-ink">
            <GlobeLock className="size-4 text-muted" aria-hidden="true" />
            Not published
            <span className="text-sm font-normal text-muted">
              {site.draftSavedAt ? `· Draft saved ${formatDateTime(site.draftSavedAt)}` : ""}
            </span>
          </p>
        )}
        {live && canWrite ? (
          <Button type="button" variant="outline" size="sm" onClick={onUnpublish}>
            Unpublish
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
