import { describe, expect, it } from "vitest";
import { base64UrlBytes, isPushEndpoint, pushSubscriptionInput } from "./push-subscriptions.ts";

describe("a push subscription's contract", () => {
  it("counts the bytes of base64url, padded or not, and refuses what is not base64url", () => {
    expect(base64UrlBytes(Buffer.alloc(65, 7).toString("base64url"))).toBe(65);
    expect(base64UrlBytes(Buffer.alloc(16, 7).toString("base64url"))).toBe(16);
    expect(base64UrlBytes(Buffer.alloc(16, 7).toString("base64"))).toBe(16);
    expect(base64UrlBytes("abc+")).toBe(-1);
    expect(base64UrlBytes("a")).toBe(-1);
    expect(base64UrlBytes("")).toBe(0);
  });

  it("takes the push services' https endpoints, never one on a local network or another host", () => {
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QG9",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ])
      expect(isPushEndpoint(ok), ok).toBe(true);
    for (const bad of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://10.0.0.1/push",
      "https://[::1]/push",
      "https://localhost/push",
      "https://printer/push",
      "https://nas.local/push",
      "https://api.internal/push",
      "https://me:secret@fcm.googleapis.com/x",
      "https://push.example.com/x",
      "https://fcm.googleapis.com.evil.example/x",
      "not a url",
    ])
      expect(isPushEndpoint(bad), bad).toBe(false);
  });

  it("reads a browser's PushSubscription JSON, extra fields left out", () => {
    const body = {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16).toString("base64url") },
      extra: true,
    };
    const parsed = pushSubscriptionInput.parse(body);
    expect(parsed).not.toHaveProperty("extra");
    expect(pushSubscriptionInput.safeParse({ ...body, keys: { ...body.keys, auth: "" } }).success).toBe(false);
  });
});
