import { slugText } from "../../shared/slug.ts";
/** The organization is named after the company, or else the person (spec: sign-up). */
export function organizationNameFor(companyName: string | null | undefined, fullName: string, email: string): string {
  const company = companyName?.trim();
  if (company) return company;
  const person = fullName.trim();
  return person || email;
}

export function slugify(name: string): string {
  return slugText(name, 40) || "org";
}
