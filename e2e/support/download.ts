import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";

/** Clicks a download link; answers the file name the browser was given and the file's bytes. */
export async function download(page: Page, link: Locator): Promise<{ name: string; body: Buffer }> {
  const event = page.waitForEvent("download");
  await link.click();
  const file = await event;
  return { name: file.suggestedFilename(), body: fs.readFileSync(await file.path()) };
}
