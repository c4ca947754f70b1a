import { websiteSitePath } from "./websites.constants.ts";

/**
 * The website builder's GET addresses for the app's first requests (decision 20): only strings here, so the
 * file can go in the first bundle.
 */

/** What /dashboard/websites asks for first: the site (its draft and whether it is published). */
export function websitesFirstRequests(): string[] {
  return [websiteSitePath];
}
