import { PATHS } from "../paths.ts";

/** The public navigation's links, shared by the header, the mobile menu and the footer. */
export const SITE_LINKS = [
  { label: "Features", to: PATHS.features },
  { label: "Pricing", to: PATHS.pricing },
  { label: "About", to: PATHS.about },
  { label: "Contact", to: PATHS.contact },
] as const;

/** The phone menu under the header: toggled by the header's button (SiteHeader, or src/web/islands on a drawn page). */
export const SITE_MENU_ID = "site-mobile-menu";
