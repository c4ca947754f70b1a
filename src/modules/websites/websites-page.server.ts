import { createHash } from "node:crypto";
import { escapeHtml as esc } from "../../server/platform/html.ts";
import { siteFontFaces, siteFontPreload } from "./websites-fonts.server.ts";
import { sitePageCss } from "./websites-page.css.ts";
import { serviceIconSvg } from "./websites-page-icons.server.ts";
import {
  HERO_LAYOUTS,
  SITE_LAYOUTS,
  SITE_LIMITS,
  SITE_MSG,
  type HeroLayout,
  type SiteLayout,
} from "./websites.constants.ts";
import {
  isWebAddress,
  youtubeEmbedUrl,
  youtubeVideoId,
  type SiteContent,
  type SitePortfolioProject,
  type SiteService,
} from "./websites.rules.ts";

// A contractor's published site as one server-drawn HTML page (decision 0034): no script at all, one <style>
// element allowed by its hash, everything the contractor typed escaped, links only to http(s) addresses.

export type SitePageCompany = {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  hasLogo: boolean;
};
export type ContactState =
  | { kind: "idle" }
  | { kind: "sent" }
  | { kind: "error"; message: string; values: { name: string; email: string; phone: string; message: string } };
export type SitePageInput = {
  content: SiteContent;
  company: SitePageCompany;
  /** Where the page lives, e.g. "/sites/acme" (the contact form posts to `${base}/contact`, images come from imageUrl). */
  base: string;
  imageUrl: (photoId: string, size: "full" | "small") => string;
  /** null: no logo shown. */
  logoUrl: string | null;
  contact: ContactState;
  /** For the footer ©. */
  year: number;
  /** true for the builder's preview: the page is the same, with a noindex and a banner "Preview — not published yet". */
  preview?: boolean;
};

/** The widths of a photo's two sizes (decision 0026). */
const SMALL_WIDTH = 320;
const FULL_WIDTH = 1600;
const YOUTUBE_ORIGIN = "https://www.youtube-nocookie.com";
export const SITE_PREVIEW_BANNER = "Preview — not published yet";

/** The page's Content-Security-Policy: no script source at all, the one style block by its hash. */
export function sitePageCsp(css: string): string {
  const hash = createHash("sha256").update(css, "utf8").digest("base64");
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    "img-src 'self'",
    "font-src 'self'",
    `frame-src ${YOUTUBE_ORIGIN}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function renderSitePage(input: SitePageInput): { html: string; csp: string } {
  const { theme, hero } = input.content;
  const css = sitePageCss({ theme, hero, fontFaces: siteFontFaces(theme.fonts) });
  const layout: SiteLayout = (SITE_LAYOUTS as readonly string[]).includes(theme.layout) ? theme.layout : "modern";
  const html =
    `<!doctype html><html lang="en">${head(input, css)}<body class="l-${layout}">` +
    `<a class="skip" href="#main">Skip to content</a>${header(input)}` +
    `<main id="main">${heroSection(input)}${servicesSection(input.content.services)}${portfolioSection(input)}${contactSection(input)}</main>` +
    `${footer(input.company, input.year)}</body></html>`;
  return { html, csp: sitePageCsp(css) };
}

/** The hero's heading, or the company's name while the heading is still empty. */
const headingOf = ({ content, company }: SitePageInput) =>
  content.hero.heading.trim() || company.name.trim() || "Welcome";

function head(input: SitePageInput, css: string): string {
  const title = input.company.name.trim() || headingOf(input);
  const description = input.content.hero.subheading.trim();
  const font = siteFontPreload(input.content.theme.fonts);
  return (
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(title)}</title>` +
    (description ? `<meta name="description" content="${esc(description)}">` : "") +
    (input.preview ? `<meta name="robots" content="noindex">` : "") +
    `<link rel="preload" href="${esc(font.url)}" as="font" type="font/woff2" crossorigin>` +
    `<style>${css}</style></head>`
  );
}

function navLinks(content: SiteContent): string {
  const links: [string, string][] = [];
  if (content.services.length > 0) links.push(["services", "Services"]);
  if (content.portfolio.length > 0) links.push(["portfolio", "Portfolio"]);
  links.push(["contact", "Contact"]);
  return links.map(([id, label]) => `<a href="#${id}">${label}</a>`).join("");
}

function header(input: SitePageInput): string {
  const name = input.company.name.trim() || headingOf(input);
  const logo = input.logoUrl !== null ? `<img src="${esc(input.logoUrl)}" alt="">` : "";
  const banner = input.preview ? `<p class="preview">${SITE_PREVIEW_BANNER}</p>` : "";
  return (
    `<header class="top" id="top">${banner}<div class="wrap bar">` +
    `<a class="brand" href="#top">${logo}<span>${esc(name)}</span></a>` +
    `<nav class="nav" aria-label="Sections">${navLinks(input.content)}</nav></div></header>`
  );
}

/** `srcset` and `src` of a photo's two sizes. */
const photoSources = (input: SitePageInput, photoId: string) =>
  `src="${esc(input.imageUrl(photoId, "full"))}" srcset="${esc(input.imageUrl(photoId, "small"))} ${SMALL_WIDTH}w, ${esc(input.imageUrl(photoId, "full"))} ${FULL_WIDTH}w"`;

function heroVideo(input: SitePageInput, videoId: string): string {
  const title = `Video: ${headingOf(input)}`;
  return (
    `<div class="media"><iframe src="${esc(youtubeEmbedUrl(videoId))}" title="${esc(title)}" loading="lazy" ` +
    `allow="encrypted-media; fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" ` +
    `sandbox="allow-scripts allow-same-origin allow-presentation"></iframe></div>`
  );
}

/** The hero's picture: beside the text (half the width from 768 px), or behind it when centred. */
function heroPicture(input: SitePageInput, photoId: string, behind: boolean): string {
  const sizes = behind ? "100vw" : "(min-width: 768px) 50vw, 100vw";
  const img = `<img ${photoSources(input, photoId)} sizes="${sizes}" alt="" fetchpriority="high"${behind ? ` class="backdrop"` : ""}>`;
  return behind ? img : `<div class="media">${img}</div>`;
}

function heroSection(input: SitePageInput): string {
  const hero = input.content.hero;
  const layout: HeroLayout = (HERO_LAYOUTS as readonly string[]).includes(hero.layout) ? hero.layout : "image-right";
  const videoId = hero.backgroundVideo ? youtubeVideoId(hero.backgroundVideo) : null;
  const photoId = videoId === null ? hero.backgroundImage : null;
  const centered = layout === "centered";
  const behind = centered && photoId !== null;
  const media =
    videoId !== null ? heroVideo(input, videoId) : photoId !== null ? heroPicture(input, photoId, behind) : "";
  const classes = ["hero", `hero-${layout}`, !centered && media ? "hero-split" : "", behind ? "hero-behind" : ""]
    .filter(Boolean)
    .join(" ");
  const subheading = hero.subheading.trim() ? `<p>${esc(hero.subheading)}</p>` : "";
  const cta = hero.ctaText.trim() ? `<a class="cta" href="#contact">${esc(hero.ctaText)}</a>` : "";
  const text = `<div><h1 id="hero-title">${esc(headingOf(input))}</h1>${subheading}${cta}</div>`;
  return `<section class="${classes}" aria-labelledby="hero-title">${behind ? media : ""}<div class="wrap">${text}${behind ? "" : media}</div></section>`;
}

const serviceCard = (service: SiteService) =>
  `<li class="card"><span class="icon">${serviceIconSvg(service.icon)}</span><h3>${esc(service.title)}</h3><p>${esc(service.description)}</p></li>`;

function servicesSection(services: SiteService[]): string {
  if (services.length === 0) return "";
  return `<section class="section services" id="services" aria-labelledby="services-title"><div class="wrap"><h2 id="services-title">Services</h2><ul class="grid">${services.map(serviceCard).join("")}</ul></div></section>`;
}

/** The address a visitor may follow (http or https, as the browser would read it), or null. */
export function webHref(url: string): string | null {
  const trimmed = url.trim();
  return trimmed !== "" && isWebAddress(trimmed) ? new URL(trimmed).href : null;
}

const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/** A company's website as a link: an http(s) address, or a bare domain ("acme.com") read as https. */
export function websiteHref(website: string): string | null {
  const trimmed = website.trim();
  return webHref(trimmed) ?? (BARE_DOMAIN.test(trimmed) ? webHref(`https://${trimmed}`) : null);
}

const PORTFOLIO_SIZES = "(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw";

function projectCard(input: SitePageInput, project: SitePortfolioProject): string {
  const image =
    project.image !== null
      ? `<img ${photoSources(input, project.image)} sizes="${PORTFOLIO_SIZES}" alt="${esc(project.title)}" loading="lazy" decoding="async">`
      : "";
  const href = webHref(project.projectUrl);
  const link =
    href !== null
      ? `<a class="more" href="${esc(href)}" target="_blank" rel="noopener noreferrer nofollow">View project<span class="sr-only">: ${esc(project.title)} (opens in a new tab)</span></a>`
      : "";
  return `<li class="card">${image}<div class="body"><p class="cat">${esc(project.category)}</p><h3>${esc(project.title)}</h3><p>${esc(project.description)}</p>${link}</div></li>`;
}

function portfolioSection(input: SitePageInput): string {
  const projects = input.content.portfolio;
  if (projects.length === 0) return "";
  return `<section class="section work" id="portfolio" aria-labelledby="portfolio-title"><div class="wrap"><h2 id="portfolio-title">Portfolio</h2><ul class="grid">${projects.map((p) => projectCard(input, p)).join("")}</ul></div></section>`;
}

/** A phone number as a tel: address (digits and a leading +), or null when it holds no digits. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** An e-mail address as a mailto: address, or null when it is not a plain address. */
export const mailtoHref = (email: string): string | null =>
  EMAIL.test(email.trim()) ? `mailto:${email.trim()}` : null;

const linkOr = (href: string | null, text: string) =>
  href !== null ? `<a href="${esc(href)}">${esc(text)}</a>` : esc(text);

function contactDetails(company: SitePageCompany): string {
  const lines = [
    company.phone.trim() ? `<p>Phone: ${linkOr(telHref(company.phone), company.phone.trim())}</p>` : "",
    company.email.trim() ? `<p>E-mail: ${linkOr(mailtoHref(company.email), company.email.trim())}</p>` : "",
    company.address.trim() ? `<p class="lines">${esc(company.address.trim())}</p>` : "",
  ].join("");
  return lines ? `<address class="details">${lines}</address>` : "";
}

function contactNotice(contact: ContactState): string {
  if (contact.kind === "sent") return `<p class="notice ok" role="status">${esc(SITE_MSG.contactSent)}</p>`;
  if (contact.kind === "error") return `<p class="notice err" role="alert">${esc(contact.message)}</p>`;
  return "";
}

type FieldSpec = {
  key: "name" | "email" | "phone";
  label: string;
  type: string;
  autocomplete: string;
  max: number;
  required: boolean;
};
const FIELDS: FieldSpec[] = [
  { key: "name", label: "Name", type: "text", autocomplete: "name", max: SITE_LIMITS.contactNameMax, required: true },
  {
    key: "email",
    label: "E-mail",
    type: "email",
    autocomplete: "email",
    max: SITE_LIMITS.contactEmailMax,
    required: true,
  },
  { key: "phone", label: "Phone", type: "tel", autocomplete: "tel", max: SITE_LIMITS.contactPhoneMax, required: false },
];

function inputField(field: FieldSpec, value: string): string {
  const id = `contact-${field.key}`;
  const label = field.required ? field.label : `${field.label} <span class="opt">(optional)</span>`;
  return (
    `<div><label for="${id}">${label}</label><input id="${id}" name="${field.key}" type="${field.type}" ` +
    `autocomplete="${field.autocomplete}" maxlength="${field.max}"${field.required ? " required" : ""} value="${esc(value)}"></div>`
  );
}

function contactForm(input: SitePageInput): string {
  const values =
    input.contact.kind === "error" ? input.contact.values : { name: "", email: "", phone: "", message: "" };
  return (
    // "#contact": the page answering the post opens at its notice, not at the top.
    `<form method="post" action="${esc(`${input.base}/contact#contact`)}">` +
    FIELDS.map((f) => inputField(f, values[f.key])).join("") +
    `<div><label for="contact-message">Message</label><textarea id="contact-message" name="message" rows="6" maxlength="${SITE_LIMITS.contactMessageMax}" required>${esc(values.message)}</textarea></div>` +
    `<div class="hp" aria-hidden="true"><label for="contact-company-website">Leave this field empty</label>` +
    `<input id="contact-company-website" name="company_website" type="text" tabindex="-1" autocomplete="off" value=""></div>` +
    `<button type="submit">Send message</button></form>`
  );
}

function contactSection(input: SitePageInput): string {
  const details = contactDetails(input.company);
  const form = `<div>${contactNotice(input.contact)}${contactForm(input)}</div>`;
  return (
    `<section class="section contact" id="contact" aria-labelledby="contact-title"><div class="wrap"><h2 id="contact-title">Contact</h2>` +
    `${details ? `<div class="cols">${details}${form}</div>` : form}</div></section>`
  );
}

function footer(company: SitePageCompany, year: number): string {
  const name = company.name.trim();
  const website = company.website.trim();
  const rows = [
    name ? `<p class="name">${esc(name)}</p>` : "",
    company.address.trim() ? `<p class="lines">${esc(company.address.trim())}</p>` : "",
    company.phone.trim() ? `<p>${linkOr(telHref(company.phone), company.phone.trim())}</p>` : "",
    company.email.trim() ? `<p>${linkOr(mailtoHref(company.email), company.email.trim())}</p>` : "",
    website ? `<p>${linkOr(websiteHref(website), website)}</p>` : "",
    `<p>© ${Math.trunc(year)}${name ? ` ${esc(name)}` : ""}</p>`,
  ].join("");
  return `<footer class="foot"><div class="wrap">${rows}</div></footer>`;
}
