import { createRequire } from "node:module";
import { siteFontOrDefault } from "./websites-page.css.ts";
import { SITE_FONTS, type SiteFont } from "./websites.constants.ts";

// The fonts of a published site, served from this server (no request to a font provider): the latin subset of
// @fontsource's files, weights 400 and 700 only. A page names its files under SITE_FONTS_PATH; the route serving
// them asks siteFontFile(name), which answers only names of this fixed list.

/** Where a published page asks for its font files: `GET /sites/_fonts/:file`. */
export const SITE_FONTS_PATH = "/sites/_fonts";

export const SITE_FONT_WEIGHTS = [400, 700] as const;
export type SiteFontWeight = (typeof SITE_FONT_WEIGHTS)[number];

/** One `@font-face` a page uses. */
export type SiteFontFace = { family: SiteFont; weight: SiteFontWeight; file: string; url: string };

const PACKAGE: Record<SiteFont, string> = {
  Inter: "@fontsource/inter",
  Roboto: "@fontsource/roboto",
  Poppins: "@fontsource/poppins",
};

/** The file name of a font at a weight, as @fontsource names it ("inter-latin-700-normal.woff2"). */
export const siteFontFileName = (family: SiteFont, weight: SiteFontWeight): string =>
  `${family.toLowerCase()}-latin-${weight}-normal.woff2`;

const fontFace = (family: SiteFont, weight: SiteFontWeight): SiteFontFace => {
  const file = siteFontFileName(family, weight);
  return { family, weight, file, url: `${SITE_FONTS_PATH}/${file}` };
};

/** Every file that may be served, by name: the allow-list (never a path taken from a request). */
const ALLOWED = new Map<string, string>(
  SITE_FONTS.flatMap((family) =>
    SITE_FONT_WEIGHTS.map(
      (weight) =>
        [siteFontFileName(family, weight), `${PACKAGE[family]}/files/${siteFontFileName(family, weight)}`] as const,
    ),
  ),
);

const resolvePackageFile = createRequire(import.meta.url).resolve;

/** The absolute path of an allowed font file inside node_modules, or null for any other name. */
export function siteFontFile(name: string): { path: string } | null {
  const specifier = ALLOWED.get(name);
  return specifier === undefined ? null : { path: resolvePackageFile(specifier) };
}

/** The names of every font file siteFontFile serves. */
export const siteFontFileNames = (): string[] => [...ALLOWED.keys()];

/** The font files a page with these fonts uses: each family once, at 400 and 700. */
export function siteFontFaces(fonts: { heading: string; body: string }): SiteFontFace[] {
  const families = [...new Set([siteFontOrDefault(fonts.heading), siteFontOrDefault(fonts.body)])];
  return families.flatMap((family) => SITE_FONT_WEIGHTS.map((weight) => fontFace(family, weight)));
}

/** The one file worth preloading: the heading font in bold, which the hero's heading (the largest text) uses. */
export const siteFontPreload = (fonts: { heading: string }): SiteFontFace =>
  fontFace(siteFontOrDefault(fonts.heading), 700);
