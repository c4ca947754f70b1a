import { Eye, Globe, Rocket } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useErrorToast } from "../../web/lib/use-error-toast.ts";
import { Button } from "../../web/ui/button.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { SITE_MSG, type SiteTemplateId } from "./websites.constants.ts";
import { useChangeDraft, useSite } from "./websites-api.ts";
import { SectionsCard } from "./components/SectionsCard.tsx";
import { SiteInbox } from "./components/SiteInbox.tsx";
import { SiteStatus } from "./components/SiteStatus.tsx";
import { TemplateCards } from "./components/TemplateCards.tsx";
import { ThemeEditor } from "./components/ThemeEditor.tsx";
import { WebsiteDialogs, type WebsiteDialogState } from "./components/WebsiteDialogs.tsx";

const TITLE = "Website Builder";
const DESCRIPTION = "A website for your company: choose a template, make it yours, and publish it for real.";

/** /dashboard/websites (spec §2 Website Builder): templates, customization once one is chosen, the sections, Preview and Publish. */
export function WebsiteBuilderPage() {
  useDocumentTitle(TITLE);
  const canWrite = useCanWrite();
  const site = useSite();
  const choose = useChangeDraft();
  const dialog = useDialogState<WebsiteDialogState>();
  useErrorToast(site.error, "Error fetching the website");

  if (site.isPending) return <BuilderSkeleton />;
  if (!site.data)
    return (
      <LoadError
        title="Error fetching the website"
        message={site.error?.message ?? ""}
        onRetry={() => void site.refetch()}
        retrying={site.isFetching}
      />
    );
  const data = site.data;
  const template = data.draft.template;

  // Spec: Preview and Publish both need a selected template.
  const needsTemplate = (next: WebsiteDialogState) => () =>
    template ? dialog.open(next) : toast.error("Error", SITE_MSG.selectTemplateFirst);
  const onChoose = (id: SiteTemplateId) =>
    choose.mutate(
      { template: id },
      {
        onSuccess: () => toast.success("Template selected"),
        onError: (err) => toast.error(SITE_MSG.saveError, err.message),
      },
    );

  return (
    <div className="space-y-8">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            <Button type="button" variant="outline" onClick={needsTemplate({ kind: "preview" })}>
              <Eye aria-hidden="true" />
              Preview
            </Button>
            {canWrite ? (
              <Button type="button" onClick={needsTemplate({ kind: "publish" })}>
                <Rocket aria-hidden="true" />
                {data.published ? "Publish Changes" : "Publish"}
              </Button>
            ) : null}
          </>
        }
      />
      <SiteStatus site={data} canWrite={canWrite} onUnpublish={() => dialog.open({ kind: "unpublish" })} />
      <PageSection id="site-templates" title="Templates">
        <TemplateCards selected={template} canWrite={canWrite} busy={choose.isPending} onChoose={onChoose} />
      </PageSection>
      {template ? (
        <>
          <PageSection id="site-customization" title="Customization">
            <ThemeEditor
              key={`${template}-${data.draft.theme.layout}-${data.draft.theme.fonts.heading}-${data.draft.theme.fonts.body}`}
              theme={data.draft.theme}
              canWrite={canWrite}
            />
          </PageSection>
          <PageSection id="site-sections" title="Content Sections">
            <SectionsCard draft={data.draft} canWrite={canWrite} onEdit={(kind) => dialog.open({ kind })} />
          </PageSection>
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Globe className="size-4" aria-hidden="true" />
          Choose a template to customize your colours, fonts, layout and content.
        </p>
      )}
      <PageSection id="site-inbox" title={data.unreadMessages ? `Messages (${data.unreadMessages} new)` : "Messages"}>
        <SiteInbox canWrite={canWrite} />
      </PageSection>
      <WebsiteDialogs state={dialog.state} site={data} onClose={dialog.close} />
    </div>
  );
}

function BuilderSkeleton() {
  return (
    <div className="space-y-8" role="status" aria-label="Loading the website">
      <Skeleton className="h-12 w-72" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
