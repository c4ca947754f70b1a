import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profiles, twoFactors, users } from "../db/schema/index.ts";
import { notFound } from "../platform/errors.ts";
import { addStoredFiles, removeStoredFiles, type StorageCap, type StoredFile } from "../platform/storage-usage.ts";
import { avatarKeyOf, avatarUrlOf } from "./avatar-keys.ts";
import type { ProfileResponse, ProfileUpdate } from "../../shared/contracts/profile.ts";

/**
 * The caller's profile: name, e-mail, company and avatar live on `users` (better-auth's row), the phone on
 * `profiles` (decision 0006). Always the caller's own: the user id comes from the session.
 */
export async function getProfile(db: Db, userId: string, organizationId: string | null): Promise<ProfileResponse> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.name,
      companyName: users.companyName,
      avatarUrl: users.image,
      userUpdatedAt: users.updatedAt,
      phone: profiles.phone,
      profileUpdatedAt: profiles.updatedAt,
      twoFactorEnabledAt: twoFactors.enabledAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound("Could not load user profile.");
  const updatedAt =
    row.profileUpdatedAt && row.profileUpdatedAt > row.userUpdatedAt ? row.profileUpdatedAt : row.userUpdatedAt;
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    companyName: row.companyName,
    phone: row.phone ?? null,
    avatarUrl: row.avatarUrl,
    organizationId,
    twoFactorEnabled: row.twoFactorEnabledAt != null,
    updatedAt: updatedAt.toISOString(),
  };
}

/** Saves the profile form (the e-mail is read-only and not touched), both rows in one transaction. */
export async function updateProfile(
  db: Db,
  userId: string,
  organizationId: string | null,
  input: ProfileUpdate,
  now = new Date(),
): Promise<ProfileResponse> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ name: input.fullName, companyName: input.companyName, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw notFound("Could not load user profile.");
    await tx
      .insert(profiles)
      .values({ userId, phone: input.phone, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { phone: input.phone, updatedAt: now } });
  });
  return getProfile(db, userId, organizationId);
}

/**
 * Sets (or clears, with null) the user's avatar and answers the URL it replaced, so that its file can go.
 * The row is locked for the exchange: two uploads at once each see the other's URL, and neither file is lost track of.
 * The replaced file's bytes are given back (to whichever organization counted them) and the new one's counted for
 * the organization its person works in now, if any (decision 0038), in the same transaction: past that
 * organization's storage, the documents' 413 and nothing changes.
 */
export async function replaceAvatar(
  db: Db,
  userId: string,
  avatar: { file: StoredFile; organizationId: string | null; cap: StorageCap } | null,
  now = new Date(),
): Promise<{ previous: string | null }> {
  const image = avatar ? avatarUrlOf(avatar.file.key) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw notFound("Could not load user profile.");
    await tx.update(users).set({ image, updatedAt: now }).where(eq(users.id, userId));
    await removeStoredFiles(tx, [avatarKeyOf(row.image)]);
    if (avatar?.organizationId) await addStoredFiles(tx, avatar.organizationId, [avatar.file], avatar.cap);
    return { previous: row.image };
  });
}
