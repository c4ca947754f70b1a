import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from "./totp.ts";

// RFC 6238 appendix B, SHA-1 key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(RFC_VECTORS)("matches RFC 6238 at T=%i", (seconds, expected) => {
    expect(hotp(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(expected);
  });

  it("matches RFC 4226's HOTP values (6 digits)", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it("round-trips base32 and reads the RFC key's base32 form", () => {
    expect(base32Encode(RFC_KEY)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv-gy3tqojqgezdgnbvgy3tqojq")).toEqual(RFC_KEY);
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it("accepts one step of skew either way, not two, and nothing at or before the last used step", () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    const at = (offset: number) => totpCode(secret, now + offset * 30_000);
    expect(matchTotp(secret, at(0), now)).toBe(step);
    expect(matchTotp(secret, at(-1), now)).toBe(step - 1);
    expect(matchTotp(secret, at(1), now)).toBe(step + 1);
    expect(matchTotp(secret, at(-2), now)).toBeNull();
    expect(matchTotp(secret, at(2), now)).toBeNull();
    expect(matchTotp(secret, at(0), now, step)).toBeNull();
    expect(matchTotp(secret, at(1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });

  it("builds the otpauth address apps read", () => {
    const uri = otpauthUri("ABC", "jane@example.com", "BuildOps");
    expect(uri).toBe(
      "otpauth://totp/BuildOps:jane%40example.com?secret=ABC&issuer=BuildOps&algorithm=SHA1&digits=6&period=30",
    );
  });
});
