import fs from "node:fs";
import { ensureChromium } from "./chromium.ts";

/**
 * `tsx scripts/ensure-chromium.ts <file>`: finds or installs the journeys' Chromium (scripts/chromium.ts) and
 * writes its path to <file>; exits 1 after printing what to do when there is none. `npm test` runs it beside
 * lint and types, so that a download on a fresh machine costs no time of its own.
 */
const [file] = process.argv.slice(2);
const found = ensureChromium();
if (!found) process.exit(1);
if (file) fs.writeFileSync(file, found);
console.log(`[browser] ${found}`);
