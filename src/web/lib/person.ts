/** How the shell names the signed-in person. */
type Person = { fullName: string; email: string };

export function firstName({ fullName, email }: Person): string {
  const first = fullName.trim().split(/\s+/)[0];
  return first || email.split("@")[0] || email;
}

/** One or two letters for the avatar: first and last word of the name, else the e-mail's first letter. */
export function initials({ fullName, email }: Person): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? email[0] ?? "?";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
