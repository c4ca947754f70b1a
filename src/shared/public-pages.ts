/** The public site's pages: in the sitemap, and visited by the public-pages journey. */
export const PUBLIC_PAGES = ["/", "/about", "/contact", "/features", "/subscription", "/signin", "/signup", "/forgot-password"] as const;

/** Where crawlers are not wanted: the signed-in dashboard and the API. */
export const PRIVATE_PREFIXES = ["/dashboard", "/api/"] as const;
