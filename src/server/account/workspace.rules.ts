/** The organization is named after the company, or else the person (spec: sign-up). */
export function organizationNameFor(companyName: string | null | undefined, fullName: string, email: string): string {
  const company = companyName?.trim();
  if (company) return company;
  const person = fullName.trim();
  return person || email;
}

export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return slug || "org";
}
