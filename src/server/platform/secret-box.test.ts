import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box.ts";

describe("secretBox", () => {
  it("seals and opens, never the same text twice, and refuses another key or a changed byte", () => {
    const box = secretBox("secret-one-secret-one-secret-one", "two-factor");
    const a = box.seal("JBSWY3DPEHPK3PXP");
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(a);
    expect(box.open(a)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => secretBox("another-secret-another-secret-00", "two-factor").open(a)).toThrow();
    expect(() => secretBox("secret-one-secret-one-secret-one", "other").open(a)).toThrow();
    const parts = a.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
  });
});
