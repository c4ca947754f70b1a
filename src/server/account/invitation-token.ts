import { createHmac } from "node:crypto";
import { isSameSignature } from "../platform/signatures.ts";

/**
 * An invitation link's token: the invitation's id and an HMAC (AUTH_SECRET) of the id with its expiry.
 * Nothing is stored: the id alone (as it appears in the admins' list) opens nothing, and a re-send, which
 * moves the expiry, makes every earlier link stop working.
 */
function signature(secret: string, id: string, expiresAt: Date): Buffer {
  return createHmac("sha256", secret).update(`invitation:${id}:${expiresAt.getTime()}`).digest();
}

export function invitationToken(secret: string, id: string, expiresAt: Date): string {
  return `${id}.${signature(secret, id, expiresAt).toString("base64url")}`;
}

/** The invitation id a token names (not yet checked), or null when it is not shaped like a token. */
export function invitationIdOf(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot < 1 || dot === token.length - 1) return null;
  return token.slice(0, dot);
}

/** Whether the token was issued for this invitation with this expiry (compared in constant time). */
export function isValidInvitationToken(secret: string, token: string, id: string, expiresAt: Date): boolean {
  const dot = token.lastIndexOf(".");
  if (dot < 1 || token.slice(0, dot) !== id) return false;
  return isSameSignature(token.slice(dot + 1), signature(secret, id, expiresAt));
}
