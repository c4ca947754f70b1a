import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { consumedTokens } from "../db/schema/index.ts";

/** Records a link's token as used. False when it had been used before. */
export async function consumeToken(db: Db, token: string, purpose: string): Promise<boolean> {
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const rows = await db
    .insert(consumedTokens)
    .values({ tokenHash, purpose })
    .onConflictDoNothing()
    .returning({ tokenHash: consumedTokens.tokenHash });
  return rows.length > 0;
}
