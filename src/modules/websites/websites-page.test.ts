import { createHash } from "node:crypto";
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { siteFontFile, siteFontFileNames } from "./websites-fonts.server.ts";
import {
  renderSitePage,
  websiteHref,
  type ContactState,
  type SitePageCompany,
  type SitePageInput,
} from "./websites-page.server.ts";
import { DEFAULT_COLORS, SITE_MSG, type HeroLayout, type SiteLayout } from "./websites.constants.ts";
import { emptySiteContent, type SiteContent, type SiteService } from "./websites.rules.ts";

// The published page drawn from what a contractor typed: inert whatever they typed, one hashed style block and no
// script, the right sections, small enough.

const XSS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  "</style><script>alert(2)</script>",
  "</textarea><script>alert(3)</script>",
  "javascript:alert(1)",
  "&lt;b&gt; &#x3C;script",
].join(" ");
const ESCAPED_XSS = XSS.replace(/&/g, "&amp;")
  .replace(/</g, "&lt;")
  .replace(/>/g, "&gt;")
  .replace(/"/g, "&quot;")
  .replace(/'/g, "&#39;");
const BAD_URL = "javascript:alert(1)";
const ICONS = ["Zap", "Hammer", "Paintbrush", "Home", "Building", "Wrench"] as const;

const imageUrl = (id: string, size: "full" | "small") => `/img/${id}/${size}`;

function xssContent(layout: SiteLayout = "modern", heroLayout: HeroLayout = "image-right"): SiteContent {
  const content = emptySiteContent();
  return {
    ...content,
    theme: {
      colors: { primary: XSS, secondary: "#12345", accent: "red;}</style><script>" },
      fonts: { heading: XSS, body: "Comic Sans" },
      layout,
    } as unknown as SiteContent["theme"],
    hero: {
      ...content.hero,
      heading: XSS,
      subheading: XSS,
      ctaText: XSS,
      backgroundImage: XSS,
      layout: heroLayout,
      textColor: XSS,
      buttonColor: "#fff;x",
    },
    services: [
      { id: XSS, title: XSS, description: XSS, icon: XSS } as unknown as SiteService,
      ...ICONS.map((icon, i) => ({ id: `s${i}`, title: XSS, description: XSS, icon })),
    ],
    portfolio: [
      { id: "p1", title: XSS, description: XSS, category: XSS, image: XSS, projectUrl: BAD_URL },
      { id: "p2", title: XSS, description: XSS, category: XSS, image: null, projectUrl: ` ${BAD_URL}` },
      {
        id: "p3",
        title: XSS,
        description: XSS,
        category: XSS,
        image: "photo-3",
        projectUrl: `https://example.com/"><script>alert(1)</script>`,
      },
      {
        id: "p4",
        title: XSS,
        description: XSS,
        category: XSS,
        image: null,
        projectUrl: "data:text/html,<script>alert(1)</script>",
      },
      { id: "p5", title: XSS, description: XSS, category: XSS, image: null, projectUrl: XSS },
    ],
  };
}

const xssCompany: SitePageCompany = {
  name: XSS,
  address: XSS,
  phone: XSS,
  email: XSS,
  website: BAD_URL,
  hasLogo: true,
};
const xssError: ContactState = {
  kind: "error",
  message: XSS,
  values: { name: XSS, email: XSS, phone: XSS, message: XSS },
};

function page(overrides: Partial<SitePageInput> = {}): SitePageInput {
  return {
    content: xssContent(),
    company: xssCompany,
    base: "/sites/acme",
    imageUrl,
    logoUrl: "/logo/acme",
    contact: xssError,
    year: 2025,
    ...overrides,
  };
}

// --- A strict reader of the page: every "<" must open a well-formed tag (the contractor's text is escaped, so a
// stray "<" is a failure), attributes only bare or double-quoted.

type Element = { name: string; attrs: Map<string, string> };
type Parsed = { elements: Element[]; styles: string[]; text: string };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:="[^"<>]*")?)*)\s*\/?>/y;
const ATTR = /\s+([^\s"'<>/=]+)(?:="([^"]*)")?/g;
const decode = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? "",
  );

function parse(html: string): Parsed {
  expect(html.startsWith("<!doctype html>")).toBe(true);
  const elements: Element[] = [];
  const styles: string[] = [];
  let text = "";
  let at = "<!doctype html>".length;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    text += html.slice(at, lt === -1 ? html.length : lt);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(html);
    if (!m) throw new Error(`stray "<" at ${lt}: ${html.slice(lt, lt + 60)}`);
    const [whole, closing, name = "", attrText = ""] = m;
    at = lt + whole.length;
    if (closing) continue;
    const attrs = new Map<string, string>();
    for (const a of attrText.matchAll(ATTR)) {
      const key = (a[1] ?? "").toLowerCase();
      expect(attrs.has(key), `duplicate attribute ${key} on <${name}>`).toBe(false);
      attrs.set(key, decode(a[2] ?? ""));
    }
    elements.push({ name: name.toLowerCase(), attrs });
    if (name.toLowerCase() === "style") {
      const end = html.indexOf("</style>", at);
      styles.push(html.slice(at, end));
      at = end;
    }
  }
  return { elements, styles, text };
}

const ALLOWED_TAGS = new Set(
  "html head meta title link style body a header p div span img nav main section h1 h2 h3 ul li iframe address form label input textarea button footer svg path circle rect line polyline polygon".split(
    " ",
  ),
);
const SAFE_HREF = /^(#[a-z-]+|\/[^/\\]|https?:\/\/|tel:\+?\d+$|mailto:[^?&]+$)/;

function expectInert(html: string): Parsed {
  const parsed = parse(html);
  for (const el of parsed.elements) {
    expect(ALLOWED_TAGS.has(el.name), `<${el.name}>`).toBe(true);
    for (const [key, value] of el.attrs) {
      expect(key, `${key} on <${el.name}>`).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/);
      if (key === "href") expect(value, `href ${value}`).toMatch(SAFE_HREF);
      if (key === "src" || key === "action") expect(value.toLowerCase()).not.toMatch(/^\s*(javascript|data|vbscript):/);
    }
  }
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/href="\s*javascript:/i);
  expect(html).not.toMatch(/\sstyle="/i);
  expect(parsed.styles).toHaveLength(1);
  expect(parsed.styles[0]).not.toMatch(/alert|<|script|Comic/);
  return parsed;
}

const cspStyleHash = (csp: string) => /style-src 'sha256-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("renderSitePage: what the contractor typed stays inert", () => {
  const layouts: SiteLayout[] = ["modern", "classic", "minimal"];
  const heroLayouts: HeroLayout[] = ["image-right", "image-left", "centered"];
  for (const layout of layouts)
    for (const heroLayout of heroLayouts)
      it(`in every text field (${layout}, ${heroLayout})`, () => {
        const { html, csp } = renderSitePage(
          page({ content: xssContent(layout, heroLayout), preview: layout === "classic" }),
        );
        const parsed = expectInert(html);
        expect(parsed.text).toContain(ESCAPED_XSS);
        expect(cspStyleHash(csp)).toBe(sha256(parsed.styles[0] ?? ""));
      });

  it("escapes the typed values in the form's attributes and textarea, and the error in an alert", () => {
    const { html } = renderSitePage(page());
    const { elements } = expectInert(html);
    const input = (name: string) => elements.find((e) => e.name === "input" && e.attrs.get("name") === name);
    expect(input("name")?.attrs.get("value")).toBe(XSS);
    expect(input("email")?.attrs.get("value")).toBe(XSS);
    expect(input("phone")?.attrs.get("value")).toBe(XSS);
    expect(html).toContain(`<textarea id="contact-message"`);
    expect(html).toMatch(/<p class="notice err" role="alert">&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });

  it("links only to http(s) addresses; a bad project address or website shows no link", () => {
    const { html } = renderSitePage(page());
    const { elements } = parse(html);
    const external = elements.filter((e) => e.name === "a" && /^https?:/.test(e.attrs.get("href") ?? ""));
    expect(external.map((a) => a.attrs.get("href"))).toEqual([
      "https://example.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E",
    ]);
    expect(external[0]?.attrs.get("rel")).toBe("noopener noreferrer nofollow");
    expect(external[0]?.attrs.get("target")).toBe("_blank");
    expect(html).toContain("View project");
    expect(html.match(/View project/g)).toHaveLength(1);
  });

  it("falls back to the default colours and font for anything that is not #RRGGBB or an allowed font", () => {
    const { html } = renderSitePage(page());
    const css = parse(html).styles[0] ?? "";
    expect(css).toContain(`--p:${DEFAULT_COLORS.primary}`);
    expect(css).toContain(`--s:${DEFAULT_COLORS.secondary}`);
    expect(css).toContain(`--a:${DEFAULT_COLORS.accent}`);
    expect(css).toContain(`--fh:"Inter"`);
    expect(css.match(/@font-face/g)).toHaveLength(2);
  });
});

// --- A typical page: the hero, six services, twelve projects.

const TYPICAL_COMPANY: SitePageCompany = {
  name: "Acme Builders, LLC",
  address: "1200 Main Street\nSpringfield, IL 62701",
  phone: "(555) 010-4477",
  email: "office@acme-builders.example",
  website: "acme-builders.example",
  hasLogo: true,
};

function typicalContent(overrides: Partial<SiteContent> = {}): SiteContent {
  const content = emptySiteContent();
  return {
    ...content,
    template: "general-contractor",
    theme: {
      colors: { primary: "#0F766E", secondary: "#134E4A", accent: "#F59E0B" },
      fonts: { heading: "Poppins", body: "Inter" },
      layout: "modern",
    },
    hero: {
      ...content.hero,
      heading: "Built right, on time, on budget",
      subheading:
        "Quality construction, honest estimates and crews who show up. Tell us about your project and get a free estimate within two days.",
      ctaText: "Get a Free Estimate",
      backgroundImage: "0b7e8c0e-6d7a-4a8f-9d3e-2f1c5b9a7e11",
    },
    services: ICONS.map((icon, i) => ({
      id: `service-${i}`,
      title: ["Electrical", "Framing", "Painting", "Home Remodels", "Commercial Builds", "Repairs"][i] ?? "Service",
      description:
        "From the first walk-through to the final inspection, one crew runs the whole job with a fixed price and a clear schedule.",
      icon,
    })),
    portfolio: Array.from({ length: 12 }, (_, i) => ({
      id: `project-${i}`,
      title: `Lakeside kitchen remodel no. ${i + 1}`,
      description:
        "A 1970s kitchen opened to the living room: new island, quartz counters, custom cabinets and under-cabinet lighting, finished in five weeks.",
      image: `3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e${String(i).padStart(2, "0")}`,
      category: i % 2 ? "Residential" : "Commercial",
      projectUrl: i % 3 === 0 ? `https://acme-builders.example/projects/${i}` : "",
    })),
    ...overrides,
  };
}

function typical(overrides: Partial<SitePageInput> = {}): SitePageInput {
  return {
    content: typicalContent(),
    company: TYPICAL_COMPANY,
    base: "/sites/acme",
    imageUrl: (id, size) => `/api/websites/images/${encodeURIComponent(id)}?size=${size}`,
    logoUrl: "/api/websites/logo/acme",
    contact: { kind: "idle" },
    year: 2025,
    ...overrides,
  };
}

describe("renderSitePage: the page", () => {
  it("is a complete, accessible document", () => {
    const { html } = renderSitePage(typical());
    const { elements } = expectInert(html);
    expect(html).toContain(`<html lang="en">`);
    expect(html).toContain(`<meta name="viewport" content="width=device-width, initial-scale=1">`);
    expect(html).toContain(`<title>Acme Builders, LLC</title>`);
    expect(html).toContain(`<meta name="description" content="Quality construction, honest estimates`);
    expect(html).not.toContain("noindex");
    expect(html).not.toContain("Preview");
    for (const landmark of ["header", "main", "footer", "nav"])
      expect(elements.filter((e) => e.name === landmark)).toHaveLength(1);
    expect(elements.filter((e) => e.name === "h1")).toHaveLength(1);
    expect(html).toContain(`<h1 id="hero-title">Built right, on time, on budget</h1>`);
    const ids = new Set(elements.map((e) => e.attrs.get("id")));
    for (const field of elements.filter((e) => e.name === "input" || e.name === "textarea")) {
      const id = field.attrs.get("id") ?? "";
      expect(
        elements.some((e) => e.name === "label" && e.attrs.get("for") === id),
        `label for ${id}`,
      ).toBe(true);
    }
    for (const a of elements.filter((e) => e.name === "a" && e.attrs.get("href")?.startsWith("#")))
      expect(ids.has(a.attrs.get("href")?.slice(1))).toBe(true);
    const images = elements.filter((e) => e.name === "img");
    for (const img of images) expect(img.attrs.has("alt")).toBe(true);
    expect(images.filter((i) => i.attrs.get("alt") === "Lakeside kitchen remodel no. 1")).toHaveLength(1);
    expect(parse(html).styles[0]).toContain(":focus-visible{outline:3px solid");
  });

  it("draws the hero picture with both sizes, eagerly, and the portfolio's lazily", () => {
    const { html } = renderSitePage(typical());
    const imgs = parse(html).elements.filter((e) => e.name === "img");
    const hero = imgs.find((i) => i.attrs.get("fetchpriority") === "high");
    expect(hero?.attrs.get("srcset")).toBe(
      "/api/websites/images/0b7e8c0e-6d7a-4a8f-9d3e-2f1c5b9a7e11?size=small 320w, /api/websites/images/0b7e8c0e-6d7a-4a8f-9d3e-2f1c5b9a7e11?size=full 1600w",
    );
    expect(hero?.attrs.get("alt")).toBe("");
    expect(hero?.attrs.get("sizes")).toBe("(min-width: 768px) 50vw, 100vw");
    expect(imgs.filter((i) => i.attrs.get("loading") === "lazy")).toHaveLength(12);
  });

  it("embeds a YouTube video from the privacy-enhanced domain by its id only", () => {
    const hero = {
      ...typicalContent().hero,
      backgroundImage: null,
      backgroundVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1&x="><script>alert(1)</script>',
    };
    const { html, csp } = renderSitePage(typical({ content: typicalContent({ hero }) }));
    const frames = expectInert(html).elements.filter((e) => e.name === "iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]?.attrs.get("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0");
    expect(frames[0]?.attrs.get("loading")).toBe("lazy");
    expect(frames[0]?.attrs.get("title")).toBe("Video: Built right, on time, on budget");
    expect(frames[0]?.attrs.get("sandbox")).toBe("allow-scripts allow-same-origin allow-presentation");
    expect(frames[0]?.attrs.get("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com");

    const bad = { ...hero, backgroundVideo: "https://youtu.be/<script>alert(1)</script>" };
    expect(renderSitePage(typical({ content: typicalContent({ hero: bad }) })).html).not.toContain("<iframe");
  });

  it("places the hero's picture by its layout", () => {
    const drawn = (layout: HeroLayout) =>
      renderSitePage(typical({ content: typicalContent({ hero: { ...typicalContent().hero, layout } }) })).html;
    expect(drawn("image-right")).toMatch(
      /<section class="hero hero-image-right hero-split"[^>]*><div class="wrap"><div><h1[\s\S]*<\/div><div class="media"><img /,
    );
    expect(drawn("image-left")).toContain(`class="hero hero-image-left hero-split"`);
    expect(drawn("centered")).toMatch(
      /<section class="hero hero-centered hero-behind"[^>]*><img [^>]*sizes="100vw" alt="" fetchpriority="high" class="backdrop">/,
    );
  });

  it("has the CSP of a page without script, its one style block hashed", () => {
    const { html, csp } = renderSitePage(typical());
    const style = parse(html).styles[0] ?? "";
    expect(csp).toBe(
      `default-src 'none'; style-src 'sha256-${sha256(style)}'; img-src 'self'; font-src 'self'; frame-src https://www.youtube-nocookie.com; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
    );
    expect(csp).not.toContain("script-src");
  });

  it("draws a service's icon from lucide as inline SVG, hidden from screen readers", () => {
    const { html } = renderSitePage(typical());
    expect(html.match(/<span class="icon"><svg [^>]*aria-hidden="true"/g)).toHaveLength(6);
    expect(html).toContain("lucide-zap");
    expect(html).toContain("lucide-house");
  });

  it("hides the portfolio and its link when there are no projects", () => {
    const { html } = renderSitePage(typical({ content: typicalContent({ portfolio: [] }) }));
    expect(html).not.toContain(`id="portfolio"`);
    expect(html).not.toContain(`href="#portfolio"`);
    expect(html).toContain(`href="#services"`);
    expect(html).toContain(`href="#contact"`);
  });

  it("has the contact form with its honeypot, and its sent and error states", () => {
    const idle = renderSitePage(typical()).html;
    expect(idle).toContain(`<form method="post" action="/sites/acme/contact#contact">`);
    expect(idle).toContain(
      `<div class="hp" aria-hidden="true"><label for="contact-company-website">Leave this field empty</label><input id="contact-company-website" name="company_website" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
    );
    expect(idle).toContain(`<a href="tel:5550104477">(555) 010-4477</a>`);
    expect(idle).toContain(`<a href="mailto:office@acme-builders.example">office@acme-builders.example</a>`);
    expect(idle).not.toContain(`role="status"`);
    expect(idle).not.toContain(`role="alert"`);

    const sent = renderSitePage(typical({ contact: { kind: "sent" } })).html;
    expect(sent).toContain(`<p class="notice ok" role="status">${SITE_MSG.contactSent}</p>`);

    const values = { name: "Pat Doe", email: "pat@example", phone: "", message: "Two lines\nof text & more" };
    const failed = renderSitePage(
      typical({ contact: { kind: "error", message: SITE_MSG.contactEmailInvalid, values } }),
    ).html;
    expect(failed).toContain(`<p class="notice err" role="alert">${SITE_MSG.contactEmailInvalid}</p>`);
    expect(failed).toContain(`name="name" type="text" autocomplete="name" maxlength="120" required value="Pat Doe"`);
    expect(failed).toContain(`value="pat@example"`);
    expect(failed).toContain(`required>Two lines\nof text &amp; more</textarea>`);
  });

  it("marks the preview noindex with its banner", () => {
    const { html } = renderSitePage(typical({ preview: true }));
    expect(html).toContain(`<meta name="robots" content="noindex">`);
    expect(html).toContain(`<p class="preview">Preview — not published yet</p>`);
  });

  it("has the footer's website as https, and no link for anything else", () => {
    const { html } = renderSitePage(typical());
    expect(html).toContain(`<a href="https://acme-builders.example/">acme-builders.example</a>`);
    expect(html).toContain(`© 2025 Acme Builders, LLC`);
    expect(websiteHref("http://acme.example/x")).toBe("http://acme.example/x");
    expect(websiteHref("www.acme.example")).toBe("https://www.acme.example/");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("not a site")).toBeNull();
    expect(websiteHref("//evil.example")).toBeNull();
  });

  it("differs by layout (class on body), and shows no logo without one", () => {
    for (const layout of ["modern", "classic", "minimal"] as const) {
      const content = typicalContent({ theme: { ...typicalContent().theme, layout } });
      expect(renderSitePage(typical({ content })).html).toContain(`<body class="l-${layout}">`);
    }
    const { html } = renderSitePage(typical({ logoUrl: null }));
    expect(html).toContain(`<a class="brand" href="#top"><span>Acme Builders, LLC</span></a>`);
  });

  it("self-hosts only the fonts it uses, 400 and 700, and preloads the heading's bold", () => {
    const { html } = renderSitePage(typical());
    const css = parse(html).styles[0] ?? "";
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(urls).toEqual([
      "/sites/_fonts/poppins-latin-400-normal.woff2",
      "/sites/_fonts/poppins-latin-700-normal.woff2",
      "/sites/_fonts/inter-latin-400-normal.woff2",
      "/sites/_fonts/inter-latin-700-normal.woff2",
    ]);
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect(html).toContain(
      `<link rel="preload" href="/sites/_fonts/poppins-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin>`,
    );
  });

  it("stays small: HTML and CSS of a typical page well under 50 KB gzip", () => {
    const { html } = renderSitePage(typical());
    const gzip = gzipSync(html).length;
    const started = performance.now();
    for (let i = 0; i < 200; i++) renderSitePage(typical());
    const perPage = (performance.now() - started) / 200;
    console.log(`typical site page: ${html.length} B, ${gzip} B gzip; ${perPage.toFixed(3)} ms to draw`);
    expect(gzip).toBeLessThan(15 * 1024);
  });
});

describe("siteFontFile", () => {
  it("answers the allowed files with their path in node_modules, and nothing else", () => {
    expect(siteFontFileNames()).toHaveLength(6);
    for (const name of siteFontFileNames()) {
      const file = siteFontFile(name);
      expect(file?.path).toMatch(/node_modules[\\/]@fontsource[\\/](inter|roboto|poppins)[\\/]files[\\/]/);
      expect(fs.existsSync(file?.path ?? "")).toBe(true);
    }
    for (const name of [
      "../../package.json",
      "inter-latin-400-normal.woff",
      "inter-latin-500-normal.woff2",
      "__proto__",
      "constructor",
      "",
      "/etc/passwd",
    ])
      expect(siteFontFile(name)).toBeNull();
  });
});
