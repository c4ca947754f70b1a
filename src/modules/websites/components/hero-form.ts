import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { siteHero } from "../websites.contract.ts";
import type { SiteHero } from "../websites.rules.ts";

const KEYS = [
  "heading",
  "subheading",
  "ctaText",
  "layout",
  "textColor",
  "buttonColor",
  "backgroundImage",
  "backgroundVideo",
] as const;
export type HeroFormKey = (typeof KEYS)[number];

/** The Hero dialog (spec §5): heading required, a picture or a YouTube video. */
export const heroForm: FormSpec<HeroFormKey, SiteHero> = {
  keys: KEYS,
  idPrefix: "hero",
  parse: (values) => siteHero.safeParse({ ...values, backgroundImage: values.backgroundImage || null }),
};

export const initialHeroValues = (hero: SiteHero): FormValues<HeroFormKey> => ({
  ...hero,
  backgroundImage: hero.backgroundImage ?? "",
});
