import { z } from "zod";
import path from "node:path";
import net from "node:net";
import type { PlanId } from "../shared/plans.ts";

/** Environment, read once and checked. A readable error lists every problem. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("BuildOps <no-reply@buildops.local>"),
  CONTACT_INBOX: z.email().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.url().default("https://appleid.apple.com"),
  /** The largest single document upload, in bytes (default 2 GiB). */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(5 * 1024 ** 4)
    .default(2 * 1024 ** 3),
  /** What one organization may store when its plan says unlimited (default 1 TiB). */
  MAX_ORGANIZATION_STORAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024 ** 2)
    .default(1024 ** 4),
  /** Local disk: uploads are refused (507) while less than this would stay free (default 2 GiB). */
  MIN_FREE_DISK_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(2 * 1024 ** 3),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must start with http:// or https://")
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  AI_BASE_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+)?$/, "must start with http:// or https://")
    .optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .refine(
      isTrustProxy,
      "must be false, true (one proxy), the number of proxies in front (1-10), or their addresses (IPs or CIDRs, comma-separated)",
    ),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_BASIC: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE: z.string().optional(),
  /** Where the Stripe API is (tests point it at their fake server); default Stripe's own. */
  STRIPE_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+\/?$/, "must be http(s)://host[:port]")
    .optional(),
  /** Where Slack's incoming webhooks are: an admin's webhook URL must start with `{this}/services/` (tests: their fake). */
  SLACK_WEBHOOK_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^\s/@]+\/?$/, "must be http(s)://host[:port]")
    .default("https://hooks.slack.com"),
  /** Text messages through Twilio's API or one that speaks it (tests: their fake server). */
  SMS_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+\/?$/, "must be http(s)://host[:port]")
    .default("https://api.twilio.com"),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z
    .string()
    .trim()
    .regex(
      /^(\+[1-9]\d{7,14}|MG\w+)?$/,
      "must be a phone number in E.164 (+15551234567) or a messaging service sid (MG…)",
    )
    .optional(),
});

const isAddressOrRange = (part: string) => {
  const [address = "", prefix, ...rest] = part.split("/");
  if (rest.length > 0 || !net.isIP(address)) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (net.isIPv4(address) ? 32 : 128));
};

function isTrustProxy(value: string): boolean {
  if (value === "true" || value === "false") return true;
  if (/^\d{1,2}$/.test(value)) return Number(value) >= 1 && Number(value) <= 10;
  return value.split(",").every((part) => isAddressOrRange(part.trim()));
}

/** TRUST_PROXY as Fastify takes it: "true" is one hop, a number that many, otherwise the proxies' addresses. */
function trustProxyOf(value: string): false | number | string {
  if (value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .join(",");
}

/**
 * Fastify's trustProxy for the setting: a hop count becomes "trust the nearest n addresses" (the socket's peer
 * is hop 0), since Fastify itself refuses bare counts; only safe when clients reach the server through the
 * proxies alone (otherwise name the proxies' addresses).
 */
export function trustProxyOption(
  value: Config["trustProxy"],
): false | string | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}

/**
 * An S3-compatible bucket for stored files (decision 0014); without S3_BUCKET, files stay on local disk.
 * Without an endpoint it is AWS itself; without keys, the AWS SDK's default credential chain.
 */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/** One OpenID Connect provider for social sign-in; discovery at `${issuer}/.well-known/openid-configuration`. */
export type SocialProviderConfig = { clientId: string; clientSecret: string; issuer: string };

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactInbox: string | undefined;
  authSecret: string | undefined;
  /** Social sign-in providers; a provider is configured only when both its client id and secret are set. */
  social: { google: SocialProviderConfig | null; apple: SocialProviderConfig | null };
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /**
   * The proxies whose X-Forwarded-* to believe (Fastify's trustProxy): false, a hop count (TRUST_PROXY=true is
   * one hop: the address the nearest proxy saw, never what a client wrote at the left), or their addresses.
   */
  trustProxy: false | number | string;
  /** Multiplies the per-IP request limits (test environments only). */
  rateLimitFactor: number;
  webDistDir: string;
  /** The largest single document upload, in bytes. */
  maxUploadBytes: number;
  /** The storage cap of an organization whose plan says unlimited. */
  maxOrganizationStorageBytes: number;
  /** Free space local disk storage keeps: an upload that would leave less is refused with 507. */
  minFreeDiskBytes: number;
  /** Files in an S3-compatible bucket instead of DATA_DIR/files; null = local disk. */
  s3: S3Config | null;
  /** The AI assistant's OpenAI-compatible model (AI_BASE_URL, AI_API_KEY, AI_MODEL, all three); null: answered by the analyses alone. */
  ai: AiModelConfig | null;
  /** Stripe for subscriptions and client payments (decision 0048); null: no payments, trials and operator-set plans. */
  stripe: StripeConfig | null;
  /** Slack's incoming webhooks' origin ("https://hooks.slack.com", no trailing slash): the only place Slack posts go. */
  slackWebhookOrigin: string;
  /** Text messages (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, all three); null: no texts are sent. */
  sms: SmsConfig | null;
};

/** A Twilio account (or an API that speaks Twilio's) that sends text messages. The token is never logged. */
export type SmsConfig = {
  /** "https://api.twilio.com", no trailing slash. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a number in E.164, or a messaging service's sid ("MG…"). */
  from: string;
};

const SMS_SETTINGS = ["SMS_ACCOUNT_SID", "SMS_AUTH_TOKEN", "SMS_FROM"] as const;

/** Text messages need every one of SMS_SETTINGS: half a setup is refused, none is "no texts". */
function smsProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  if (!SMS_SETTINGS.some(set)) return [];
  return SMS_SETTINGS.filter((name) => !set(name)).map(
    (name) =>
      `  ${name}: required when other SMS_ settings are set (text messages need all of ${SMS_SETTINGS.join(", ")})`,
  );
}

function smsConfig(e: z.infer<typeof envSchema>): SmsConfig | null {
  const [accountSid, authToken, from] = [e.SMS_ACCOUNT_SID?.trim(), e.SMS_AUTH_TOKEN?.trim(), e.SMS_FROM?.trim()];
  if (!accountSid || !authToken || !from) return null;
  return { apiUrl: e.SMS_API_URL.replace(/\/+$/, ""), accountSid, authToken, from };
}

/** The Stripe account that bills subscriptions, its webhook secrets, the plans' prices. Secrets are never logged. */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** The Connect endpoint's secret (events from organizations' own accounts); null: client payments are off. */
  connectWebhookSecret: string | null;
  prices: Record<PlanId, string>;
  /** Another API host (tests' fake server); null: Stripe's own. */
  api: { protocol: "http" | "https"; host: string; port: number } | null;
};

const STRIPE_SETTINGS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_BASIC",
  "STRIPE_PRICE_PROFESSIONAL",
  "STRIPE_PRICE_ENTERPRISE",
] as const;

/** Payments need every one of STRIPE_SETTINGS: half a setup is refused, none is "no payments". */
function stripeProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  if (!STRIPE_SETTINGS.some(set)) {
    return set("STRIPE_CONNECT_WEBHOOK_SECRET")
      ? ["  STRIPE_SECRET_KEY: required with STRIPE_CONNECT_WEBHOOK_SECRET"]
      : [];
  }
  return STRIPE_SETTINGS.filter((name) => !set(name)).map(
    (name) =>
      `  ${name}: required when other STRIPE_ settings are set (payments need all of ${STRIPE_SETTINGS.join(", ")})`,
  );
}

function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret } = e;
  const [basic, professional, enterprise] = [
    e.STRIPE_PRICE_BASIC,
    e.STRIPE_PRICE_PROFESSIONAL,
    e.STRIPE_PRICE_ENTERPRISE,
  ];
  if (!key?.trim() || !secret?.trim() || !basic?.trim() || !professional?.trim() || !enterprise?.trim()) return null;
  const api = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null;
  const protocol = api?.protocol === "http:" ? "http" : "https";
  return {
    secretKey: key.trim(),
    webhookSecret: secret.trim(),
    connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET?.trim() || null,
    prices: { basic: basic.trim(), professional: professional.trim(), enterprise: enterprise.trim() },
    api: api ? { protocol, host: api.hostname, port: Number(api.port || (protocol === "http" ? 80 : 443)) } : null,
  };
}

/** An OpenAI-compatible chat completions endpoint (decision 0036). The key is a secret: never logged. */
export type AiModelConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

/** How long one answer of the model may take, tool rounds included. */
export const AI_TIMEOUT_MS = 60_000;

function aiModel(
  baseUrl: string | undefined,
  apiKey: string | undefined,
  model: string | undefined,
): AiModelConfig | null {
  if (!baseUrl?.trim() || !apiKey?.trim() || !model?.trim()) return null;
  return {
    baseUrl: baseUrl.trim().replace(/\/+$/, ""),
    apiKey: apiKey.trim(),
    model: model.trim(),
    timeoutMs: AI_TIMEOUT_MS,
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`)),
    ...s3Problems(env),
    ...stripeProblems(env),
    ...smsProblems(env),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactInbox: e.CONTACT_INBOX,
    authSecret: e.AUTH_SECRET,
    social: {
      google: socialProvider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER),
      apple: socialProvider(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET, e.APPLE_ISSUER),
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    webDistDir: path.resolve("dist/web"),
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxOrganizationStorageBytes: e.MAX_ORGANIZATION_STORAGE_BYTES,
    minFreeDiskBytes: e.MIN_FREE_DISK_BYTES,
    s3: e.S3_BUCKET?.trim()
      ? {
          bucket: e.S3_BUCKET.trim(),
          endpoint: e.S3_ENDPOINT?.trim() || undefined,
          region: e.S3_REGION?.trim() || "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID?.trim() || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY?.trim() || undefined,
        }
      : null,
    ai: aiModel(e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL),
    stripe: stripeConfig(e),
    slackWebhookOrigin: e.SLACK_WEBHOOK_ORIGIN.replace(/\/+$/, ""),
    sms: smsConfig(e),
  };
}

/** Half an S3 setup would quietly mean local disk or the wrong credentials: refuse it. */
function s3Problems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  if (!set("S3_BUCKET") && ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].some(set)) {
    problems.push("  S3_BUCKET: required when other S3_ variables are set (files would otherwise stay on local disk)");
  }
  if (set("S3_ACCESS_KEY_ID") !== set("S3_SECRET_ACCESS_KEY")) {
    problems.push(
      `  ${set("S3_ACCESS_KEY_ID") ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK's default credentials)`,
    );
  }
  return problems;
}

function socialProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuer: string,
): SocialProviderConfig | null {
  if (!clientId?.trim() || !clientSecret?.trim()) return null;
  return { clientId: clientId.trim(), clientSecret: clientSecret.trim(), issuer: issuer.replace(/\/+$/, "") };
}
