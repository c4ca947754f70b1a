import type { FormEvent } from "react";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { HERO_LAYOUT_LABELS, HERO_LAYOUTS, SITE_LIMITS, SITE_MSG } from "../websites.constants.ts";
import { youtubeVideoId, type SiteHero } from "../websites.rules.ts";
import { useChangeDraft } from "../websites-api.ts";
import { heroForm, initialHeroValues } from "./hero-form.ts";
import { ColorField } from "./ColorField.tsx";
import { SiteImageField } from "./SiteImageField.tsx";

/** Edit Hero (spec §3, §5): heading, subheading, button text, where the picture sits, colours, and a picture or a YouTube video. */
export function HeroDialog({ hero, onClose }: { hero: SiteHero; onClose: () => void }) {
  const save = useChangeDraft();
  const videoTyped = (value: string) => value.trim() !== "" && youtubeVideoId(value) === null;
  const form = useRecordForm(heroForm, initialHeroValues(hero));
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { hero: input },
        form.saveCallbacks({ saved: SITE_MSG.heroSaved, failed: SITE_MSG.saveError }, onClose),
      ),
    save.isPending,
  );
  const onSubmit = (e: FormEvent) => {
    if (videoTyped(form.values.backgroundVideo)) {
      e.preventDefault();
      form.setErrors({ backgroundVideo: SITE_MSG.invalidYoutube });
      toast.error(SITE_MSG.invalidUrlTitle, SITE_MSG.invalidYoutube);
      return;
    }
    submit(e);
  };
  // Spec §4: a picture clears the video; a valid video address clears the picture.
  const setImage = (id: string) => {
    form.setValue("backgroundImage", id);
    if (id) form.setValue("backgroundVideo", "");
  };
  const setVideo = (url: string) => {
    form.setValue("backgroundVideo", url);
    if (youtubeVideoId(url) !== null) form.setValue("backgroundImage", "");
  };

  return (
    <FormDialog
      id="hero-form"
      title="Edit Hero Section"
      description="The banner visitors see first."
      size="lg"
      submitLabel="Save Hero"
      busyLabel="Saving…"
      busy={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="space-y-4">
        <Field label="Heading" {...form.field("heading")}>
          <Input {...form.control("heading")} maxLength={SITE_LIMITS.headingMax} required />
        </Field>
        <Field label="Subheading" {...form.field("subheading")}>
          <Textarea {...form.control("subheading")} maxLength={SITE_LIMITS.subheadingMax} rows={2} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Button text" {...form.field("ctaText")}>
            <Input {...form.control("ctaText")} maxLength={SITE_LIMITS.ctaMax} placeholder="Get a Free Estimate" />
          </Field>
          <Field label="Layout" {...form.field("layout")}>
            <Select {...form.control("layout")}>
              {HERO_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {HERO_LAYOUT_LABELS[layout]}
                </option>
              ))}
            </Select>
          </Field>
          <ColorField label="Text colour" {...form.field("textColor")} control={form.control("textColor")} />
          <ColorField label="Button colour" {...form.field("buttonColor")} control={form.control("buttonColor")} />
        </div>
        <SiteImageField
          use="hero"
          id="hero-image"
          label="Background picture"
          imageId={form.values.backgroundImage}
          onChange={setImage}
        />
        <Field
          label="YouTube video address"
          hint="Instead of a picture: a youtube.com/watch?v=… or youtu.be/… address."
          {...form.field("backgroundVideo")}
        >
          <Input
            {...form.control("backgroundVideo", form.hintOf("backgroundVideo"))}
            type="url"
            inputMode="url"
            maxLength={SITE_LIMITS.urlMax}
            onChange={(e) => setVideo(e.target.value)}
          />
        </Field>
      </div>
    </FormDialog>
  );
}
