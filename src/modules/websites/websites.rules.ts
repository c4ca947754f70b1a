import { slugText } from "../../shared/slug.ts";
import {
  DEFAULT_COLORS,
  DEFAULT_HERO_BUTTON_COLOR,
  DEFAULT_HERO_LAYOUT,
  DEFAULT_HERO_TEXT_COLOR,
  RESERVED_SLUGS,
  SITE_LIMITS,
  SITE_TEMPLATES,
  type HeroLayout,
  type ServiceIcon,
  type SiteFont,
  type SiteLayout,
  type SiteTemplateId,
} from "./websites.constants.ts";

// The content of a site, as the draft and the published copy hold it (decision 0034). Images are the ids of
// the organization's uploaded photos (decision 0026).

export type SiteTheme = {
  colors: { primary: string; secondary: string; accent: string };
  fonts: { heading: SiteFont; body: SiteFont };
  layout: SiteLayout;
};
export type SiteHero = {
  heading: string;
  subheading: string;
  ctaText: string;
  /** A photo id, or null. */
  backgroundImage: string | null;
  /** A YouTube address as typed, or "". */
  backgroundVideo: string;
  layout: HeroLayout;
  textColor: string;
  buttonColor: string;
};
export type SiteService = { id: string; title: string; description: string; icon: ServiceIcon };
export type SitePortfolioProject = {
  id: string;
  title: string;
  description: string;
  image: string | null;
  category: string;
  projectUrl: string;
};
export type SiteContent = {
  template: SiteTemplateId | null;
  theme: SiteTheme;
  hero: SiteHero;
  services: SiteService[];
  portfolio: SitePortfolioProject[];
};

/** A site nobody has touched: no template chosen yet, the spec's defaults. */
export function emptySiteContent(): SiteContent {
  return {
    template: null,
    theme: { colors: { ...DEFAULT_COLORS }, fonts: { heading: "Inter", body: "Inter" }, layout: "modern" },
    hero: {
      heading: "",
      subheading: "",
      ctaText: "",
      backgroundImage: null,
      backgroundVideo: "",
      layout: DEFAULT_HERO_LAYOUT,
      textColor: DEFAULT_HERO_TEXT_COLOR,
      buttonColor: DEFAULT_HERO_BUTTON_COLOR,
    },
    services: [],
    portfolio: [],
  };
}

/**
 * The content after choosing `template`: its layout and fonts; the first choice also fills an empty hero and
 * services with starter text built from the company's name, which the contractor then rewrites. Colours and
 * anything already written are kept.
 */
export function withTemplate(content: SiteContent, template: SiteTemplateId, companyName: string): SiteContent {
  const chosen = SITE_TEMPLATES.find((t) => t.id === template) ?? SITE_TEMPLATES[0];
  const next: SiteContent = {
    ...content,
    template: chosen.id,
    theme: { ...content.theme, layout: chosen.layout, fonts: { ...chosen.fonts } },
  };
  if (content.hero.heading.trim() === "") {
    next.hero = {
      ...content.hero,
      heading: companyName.trim() || "Built right, on time",
      subheading: "Quality construction, honest estimates and crews who show up. Tell us about your project.",
      ctaText: content.hero.ctaText || "Get a Free Estimate",
    };
  }
  if (content.services.length === 0) {
    next.services = [
      {
        id: "starter-1",
        title: "New Construction",
        description: "From the foundation to the final walk-through, one team runs the whole build.",
        icon: "Building",
      },
      {
        id: "starter-2",
        title: "Renovations",
        description: "Kitchens, baths and additions planned with you and finished on schedule.",
        icon: "Hammer",
      },
      {
        id: "starter-3",
        title: "Repairs & Maintenance",
        description: "Fast, tidy repairs and upkeep that keep your property in shape.",
        icon: "Wrench",
      },
    ];
  }
  return next;
}

/**
 * The video id of a YouTube address the spec accepts (it must contain `youtube.com/watch?v=` or `youtu.be/`),
 * or null. Only an 11-character id of YouTube's alphabet is taken, so nothing else reaches the embed address.
 */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  let id: string | null = null;
  if (
    (host === "youtube.com" || host === "www.youtube.com" || host === "m.youtube.com") &&
    parsed.pathname === "/watch"
  )
    id = parsed.searchParams.get("v");
  else if (host === "youtu.be") id = parsed.pathname.slice(1).split("/")[0] ?? null;
  return id !== null && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a video (no cookies until it plays). */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?rel=0`;

/** A web address a visitor may be sent to: http or https only. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a slug cannot be used ("invalid" or "reserved"), or null when it can. */
export function slugProblem(slug: string): "invalid" | "reserved" | null {
  if (slug.length < SITE_LIMITS.slugMin || slug.length > SITE_LIMITS.slugMax || !SLUG_PATTERN.test(slug))
    return "invalid";
  return (RESERVED_SLUGS as readonly string[]).includes(slug) ? "reserved" : null;
}

/** A slug suggested from the company's name ("Acme Builders, LLC" → "acme-builders-llc"). */
export function suggestSlug(name: string): string {
  const slug = slugText(name, SITE_LIMITS.slugMax);
  return slugProblem(slug) === null ? slug : "";
}

/** The photo ids the content shows (hero picture, portfolio pictures), each once. */
export function imageIdsOf(content: SiteContent | null): string[] {
  if (!content) return [];
  const ids = [content.hero.backgroundImage, ...content.portfolio.map((p) => p.image)].filter(
    (id): id is string => id !== null,
  );
  return [...new Set(ids)];
}
