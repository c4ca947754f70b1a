// The website builder's templates, defaults, texts, limits and its published sites' address: plain values a screen's first render may
// import without loading the zod schemas of websites.contract.ts (decision 0007).

/** Spec §3 Site theme layouts. */
export const SITE_LAYOUTS = ["modern", "classic", "minimal"] as const;
export type SiteLayout = (typeof SITE_LAYOUTS)[number];
export const SITE_LAYOUT_LABELS: Record<SiteLayout, string> = {
  modern: "Modern",
  classic: "Classic",
  minimal: "Minimal",
};

/** Spec §9 fonts. */
export const SITE_FONTS = ["Inter", "Roboto", "Poppins"] as const;
export type SiteFont = (typeof SITE_FONTS)[number];

/** Spec §3 Service icons. */
export const SERVICE_ICONS = ["Zap", "Hammer", "Paintbrush", "Home", "Building", "Wrench"] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** Where the hero's picture or video sits; spec §3: layout, default image-right. */
export const HERO_LAYOUTS = ["image-right", "image-left", "centered"] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];
export const HERO_LAYOUT_LABELS: Record<HeroLayout, string> = {
  "image-right": "Picture on the right",
  "image-left": "Picture on the left",
  centered: "Centred, picture behind",
};

/**
 * The three templates (decision 0034). The spec shows three template cards without naming them; each is a
 * starting layout and pair of fonts for a kind of contractor. Choosing one also fills an empty site with starter
 * content the contractor then rewrites.
 */
export const SITE_TEMPLATES = [
  {
    id: "general-contractor",
    name: "General Contractor",
    description: "Bold banner, services in cards, a portfolio grid. For builders who run whole projects.",
    layout: "modern",
    fonts: { heading: "Poppins", body: "Inter" },
  },
  {
    id: "remodeler",
    name: "Remodeling & Renovation",
    description: "Warm and traditional, with your finished rooms up front. For kitchen, bath and home remodelers.",
    layout: "classic",
    fonts: { heading: "Roboto", body: "Roboto" },
  },
  {
    id: "specialty-trade",
    name: "Specialty Trade",
    description: "Clean and quick to read on a phone. For electricians, plumbers, painters and other trades.",
    layout: "minimal",
    fonts: { heading: "Inter", body: "Inter" },
  },
] as const satisfies readonly {
  id: string;
  name: string;
  description: string;
  layout: SiteLayout;
  fonts: { heading: SiteFont; body: SiteFont };
}[];
export type SiteTemplateId = (typeof SITE_TEMPLATES)[number]["id"];
export const SITE_TEMPLATE_IDS = SITE_TEMPLATES.map((t) => t.id) as [SiteTemplateId, ...SiteTemplateId[]];

/** Spec §9: default colours primary #2563eb, secondary #1e40af, accent #3b82f6; spec §3 hero defaults. */
export const DEFAULT_COLORS = { primary: "#2563eb", secondary: "#1e40af", accent: "#3b82f6" } as const;
export const DEFAULT_HERO_TEXT_COLOR = "#FFFFFF";
export const DEFAULT_HERO_BUTTON_COLOR = "#3B82F6";
export const DEFAULT_HERO_LAYOUT: HeroLayout = "image-right";

export const SITE_LIMITS = {
  /** Spec §9: hero image at most 5 MB, portfolio image at most 2 MB. */
  heroImageBytes: 5 * 1024 * 1024,
  portfolioImageBytes: 2 * 1024 * 1024,
  maxServices: 12,
  maxPortfolio: 24,
  headingMax: 120,
  subheadingMax: 300,
  ctaMax: 40,
  titleMax: 120,
  descriptionMax: 1000,
  categoryMax: 60,
  urlMax: 500,
  slugMin: 3,
  slugMax: 50,
  /** The contact form on a published site. */
  contactNameMax: 120,
  contactEmailMax: 254,
  contactPhoneMax: 40,
  contactMessageMax: 5000,
} as const;

/** The spec's texts for the website builder (§5, §8), and the few this product adds. */
export const SITE_MSG = {
  selectTemplateFirst: "Please select a template first",
  headingRequired: "Heading is required for the hero section.",
  heroImageTooLarge: "Image size should not exceed 5MB.",
  portfolioImageTooLarge: "Image size should not exceed 2MB.",
  invalidYoutube: "Please enter a valid YouTube video URL.",
  serviceFields: "Please fill in title and description for all services.",
  oneService: "Keep at least one service.",
  portfolioFields: "Please fill in title, description, and category for all projects.",
  invalidProjectUrl: "Please enter a web address starting with http:// or https://.",
  invalidColor: "Please choose a colour as #RRGGBB.",
  tooManyServices: `A site has at most ${SITE_LIMITS.maxServices} services.`,
  tooManyProjects: `A portfolio has at most ${SITE_LIMITS.maxPortfolio} projects.`,
  unknownImage: "That image is not one of this organization's uploads.",
  fileTooLargeTitle: "File Too Large",
  invalidUrlTitle: "Invalid URL",
  heroSaved: "Hero section updated successfully",
  servicesSaved: "Services section updated successfully",
  portfolioSaved: "Portfolio section updated successfully",
  published: "Website published successfully",
  publishError: "Failed to publish website",
  unpublished: "Website unpublished",
  unpublishError: "Failed to unpublish website",
  saveError: "Failed to save your changes",
  slugInvalid: `Use ${SITE_LIMITS.slugMin}–${SITE_LIMITS.slugMax} lowercase letters, digits and single hyphens, starting and ending with a letter or digit.`,
  slugReserved: "That address is reserved. Please choose another.",
  slugTaken: "That address is already taken. Please choose another.",
  notPublished: "The website is not published.",
  messageNotFound: "Message not found.",
  contactMissing: "Please fill in your name, e-mail and message.",
  contactEmailInvalid: "Please enter a valid e-mail address.",
  contactSent: "Thank you. Your message has been sent.",
  contactLimited: "Too many messages were sent from here. Please try again later.",
} as const;

/** Addresses that cannot be a site's slug: they would read as something else, or mislead. */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "app",
  "assets",
  "dashboard",
  "help",
  "login",
  "preview",
  "signin",
  "signup",
  "sites",
  "static",
  "support",
  "www",
] as const;

export const WEBSITE_MESSAGES_PAGE_SIZE = 20;

/** A published site's address on this server (a page, not an API route: websites-public.server.ts). */
export const publishedSitePath = (slug: string) => `/sites/${encodeURIComponent(slug)}`;
