import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeHeaders, unsubscribeToken } from "./unsubscribe.ts";

describe("unsubscribe tokens", () => {
  it("name their person and topic, signed", () => {
    const token = unsubscribeToken("secret", "user-1", "marketing");
    expect(readUnsubscribeToken("secret", token)).toEqual({ userId: "user-1", topic: "marketing" });
  });
  it("refuse another secret, another topic or person under the same signature, and junk", () => {
    const token = unsubscribeToken("secret", "user-1", "email");
    expect(readUnsubscribeToken("other", token)).toBeNull();
    const [who, , sig] = token.split(".");
    expect(readUnsubscribeToken("secret", `${who}.marketing.${sig}`)).toBeNull();
    expect(readUnsubscribeToken("secret", `${Buffer.from("user-2").toString("base64url")}.email.${sig}`)).toBeNull();
    expect(readUnsubscribeToken("secret", "x")).toBeNull();
    expect(readUnsubscribeToken("secret", `${token}.more`)).toBeNull();
  });
  it("fit in a route parameter (at most 100 characters)", () => {
    expect(unsubscribeToken("secret", "u".repeat(36), "marketing").length).toBeLessThanOrEqual(100);
  });
  it("come with the one-click headers of RFC 8058", () => {
    expect(unsubscribeHeaders("https://app.example/unsubscribe/t")).toEqual({
      "List-Unsubscribe": "<https://app.example/unsubscribe/t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
