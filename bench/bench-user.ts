import type { SmtpCatcher } from "./smtp-catcher.ts";

/**
 * Signs a new user up through the API, follows the verification link from the mail the server sent to
 * `smtp`, and signs in. Returns the cookie header to send with signed-in requests.
 */
export async function signedInCookie(baseUrl: string, smtp: SmtpCatcher, plan?: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "correct-horse-bench-1";
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  const signUp = await post("/api/auth/sign-up", {
    fullName: "Bench User",
    companyName: "Bench Builders",
    email,
    password,
    confirmPassword: password,
    plan,
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed (${signUp.status}): ${await signUp.text()}`);

  const mail = await smtp.waitForMail(email);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/)?.[0];
  if (!link) throw new Error(`no verification link in mail:\n${mail}`);
  const target = new URL(link);
  const verify = await fetch(`${baseUrl}${target.pathname}${target.search}`, { redirect: "manual" });
  if (verify.headers.get("location") !== "/signin?verified=true")
    throw new Error(`verification failed: ${verify.status} ${verify.headers.get("location")}`);

  const signIn = await post("/api/auth/sign-in", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed (${signIn.status}): ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const session = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
  if (session.status !== 200) throw new Error(`session check failed (${session.status}): ${await session.text()}`);
  return cookie;
}
