import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { appUrl, mailDir, type StoredMail } from "./env.ts";

/** Every message the local SMTP server has received so far, oldest first. */
export function allMail(): StoredMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as StoredMail);
}

function matches(value: string, pattern: string | RegExp): boolean {
  return typeof pattern === "string" ? value.toLowerCase().includes(pattern.toLowerCase()) : pattern.test(value);
}

/** Messages to `to` (envelope recipient) whose subject matches, oldest first. */
export function mailTo(to: string, subject?: string | RegExp): StoredMail[] {
  const address = to.toLowerCase();
  return allMail().filter((m) => m.to.includes(address) && (subject === undefined || matches(m.subject, subject)));
}

/**
 * Waits until a message to `to` with a matching subject has arrived and returns the newest such message: up to
 * 30 s, as a person waits for an e-mail (on a busy machine the local SMTP server, in the runner's process, may
 * take its time storing it; a message that came is returned at once).
 */
export async function waitForMail(
  to: string,
  subject: string | RegExp,
  opts: { timeout?: number } = {},
): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = mailTo(to, subject).at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with subject ${String(subject)}`, timeout: opts.timeout ?? 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to} matching ${String(subject)}`);
  return found;
}

/** The link in a message's text part that points at the app under test. */
export function linkFrom(mail: StoredMail): string {
  const base = appUrl();
  const link = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).find((url) => url.startsWith(base));
  if (!link) throw new Error(`no link to ${base} in the e-mail "${mail.subject}":\n${mail.text}`);
  return link;
}
