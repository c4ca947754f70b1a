/**
 * Whether a notification's link is a page of this app, which the panel may follow: a path from the root, never
 * another site ("https://…", or "//host" and "/\host", which browsers read as another host).
 */
export function isAppPath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}
