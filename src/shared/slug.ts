/** A name as an address part: ASCII lowercase letters and digits joined by single hyphens, at most `max` long ("Acme Builders, LLC" → "acme-builders-llc"). */
export function slugText(name: string, max: number): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
