import { route } from "../route.ts";
import type { ContactInput, ContactResponse } from "./contact.ts";

/**
 * The public site's API routes (decision 0047). Its other addresses are not the API's: `/robots.txt` and
 * `/sitemap.xml` (seo.server.ts) and the pages and built files (web-app.server.ts) stay as they are.
 */
export const siteEndpoints = {
  /** The contact form's message (201). */
  contact: route("POST", "/api/contact").with<{ body: ContactInput; answer: ContactResponse }>(),
};
