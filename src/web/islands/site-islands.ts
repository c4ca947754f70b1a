// First, before the contact form's check (zod) can load: the file says why.
import "../lib/zod-without-eval.ts";
import { startSiteMenu } from "./site-menu.ts";
import { startContactForm } from "./contact-form.ts";

/**
 * The only script of a public site page the server drew (decision 0041): the page is HTML and links; these
 * islands give its two interactive parts their behaviour, in plain TypeScript, without React.
 */
startSiteMenu();
startContactForm();
