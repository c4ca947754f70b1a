import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSameSignature } from "./signatures.ts";

const mac = createHmac("sha256", "secret").update("document-link:v1:123").digest();
const text = mac.toString("base64url");

describe("isSameSignature", () => {
  it("accepts the signature's own text", () => {
    expect(isSameSignature(text, mac)).toBe(true);
  });

  it("refuses another text that decodes to the same bytes (the last character's unused bits, a stray character)", () => {
    // 32 bytes are 43 characters: the last one carries 2 bits and 4 unused ones, so 16 characters decode alike.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(text.slice(-1));
    const twin = `${text.slice(0, -1)}${alphabet[last ^ 1] ?? ""}`;
    expect(Buffer.from(twin, "base64url").equals(mac)).toBe(true);
    expect(isSameSignature(twin, mac)).toBe(false);
    expect(isSameSignature(`${text}*`, mac)).toBe(false);
  });

  it("refuses a shorter or an empty text", () => {
    expect(isSameSignature(text.slice(0, -1), mac)).toBe(false);
    expect(isSameSignature("", mac)).toBe(false);
  });
});
