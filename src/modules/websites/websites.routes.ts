import type { Deleted } from "../../shared/contracts/common.ts";
import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { href, route } from "../../shared/route.ts";
import type {
  DraftChangeInput,
  PublishInput,
  SiteAnswer,
  SiteImageQuery,
  SiteMessage,
  SiteMessageChange,
  SiteMessageList,
  SiteMessageListQuery,
} from "./websites.contract.ts";

/**
 * The website builder's routes for members (decision 0047): the server registers them, the browser calls them.
 * Nothing heavier than strings at run time, so the app may ask for a page's first data while its code loads
 * (`websitesFirstRequests`). The published sites themselves (websites-public.server.ts) are pages under /sites,
 * not API routes: they register no /api route and are not in this table.
 */
export const websitesEndpoints = {
  /** The organization's site: its draft and whether (and where) it is published. */
  site: route("GET", "/api/websites/site").with<{ answer: SiteAnswer }>(),
  /** A change to the draft: the template, the theme, or one whole section. */
  changeDraft: route("PATCH", "/api/websites/draft").with<{ body: DraftChangeInput; answer: SiteAnswer }>(),
  /** A picture for the hero or a portfolio project: the image itself as the raw request body (sent with `uploadTo`, not `call`). */
  uploadImage: route("POST", "/api/websites/images").with<{ query: SiteImageQuery; answer: PhotoUpload }>(),
  /**
   * The draft drawn as it would be published (HTML, for the preview frame): linked to, not read. `v` is the
   * draft's version, so the frame loads afresh after a change; the server does not read it.
   */
  preview: route("GET", "/api/websites/preview").with<{ query: { v?: string }; answer: void }>(),
  publish: route("POST", "/api/websites/publish").with<{ body: PublishInput; answer: SiteAnswer }>(),
  unpublish: route("POST", "/api/websites/unpublish").with<{ answer: SiteAnswer }>(),
  /** The inbox of the published site's contact form, newest first, a page at a time. */
  messages: route("GET", "/api/websites/messages").with<{ query: SiteMessageListQuery; answer: SiteMessageList }>(),
  /** Mark a message read or unread. */
  markMessage: route("PATCH", "/api/websites/messages/:id").with<{ body: SiteMessageChange; answer: SiteMessage }>(),
  deleteMessage: route("DELETE", "/api/websites/messages/:id").with<{ answer: Deleted }>(),
};

/** What /dashboard/websites asks for first: the site (its draft and whether it is published). */
export function websitesFirstRequests(): string[] {
  return [href(websitesEndpoints.site, {})];
}
