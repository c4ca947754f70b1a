const URL_PREFIX = "/api/avatars/";
export const AVATAR_FILE_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** `avatars/<uuid>.webp` in storage is `/api/avatars/<uuid>.webp` on the web, and back. */
export const avatarUrlOf = (key: string) => URL_PREFIX + key.slice("avatars/".length);
export function avatarKeyOf(url: string | null): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null; // none, or not ours (e.g. a social sign-in's picture)
  const file = url.slice(URL_PREFIX.length);
  return AVATAR_FILE_RE.test(file) ? `avatars/${file}` : null;
}
