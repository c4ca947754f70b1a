import {
  DEFAULT_COLORS,
  DEFAULT_HERO_BUTTON_COLOR,
  DEFAULT_HERO_TEXT_COLOR,
  SITE_FONTS,
  type SiteFont,
} from "./websites.constants.ts";
import type { SiteTheme } from "./websites.rules.ts";

// The one stylesheet of a published site (inlined in its one <style> element, whose hash the page's CSP allows).
// Nothing the contractor typed reaches it: only colours that pass COLOR and the three allowed font names.

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour as #RRGGBB, or the fallback when it is anything else. */
export const siteColor = (value: string, fallback: string): string =>
  COLOR.test(value) ? value.toLowerCase() : fallback;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const INK = "#111827";
/** White or near-black, whichever reads better on a background #RRGGBB (a button's label, a coloured bar's links). */
export function textOn(background: string): string {
  const bg = luminance(background);
  return contrast(1, bg) >= contrast(luminance(INK), bg) ? "#ffffff" : INK;
}

const isSiteFont = (name: string): name is SiteFont => (SITE_FONTS as readonly string[]).includes(name);

/** A font of the allowed three; anything else reads as Inter. */
export const siteFontOrDefault = (name: string): SiteFont => (isSiteFont(name) ? name : "Inter");

const FALLBACK_STACK = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const fontStack = (family: string) => `"${siteFontOrDefault(family)}",${FALLBACK_STACK}`;

export type SiteCssFontFace = { family: string; weight: number; url: string };

const fontFaceRule = (f: SiteCssFontFace) =>
  `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:swap;src:url(${f.url}) format("woff2")}`;

export type SiteCssInput = {
  theme: SiteTheme;
  hero: { textColor: string; buttonColor: string };
  /** The faces the page uses (fixed file names from websites-fonts.server.ts). */
  fontFaces: SiteCssFontFace[];
};

function variables({ theme, hero }: SiteCssInput): string {
  const primary = siteColor(theme.colors.primary, DEFAULT_COLORS.primary);
  const secondary = siteColor(theme.colors.secondary, DEFAULT_COLORS.secondary);
  const accent = siteColor(theme.colors.accent, DEFAULT_COLORS.accent);
  const button = siteColor(hero.buttonColor, DEFAULT_HERO_BUTTON_COLOR);
  const vars: Record<string, string> = {
    p: primary,
    pt: textOn(primary),
    s: secondary,
    st: textOn(secondary),
    a: accent,
    ht: siteColor(hero.textColor, DEFAULT_HERO_TEXT_COLOR),
    bb: button,
    bt: textOn(button),
    fh: fontStack(theme.fonts.heading),
    fb: fontStack(theme.fonts.body),
  };
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `--${name}:${value}`)
    .join(";")};--ink:${INK};--muted:#4b5563;--line:#e5e7eb;--soft:#f3f4f6;--r:12px}`;
}

const BASE = [
  "*,*::before,*::after{box-sizing:border-box}",
  "html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}",
  "@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}",
  "body{margin:0;font:1rem/1.6 var(--fb);color:var(--ink);background:#fff;overflow-wrap:anywhere}",
  "h1,h2,h3{font-family:var(--fh);font-weight:700;line-height:1.2;margin:0 0 .5em}",
  "h3{font-size:1.25rem}",
  "img{display:block;max-width:100%}",
  "a{color:var(--p)}",
  ":focus-visible{outline:3px solid var(--a);outline-offset:2px}",
  ".wrap{max-width:72rem;margin:0 auto;padding:0 1.25rem}",
  ".skip{position:absolute;left:-10000px;top:0}",
  ".skip:focus{left:1rem;top:1rem;z-index:10;background:#fff;color:var(--ink);padding:.5rem 1rem}",
  ".sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}",
  ".hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}",
  ".preview{margin:0;padding:.5rem 1rem;text-align:center;font-weight:700;background:#fef3c7;color:#78350f}",
  "section[id]{scroll-margin-top:1rem}",
];

const HEADER = [
  ".top{background:#fff;border-bottom:1px solid var(--line)}",
  ".bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1.5rem;padding-block:.75rem}",
  ".brand{display:flex;align-items:center;gap:.75rem;color:var(--ink);text-decoration:none;font:700 1.125rem/1.2 var(--fh)}",
  ".brand img{height:2.5rem;width:auto;max-width:10rem;object-fit:contain}",
  ".nav{display:flex;flex-wrap:wrap;gap:0 1rem}",
  ".nav a{display:inline-block;padding:.5rem .25rem;color:var(--ink);font-weight:600;text-decoration:none}",
  ".nav a:hover{color:var(--p);text-decoration:underline}",
];

const HERO = [
  ".hero{position:relative;overflow:hidden;background:linear-gradient(135deg,var(--p),var(--s));color:var(--ht)}",
  ".hero>.wrap{display:grid;gap:2rem;align-items:center;padding-block:3.5rem}",
  ".hero h1{font-size:clamp(2rem,4vw + 1rem,3.5rem)}",
  ".hero p{max-width:40rem;margin:0 0 1.5rem;font-size:1.125rem}",
  ".hero :focus-visible{outline-color:var(--ht)}",
  ".cta{display:inline-block;max-width:100%;padding:.875rem 1.5rem;border-radius:.5rem;background:var(--bb);color:var(--bt);font-weight:700;text-decoration:none}",
  ".cta:hover{text-decoration:underline}",
  ".media img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--r)}",
  ".media iframe{display:block;width:100%;height:auto;aspect-ratio:16/9;border:0;border-radius:var(--r)}",
  "@media (min-width:768px){.hero-split>.wrap{grid-template-columns:1fr 1fr}.hero-image-left .media{order:-1}}",
  ".hero-centered>.wrap{justify-items:center;text-align:center}",
  ".hero-centered p{margin-inline:auto}",
  ".hero-centered .media{width:100%;max-width:48rem}",
  ".backdrop{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}",
  '.hero-behind::after{content:"";position:absolute;inset:0;background:rgba(0,0,0,.55)}',
  ".hero-behind>.wrap{position:relative;z-index:1;padding-block:6rem}",
];

const SECTIONS = [
  ".section{padding-block:3.5rem}",
  ".section h2{font-size:clamp(1.625rem,2vw + 1rem,2.25rem);margin-bottom:1.5rem}",
  ".grid{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}",
  ".card{padding:1.5rem;background:#fff}",
  ".card p{margin:0;color:var(--muted)}",
  ".icon{display:inline-flex;margin-bottom:1rem;padding:.625rem;border-radius:var(--r);background:var(--soft);color:var(--p)}",
  ".work .card{display:flex;flex-direction:column;padding:0;overflow:hidden}",
  ".work img{width:100%;aspect-ratio:4/3;object-fit:cover}",
  ".work .body{display:flex;flex-direction:column;gap:.5rem;flex:1;padding:1.25rem}",
  ".work h3{margin:0}",
  ".work .cat{font-size:.8125rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase}",
  ".work .more{margin-top:auto;padding-top:.5rem;font-weight:700}",
];

const CONTACT = [
  ".cols{display:grid;gap:2rem}",
  "@media (min-width:768px){.cols{grid-template-columns:1fr 1.5fr}}",
  ".details{font-style:normal}",
  ".details p{margin:0 0 .75rem}",
  ".lines{white-space:pre-line}",
  "form{display:grid;gap:1rem}",
  "label{display:block;margin-bottom:.25rem;font-weight:600}",
  ".opt{font-weight:400;color:var(--muted)}",
  "input,textarea{width:100%;padding:.75rem;border:1px solid #6b7280;border-radius:.375rem;font:inherit;color:var(--ink);background:#fff}",
  "input:focus-visible,textarea:focus-visible{outline-offset:1px;border-color:var(--p)}",
  "textarea{min-height:8rem;resize:vertical}",
  "button{justify-self:start;padding:.875rem 1.5rem;border:0;border-radius:.5rem;font:inherit;font-weight:700;color:var(--pt);background:var(--p);cursor:pointer}",
  ".notice{margin:0 0 1rem;padding:1rem;border:1px solid;border-radius:.5rem}",
  ".ok{background:#ecfdf5;border-color:#6ee7b7;color:#065f46}",
  ".err{background:#fef2f2;border-color:#fca5a5;color:#991b1b}",
];

const FOOTER = [
  ".foot{padding-block:2.5rem;font-size:.9375rem;background:#111827;color:#e5e7eb}",
  ".foot p{margin:0 0 .375rem}",
  ".foot a{color:#fff}",
  ".foot .name{font:700 1.125rem/1.3 var(--fh);margin-bottom:.75rem}",
];

/** Modern: a bold full-width coloured hero, rounded shadowed cards on a tinted band. */
const MODERN = [
  ".l-modern .top{border:0;box-shadow:0 1px 4px rgba(0,0,0,.08)}",
  ".l-modern .hero>.wrap{padding-block:5rem}",
  ".l-modern .hero h1{font-size:clamp(2.25rem,5vw + 1rem,4rem);letter-spacing:-.02em}",
  ".l-modern .services{background:var(--soft)}",
  ".l-modern .card{border-radius:var(--r);box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}",
  ".l-modern .icon{background:var(--p);color:var(--pt)}",
  ".l-modern .cta{border-radius:999px}",
];

/** Classic: a darker header, centred section titles over a rule, bordered square-cornered cards. */
const CLASSIC = [
  ".l-classic{--r:4px}",
  ".l-classic .top{border:0;background:var(--s)}",
  ".l-classic .top a{color:var(--st)}",
  ".l-classic .hero{background:var(--p)}",
  ".l-classic .section h2{text-align:center}",
  '.l-classic .section h2::after{content:"";display:block;width:3rem;height:3px;margin:.75rem auto 0;background:var(--a)}',
  ".l-classic .card{border:1px solid var(--line);border-radius:var(--r)}",
  ".l-classic .cta,.l-classic button{border-radius:var(--r)}",
  ".l-classic .foot{text-align:center}",
];

/** Minimal: white, thin rules, more whitespace, no shadows, no rounding. */
const MINIMAL = [
  ".l-minimal{--r:0}",
  ".l-minimal .hero{background:var(--s)}",
  ".l-minimal .section{padding-block:5rem}",
  ".l-minimal .section+.section{border-top:1px solid var(--line)}",
  ".l-minimal .section h2{font-weight:400;letter-spacing:-.01em}",
  ".l-minimal .grid{gap:2.5rem}",
  ".l-minimal .card{padding:1.5rem 0 0;border-top:1px solid var(--ink)}",
  ".l-minimal .work .body{padding-inline:0}",
  ".l-minimal .icon{padding:0;background:none}",
  ".l-minimal .cta,.l-minimal button{border-radius:0}",
  ".l-minimal .foot{background:#fff;color:var(--muted);border-top:1px solid var(--line)}",
  ".l-minimal .foot a{color:var(--ink)}",
];

const RULES = [...BASE, ...HEADER, ...HERO, ...SECTIONS, ...CONTACT, ...FOOTER, ...MODERN, ...CLASSIC, ...MINIMAL].join(
  "",
);

/** The page's stylesheet: its font faces, the site's colours and fonts as custom properties, then the fixed rules. */
export function sitePageCss(input: SiteCssInput): string {
  return input.fontFaces.map(fontFaceRule).join("") + variables(input) + RULES;
}
