/** The public site's pages: in the sitemap, and visited by the public-pages journey. */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/features",
  "/subscription",
  "/signin",
  "/signup",
  "/forgot-password",
] as const;

/** Where crawlers are not wanted: the signed-in dashboard, the API, and the documents clients open from their e-mailed links. */
export const PRIVATE_PREFIXES = ["/dashboard", "/api/", "/view/"] as const;

/** The public site's own pages, which the server draws and sends with no React (decision 0041); the others are the app's. */
export const DRAWN_SITE_PAGES: readonly string[] = ["/", "/about", "/contact", "/features", "/subscription"];

/**
 * The account pages a signed-out visitor opens, which the server draws and the app takes over at their first
 * use (decision 0043): their forms need the app, their first paint does not.
 */
export const DRAWN_ACCOUNT_PAGES: readonly string[] = ["/signin", "/signup", "/forgot-password", "/update-password"];
