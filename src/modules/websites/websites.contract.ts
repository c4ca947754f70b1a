import { z } from "zod";
import {
  HERO_LAYOUTS,
  SERVICE_ICONS,
  SITE_FONTS,
  SITE_LAYOUTS,
  SITE_LIMITS,
  SITE_MSG,
  SITE_TEMPLATE_IDS,
  WEBSITE_MESSAGES_PAGE_SIZE,
} from "./websites.constants.ts";
import { isWebAddress, slugProblem, youtubeVideoId } from "./websites.rules.ts";

/** The content a site holds (the rules' type), for the table's column. */
export type { SiteContent } from "./websites.rules.ts";

const L = SITE_LIMITS;
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, SITE_MSG.invalidColor)
  .meta({ examples: ["#2563eb"] });
const longer = (max: number) => `Keep it under ${max} characters.`;
const text = (max: number) => z.string().trim().max(max, longer(max));
const photoId = z.string().min(1).max(100);

export const siteTheme = z.object({
  colors: z.object({ primary: color, secondary: color, accent: color }),
  fonts: z.object({ heading: z.enum(SITE_FONTS), body: z.enum(SITE_FONTS) }),
  layout: z.enum(SITE_LAYOUTS),
});

/** Spec §5 Hero: heading required; a picture or a YouTube video (either, not both). */
export const siteHero = z
  .object({
    heading: z
      .string({ error: SITE_MSG.headingRequired })
      .trim()
      .min(1, SITE_MSG.headingRequired)
      .max(L.headingMax, longer(L.headingMax)),
    subheading: text(L.subheadingMax).default(""),
    ctaText: text(L.ctaMax).default(""),
    backgroundImage: photoId
      .nullable()
      .default(null)
      .meta({ examples: [null] }),
    backgroundVideo: text(L.urlMax)
      .default("")
      .refine((v) => v === "" || youtubeVideoId(v) !== null, SITE_MSG.invalidYoutube)
      .meta({ examples: [""] }),
    layout: z.enum(HERO_LAYOUTS).default("image-right"),
    textColor: color,
    buttonColor: color,
  })
  .refine((h) => h.backgroundImage === null || h.backgroundVideo === "", {
    path: ["backgroundVideo"],
    message: "Choose a picture or a video, not both.",
  });

export const siteService = z.object({
  id: z.string().min(1).max(100),
  title: z
    .string({ error: SITE_MSG.serviceFields })
    .trim()
    .min(1, SITE_MSG.serviceFields)
    .max(L.titleMax, longer(L.titleMax)),
  description: z
    .string({ error: SITE_MSG.serviceFields })
    .trim()
    .min(1, SITE_MSG.serviceFields)
    .max(L.descriptionMax, longer(L.descriptionMax)),
  icon: z.enum(SERVICE_ICONS),
});
/** Spec §5 Services: title and description for all, at least one remains. */
export const siteServices = z
  .array(siteService)
  .min(1, SITE_MSG.oneService)
  .max(L.maxServices, SITE_MSG.tooManyServices);

export const sitePortfolioProject = z.object({
  id: z.string().min(1).max(100),
  title: z
    .string({ error: SITE_MSG.portfolioFields })
    .trim()
    .min(1, SITE_MSG.portfolioFields)
    .max(L.titleMax, longer(L.titleMax)),
  description: z
    .string({ error: SITE_MSG.portfolioFields })
    .trim()
    .min(1, SITE_MSG.portfolioFields)
    .max(L.descriptionMax, longer(L.descriptionMax)),
  image: photoId
    .nullable()
    .default(null)
    .meta({ examples: [null] }),
  category: z
    .string({ error: SITE_MSG.portfolioFields })
    .trim()
    .min(1, SITE_MSG.portfolioFields)
    .max(L.categoryMax, longer(L.categoryMax)),
  /** Spec: optional. */
  projectUrl: text(L.urlMax)
    .default("")
    .refine((v) => v === "" || isWebAddress(v), SITE_MSG.invalidProjectUrl)
    .meta({ examples: [""] }),
});
/** Spec §5 Portfolio: title, description and category for all; an empty portfolio hides the section. */
export const sitePortfolio = z.array(sitePortfolioProject).max(L.maxPortfolio, SITE_MSG.tooManyProjects);

/** The Services and Portfolio dialogs' saves, as the draft change carries them. */
export const servicesChange = z.object({ services: siteServices });
export const portfolioChange = z.object({ portfolio: sitePortfolio });

/** The content a site holds (the draft, and the copy published from it). */
export const siteContent = z.object({
  template: z.enum(SITE_TEMPLATE_IDS).nullable(),
  theme: siteTheme,
  hero: z.object({
    heading: z.string(),
    subheading: z.string(),
    ctaText: z.string(),
    backgroundImage: z.string().nullable(),
    backgroundVideo: z.string(),
    layout: z.enum(HERO_LAYOUTS),
    textColor: z.string(),
    buttonColor: z.string(),
  }),
  services: z.array(siteService),
  portfolio: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      image: z.string().nullable(),
      category: z.string(),
      projectUrl: z.string(),
    }),
  ),
});

/**
 * A change to the draft: any of its parts, each whole and checked (the customization saves the theme as it is
 * changed; each section's dialog saves its section). Choosing a template is needed before anything else.
 */
export const draftChange = z
  .object({
    template: z.enum(SITE_TEMPLATE_IDS).optional(),
    theme: siteTheme.optional(),
    hero: siteHero.optional(),
    services: siteServices.optional(),
    portfolio: sitePortfolio.optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), "Nothing to save.");
export type DraftChange = z.infer<typeof draftChange>;
export type DraftChangeInput = z.input<typeof draftChange>;

export const siteSlug = z
  .string({ error: SITE_MSG.slugInvalid })
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem)
      ctx.addIssue({ code: "custom", message: problem === "reserved" ? SITE_MSG.slugReserved : SITE_MSG.slugInvalid });
  });

export const publishInput = z.object({ slug: siteSlug });
export type PublishInput = z.input<typeof publishInput>;

/** The organization's site as the builder shows it. */
export const siteAnswer = z.object({
  draft: siteContent,
  draftSavedAt: z.string().nullable(),
  /** The address it is (or was last) published at. */
  slug: z.string().nullable(),
  /** A slug suggested from the company's name when none is chosen yet. */
  suggestedSlug: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** The draft differs from what is published. */
  unpublishedChanges: z.boolean(),
  companyName: z.string(),
  unreadMessages: z.number().int(),
});
export type SiteAnswer = z.infer<typeof siteAnswer>;

export const siteImageQuery = z.object({ use: z.enum(["hero", "portfolio"]) });
export type SiteImageQuery = z.input<typeof siteImageQuery>;

/** The contact form of a published site (an HTML form: every field a string). */
export const contactFormBody = z.object({
  name: z.string().max(20_000).optional().default(""),
  email: z.string().max(20_000).optional().default(""),
  phone: z.string().max(20_000).optional().default(""),
  message: z.string().max(50_000).optional().default(""),
  /** The honeypot: hidden from people, filled by robots. */
  company_website: z.string().max(20_000).optional().default(""),
});
export type ContactFormBody = z.infer<typeof contactFormBody>;

/** What a contact message must be; checked in the handler, so a mistake redraws the page with the text kept. */
export const siteContactInput = z.object({
  name: z.string().trim().min(1, SITE_MSG.contactMissing).max(L.contactNameMax, longer(L.contactNameMax)),
  email: z
    .string()
    .trim()
    .min(1, SITE_MSG.contactMissing)
    .max(L.contactEmailMax, longer(L.contactEmailMax))
    .pipe(z.email(SITE_MSG.contactEmailInvalid)),
  phone: z.string().trim().max(L.contactPhoneMax, longer(L.contactPhoneMax)),
  message: z.string().trim().min(1, SITE_MSG.contactMissing).max(L.contactMessageMax, longer(L.contactMessageMax)),
});

export const siteMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  read: z.boolean(),
});
export type SiteMessage = z.infer<typeof siteMessage>;

export const siteMessageList = z.object({
  items: z.array(siteMessage),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type SiteMessageList = z.infer<typeof siteMessageList>;
export const siteMessageListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(WEBSITE_MESSAGES_PAGE_SIZE),
});
export type SiteMessageListQuery = z.input<typeof siteMessageListQuery>;
export const siteMessageChange = z.object({ read: z.boolean() });
export type SiteMessageChange = z.input<typeof siteMessageChange>;
