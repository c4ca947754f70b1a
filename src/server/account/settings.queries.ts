import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userSettings } from "../db/schema/index.ts";
import { withDefaults, type UserSettings } from "../../shared/contracts/settings.ts";

/**
 * A person's settings over the spec's defaults (no row: all defaults). Modules that send notifications read
 * them here, e.g. `(await getSettings(db, userId)).notifications.projectUpdates`.
 */
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db
    .select({ notifications: userSettings.notifications, integrations: userSettings.integrations })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return withDefaults(row);
}

/** Saves the whole settings form (one row per person, upserted). */
export async function saveSettings(
  db: Db,
  userId: string,
  settings: UserSettings,
  now = new Date(),
): Promise<UserSettings> {
  const values = {
    notifications: { ...settings.notifications },
    integrations: { ...settings.integrations },
    updatedAt: now,
  };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return getSettings(db, userId);
}
