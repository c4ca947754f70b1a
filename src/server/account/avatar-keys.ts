import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { href } from "../../shared/route.ts";

/** `/api/avatars/`: the photo route's address without its file. */
const URL_PREFIX = href(accountEndpoints.avatar.file, { params: { file: "" } });
export const AVATAR_FILE_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** `avatars/<uuid>.webp` in storage is `/api/avatars/<uuid>.webp` on the web, and back. */
export const avatarUrlOf = (key: string) =>
  href(accountEndpoints.avatar.file, { params: { file: key.slice("avatars/".length) } });
export function avatarKeyOf(url: string | null): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null; // none, or not ours (e.g. a social sign-in's picture)
  const file = url.slice(URL_PREFIX.length);
  return AVATAR_FILE_RE.test(file) ? `avatars/${file}` : null;
}
