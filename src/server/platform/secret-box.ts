import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Small secrets at rest (two-factor seeds): AES-256-GCM under a key derived from AUTH_SECRET with HKDF, one
 * key per purpose. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A wrong key or a changed byte fails.
 */
export function secretBox(authSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "buildops-secret-box", purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("unreadable sealed value");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
