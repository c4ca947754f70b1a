/** A VAPID public key (base64url, as the server gives it) as the bytes `pushManager.subscribe` takes. */
export function pushKeyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64Url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
