import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { SITE_MSG } from "../websites.constants.ts";
import type { SiteAnswer } from "../websites.contract.ts";
import { useUnpublishSite } from "../websites-api.ts";
import { PreviewDialog } from "./PreviewDialog.tsx";

// The forms load with their schema when first needed (decision 0007).
const HeroDialog = lazyDialog(() => import("./HeroDialog.tsx"), "HeroDialog");
const ServicesDialog = lazyDialog(() => import("./ServicesDialog.tsx"), "ServicesDialog");
const PortfolioDialog = lazyDialog(() => import("./PortfolioDialog.tsx"), "PortfolioDialog");
const PublishDialog = lazyDialog(() => import("./PublishDialog.tsx"), "PublishDialog");

export type WebsiteDialogState =
  | { kind: "hero" }
  | { kind: "services" }
  | { kind: "portfolio" }
  | { kind: "publish" }
  | { kind: "preview" }
  | { kind: "unpublish" };

/** The website builder's dialogs, one at a time, each from the site as last saved. */
export function WebsiteDialogs({
  state,
  site,
  onClose,
}: {
  state: WebsiteDialogState | null;
  site: SiteAnswer;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "hero":
      return <HeroDialog hero={site.draft.hero} onClose={onClose} />;
    case "services":
      return <ServicesDialog services={site.draft.services} onClose={onClose} />;
    case "portfolio":
      return <PortfolioDialog portfolio={site.draft.portfolio} onClose={onClose} />;
    case "publish":
      return <PublishDialog slug={site.slug ?? site.suggestedSlug} republish={site.published} onClose={onClose} />;
    case "preview":
      return <PreviewDialog version={site.draftSavedAt ?? "new"} onClose={onClose} />;
    case "unpublish":
      return <UnpublishDialog onClose={onClose} />;
  }
}

function UnpublishDialog({ onClose }: { onClose: () => void }) {
  const unpublish = useUnpublishSite();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Unpublish Website"
      description="The site's address stops answering at once. Your draft and the address stay, ready to publish again."
      confirmLabel="Unpublish"
      busy={unpublish.isPending}
      onConfirm={() =>
        unpublish.mutate(undefined, {
          onSuccess: () => {
            toast.success(SITE_MSG.unpublished);
            onClose();
          },
          onError: (err) => toast.error(SITE_MSG.unpublishError, err.message),
        })
      }
    />
  );
}
