import { describe, expect, it } from "vitest";
import { forgotPasswordBody, resetPasswordBody, signInBody, signUpBody } from "./account.ts";

const good = { fullName: "Jane Doe", email: "jane@example.com", password: "secret1", confirmPassword: "secret1" };

/** The messages of a failed parse, by field path. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.map(String).join(".")] ??= issue.message;
  return out;
}

describe("signUpBody", () => {
  it("accepts a complete sign-up, company and plan optional", () => {
    expect(signUpBody.safeParse(good).success).toBe(true);
    expect(signUpBody.safeParse({ ...good, companyName: "Acme", plan: "Professional" }).success).toBe(true);
  });

  it("says the passwords do not match, on the confirmation field", () => {
    const result = signUpBody.safeParse({ ...good, confirmPassword: "secret2" });
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual({ confirmPassword: "The passwords you entered do not match. Please re-enter." });
  });

  it("says a short password is too weak", () => {
    const result = signUpBody.safeParse({ ...good, password: "12345", confirmPassword: "12345" });
    expect(result.success).toBe(false);
    expect(issues(result).password).toBe("Password must be at least 6 characters long.");
  });

  it("accepts a password of exactly 6 characters", () => {
    expect(signUpBody.safeParse({ ...good, password: "123456", confirmPassword: "123456" }).success).toBe(true);
  });

  it("lowercases and trims the e-mail address", () => {
    const result = signUpBody.parse({ ...good, email: "  Jane.Doe@Example.COM " });
    expect(result.email).toBe("jane.doe@example.com");
  });

  it("trims the full name and requires one", () => {
    expect(signUpBody.parse({ ...good, fullName: "  Jane  " }).fullName).toBe("Jane");
    expect(issues(signUpBody.safeParse({ ...good, fullName: "   " })).fullName).toBe("Please enter your full name.");
  });

  it("requires a valid e-mail address", () => {
    expect(issues(signUpBody.safeParse({ ...good, email: "not-an-email" })).email).toBe(
      "Please enter a valid email address.",
    );
    expect(signUpBody.safeParse({ ...good, email: undefined }).success).toBe(false);
  });

  it("refuses a very long password", () => {
    const long = "x".repeat(129);
    expect(signUpBody.safeParse({ ...good, password: long, confirmPassword: long }).success).toBe(false);
  });
});

describe("signInBody", () => {
  it("lowercases the e-mail and requires a password", () => {
    expect(signInBody.parse({ email: " A@B.CO ", password: "x" }).email).toBe("a@b.co");
    expect(issues(signInBody.safeParse({ email: "a@b.co", password: "" })).password).toBe(
      "Please enter your password.",
    );
  });
});

describe("forgotPasswordBody", () => {
  it("lowercases the e-mail", () => {
    expect(forgotPasswordBody.parse({ email: "Jane@Example.com" }).email).toBe("jane@example.com");
  });
});

describe("resetPasswordBody", () => {
  it("accepts a token and two matching passwords", () => {
    expect(resetPasswordBody.safeParse({ token: "t", password: "secret1", confirmPassword: "secret1" }).success).toBe(
      true,
    );
  });

  it("asks to make sure the passwords match", () => {
    const result = resetPasswordBody.safeParse({ token: "t", password: "secret1", confirmPassword: "secret2" });
    expect(issues(result)).toEqual({ confirmPassword: "Please make sure your passwords match." });
  });

  it("says a short new password is too weak", () => {
    const result = resetPasswordBody.safeParse({ token: "t", password: "abc", confirmPassword: "abc" });
    expect(issues(result).password).toBe("Password must be at least 6 characters long.");
  });

  it("requires the token", () => {
    expect(resetPasswordBody.safeParse({ token: "", password: "secret1", confirmPassword: "secret1" }).success).toBe(
      false,
    );
  });
});
