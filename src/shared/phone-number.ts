/**
 * A phone number as typed ("+44 20 7946 0958", "(555) 123-4567", "555.123.4567") in E.164 ("+15551234567"), or
 * null when it cannot be one. Without a country code it is taken as a US number (ten digits, or eleven starting
 * with 1); "00" before the digits is the international prefix. Only the shape is checked: the text message
 * service says whether the number takes texts.
 */
export function toE164(typed: string): string | null {
  const trimmed = typed.trim();
  // Spaces, dashes, dots, slashes and brackets are how people group digits; anything else is not a phone number.
  if (!/^\+?[\d\s\-./()]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return international(digits);
  if (digits.startsWith("00")) return international(digits.slice(2));
  if (digits.length === 10) return unitedStates(digits);
  if (digits.length === 11 && digits.startsWith("1")) return unitedStates(digits.slice(1));
  return null;
}

/** E.164: a country code (never 0) and at most 15 digits in all; 8 at least (the shortest real numbers). */
const international = (digits: string): string | null => (/^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null);

/** A North American number: an area code that never starts with 0 or 1, then seven digits. */
const unitedStates = (tenDigits: string): string | null => (/^[2-9]\d{9}$/.test(tenDigits) ? `+1${tenDigits}` : null);

/** The number as people read it back ("+1 555 123 4567" for North America; other countries as stored). */
export function displayPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `+1 ${us[1]} ${us[2]} ${us[3]}` : e164;
}
