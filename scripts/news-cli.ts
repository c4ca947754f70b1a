import fs from "node:fs";
import pino from "pino";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { createDeps } from "../src/server/deps-factory.ts";
import { sendProductNews } from "../src/server/account/product-news.queries.ts";

/**
 * `npm run news -- --subject "…" --file news.txt`: an operator sends product news (a marketing e-mail) to everyone
 * who turned Marketing Emails on in Settings, on the configured installation (the same environment as `npm start`).
 * Each message carries its one-click unsubscribe. Run again with the same news, it sends only what it had not.
 */
const USAGE = 'Usage: npm run news -- --subject "Subject" --file news.txt';

export async function runNewsCli(args: string[]): Promise<number> {
  const valueOf = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const subject = valueOf("--subject")?.trim();
  const file = valueOf("--file");
  if (!subject || !file) {
    console.error(USAGE);
    return 1;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch {
    console.error(`Cannot read ${file}. ${USAGE}`);
    return 1;
  }
  if (!text) {
    console.error(`${file} is empty. ${USAGE}`);
    return 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const log = pino({ level: "warn" });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const deps = await createDeps(config, database, log);
  try {
    const secret = (await deps.auth.$context).secret;
    const count = await sendProductNews(
      { db: deps.db, mailer: deps.mailer, appUrl: config.appUrl, secret },
      { subject, text },
    );
    await deps.mailer.flush();
    console.log(`"${subject}" is on its way to ${count} ${count === 1 ? "person" : "people"} (Marketing Emails on).`);
    return 0;
  } finally {
    await deps.mailer.close();
    await deps.jobs.stop();
    await database.close();
  }
}

process.exitCode = await runNewsCli(process.argv.slice(2));
