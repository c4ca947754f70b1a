import { errorRow } from "../../../web/lib/failure-toast.ts";
import type { FormSpec } from "../../../web/lib/form-check.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { publishInput } from "../websites.contract.ts";
import { SITE_LIMITS, SITE_MSG } from "../websites.constants.ts";
import { usePublishSite } from "../websites-api.ts";

const publishForm: FormSpec<"slug", { slug: string }> = {
  keys: ["slug"],
  idPrefix: "publish",
  required: [{ key: "slug", label: "Site address" }],
  parse: (values) => publishInput.safeParse(values),
};

/** Publish: the address the site is served at (chosen once, changeable), then the draft goes live in one step. */
export function PublishDialog({ slug, republish, onClose }: { slug: string; republish: boolean; onClose: () => void }) {
  const publish = usePublishSite();
  const form = useRecordForm(publishForm, { slug });
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <FormDialog
      id="publish-form"
      title={republish ? "Publish Changes" : "Publish Website"}
      description={
        republish
          ? "Your changes replace the published site at once."
          : "Your site goes live at this address, for anyone to see."
      }
      submitLabel="Publish"
      busyLabel="Publishing…"
      busy={publish.isPending}
      onSubmit={form.handleSubmit(
        (input) =>
          publish.mutate(
            input.slug,
            form.saveCallbacks({ saved: SITE_MSG.published, failed: errorRow(SITE_MSG.publishError) }, onClose),
          ),
        publish.isPending,
      )}
      onClose={onClose}
    >
      <Field
        label="Site address"
        hint={`${origin}/sites/${form.values.slug || "your-company"}: lowercase letters, digits and hyphens.`}
        {...form.field("slug")}
      >
        <Input
          {...form.control("slug", form.hintOf("slug"))}
          maxLength={SITE_LIMITS.slugMax}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
        />
      </Field>
    </FormDialog>
  );
}
