import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPushPublicKey, pushSubject, pushTopic } from "./web-push.ts";

describe("web push's pieces", () => {
  it("names MAIL_FROM's address as the VAPID subject, else the app's https address", () => {
    expect(pushSubject({ mailFrom: "BuildOps <no-reply@buildops.app>", appUrl: "http://localhost:3000" })).toBe(
      "mailto:no-reply@buildops.app",
    );
    expect(pushSubject({ mailFrom: "ops@example.com", appUrl: "http://localhost:3000" })).toBe(
      "mailto:ops@example.com",
    );
    expect(pushSubject({ mailFrom: "BuildOps", appUrl: "https://app.example.com/x" })).toBe("https://app.example.com");
    expect(pushSubject({ mailFrom: "BuildOps", appUrl: "http://localhost:3000" })).toBe("mailto:no-reply@localhost");
  });

  it("derives a delivery's Topic from its key: 32 url-safe characters, the same for the same key", () => {
    expect(pushTopic("delivery-1")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic("delivery-1")).toBe(pushTopic("delivery-1"));
    expect(pushTopic("delivery-2")).not.toBe(pushTopic("delivery-1"));
  });

  it("takes a browser key only when it is a point of P-256", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    expect(isPushPublicKey(ecdh.getPublicKey("base64url"))).toBe(true);
    expect(isPushPublicKey(Buffer.alloc(65, 4).toString("base64url"))).toBe(false);
    expect(isPushPublicKey("")).toBe(false);
    expect(isPushPublicKey("AA")).toBe(false);
  });
});
