import http from "node:http";
import { generateKeyPairSync, randomBytes } from "node:crypto";
// oidc-provider ships no types; only the few calls below are used (see oidc-provider.d.ts).
import Provider from "oidc-provider";
import { freePort } from "./free-port.ts";

/**
 * A real OpenID Connect provider on 127.0.0.1 (the `oidc-provider` package), standing in for Google or Apple
 * in tests: discovery, authorization with PKCE and nonce, a login page and a consent page of our own (plain
 * HTML forms, so fetch and a browser can both drive them), the token endpoint and signed ID tokens.
 *
 * The login form asks only for the e-mail of one of the registered accounts (no password: a test provider).
 * ID tokens carry the e-mail claims themselves, as Google's and Apple's do.
 */

export type OidcAccount = { email: string; emailVerified: boolean; name?: string; sub?: string };
export type OidcClient = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
};

export type TestOidcProvider = {
  issuer: string;
  /** Registers (or replaces) an account that can sign in; its `sub` defaults to one derived from the e-mail. */
  addAccount: (account: OidcAccount) => OidcAccount & { sub: string };
  close: () => Promise<void>;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export type OidcProviderOptions = {
  clients: OidcClient[];
  accounts?: OidcAccount[];
  port?: number;
  /** Any e-mail typed in the login form signs in, as a verified account named after the address (browser journeys). */
  acceptAnyEmail?: boolean;
};

export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, OidcAccount & { sub: string }>();
  const addAccount = (account: OidcAccount) => {
    const full = {
      ...account,
      email: account.email.toLowerCase(),
      sub: account.sub ?? `sub-${account.email.toLowerCase()}`,
    };
    for (const [sub, existing] of accounts) if (existing.email === full.email) accounts.delete(sub);
    accounts.set(full.sub, full);
    return full;
  };
  for (const account of options.accounts ?? []) addAccount(account);

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      response_types: ["code"],
      grant_types: ["authorization_code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Put the scope's claims in the ID token itself, as Google and Apple do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error",
        `<p role="alert">${escape(out.error ?? "error")}: ${escape(out.error_description ?? "")}</p>`,
      );
    },
  });
  const callback = provider.callback();

  async function interaction(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    if (req.method === "GET" && details.prompt.name === "login") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(
        page(
          "Sign in to the test provider",
          `<form method="post" action="/interaction/${uid}/login"><label for="login">Email</label> <input id="login" name="login" type="email" autocomplete="off"> <button type="submit">Continue</button></form>`,
        ),
      );
      return;
    }
    if (req.method === "GET" && details.prompt.name === "consent") {
      const client = String(details.params.client_id);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(
        page(
          "Allow access",
          `<p>${escape(client)} asks for your e-mail address and name.</p><form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>`,
        ),
      );
      return;
    }
    if (req.method === "POST" && action === "login") {
      const form = await readForm(req);
      const email = (form.get("login") ?? "").trim().toLowerCase();
      let account = [...accounts.values()].find((a) => a.email === email);
      if (!account && options.acceptAnyEmail && /^[^@\s]+@[^@\s]+$/.test(email)) {
        const local = email.split("@")[0] ?? email;
        account = addAccount({
          email,
          emailVerified: true,
          name: local.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
        });
      }
      if (!account) {
        res.statusCode = 400;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(page("Sign in to the test provider", `<p role="alert">No such account: ${escape(email)}</p>`));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === "POST" && action === "confirm") {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error("consent without a login");
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      const promptDetails = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (promptDetails.missingOIDCScope) grant.addOIDCScope(promptDetails.missingOIDCScope.join(" "));
      if (promptDetails.missingOIDCClaims) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    res.statusCode = 400;
    res.end("unexpected interaction step");
  }

  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([^/?]+)(?:\/(login|confirm))?(?:\?.*)?$/.exec(req.url ?? "");
    if (!match?.[1]) {
      void callback(req, res);
      return;
    }
    interaction(req, res, match[1], match[2]).catch((err: unknown) => {
      if (!res.headersSent) res.statusCode = 400;
      res.end(page("Sign-in error", `<p role="alert">${escape(err instanceof Error ? err.message : String(err))}</p>`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    issuer,
    addAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
