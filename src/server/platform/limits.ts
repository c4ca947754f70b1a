import type { Limit } from "./rate-limit.ts";

const MIN = 60_000;

/** Requests a minute one personal API token may make (429 with Retry-After beyond). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 120;

export type Limits = ReturnType<typeof createLimits>;

/**
 * The request limits (shared by every server process through the database). `ipFactor` multiplies the
 * per-IP limits only (RATE_LIMIT_FACTOR, for test environments where every request comes from one address);
 * per-account limits are rules and never scaled.
 */
export function createLimits(ipFactor = 1) {
  const perIp = (max: number, windowMs: number): Limit => ({ max: max * ipFactor, windowMs });
  const perAccount = (max: number, windowMs: number): Limit => ({ max, windowMs });
  return {
    signUpPerIp: perIp(20, 60 * MIN),
    signUpPerEmail: perAccount(5, 60 * MIN),
    signInPerIp: perIp(100, 15 * MIN),
    forgotPerIp: perIp(20, 60 * MIN),
    forgotPerEmail: perAccount(5, 60 * MIN),
    resetPerIp: perIp(30, 60 * MIN),
    /** Verification links followed from one address (each looks a token up and may write). */
    verifyPerIp: perIp(30, 15 * MIN),
    contactPerEmail: perAccount(5, 60 * MIN),
    contactPerIp: perIp(20, 60 * MIN),
    /** Messages from one address through published contractors' sites, and messages one site takes in a day. */
    siteContactPerIp: perIp(10, 60 * MIN),
    siteContactPerSite: perAccount(200, 24 * 60 * MIN),
    twoFactorPerIp: perIp(60, 15 * MIN),
    changePasswordPerAccount: perAccount(10, 15 * MIN),
    /** Invitation e-mails (new and re-sent) an organization may send. */
    invitesPerOrganization: perAccount(50, 60 * MIN),
    /** Estimates and invoices e-mailed to clients by one organization (each carries a PDF). */
    documentEmailsPerOrganization: perAccount(100, 60 * MIN),
    /** Client links (estimates and invoices) opened or answered from one address. */
    clientLinksPerIp: perIp(120, 15 * MIN),
    /** Invitation links looked up or accepted from one address (tokens are unguessable; this bounds the noise). */
    invitationLinksPerIp: perIp(60, 15 * MIN),
    /** Profile photo uploads (each one decodes and resizes an image). */
    avatarUploadsPerAccount: perAccount(30, 60 * MIN),
    logoUploadsPerAccount: perAccount(30, 60 * MIN),
    /** Report PDFs built (each lays out every contract's row: CPU a script could spend in a loop). */
    reportPdfsPerAccount: perAccount(60, 60 * MIN),
    /** Document uploads and new versions (generous for a batch of drawings; bounds a runaway script). */
    documentUploadsPerAccount: perAccount(600, 60 * MIN),
    photoUploadsPerAccount: perAccount(300, 60 * MIN), // site photos (each decodes and resizes an image)
    /**
     * Every upload of one organization together (documents and versions, photos, website pictures, the logo,
     * avatars; decision 0038): a busy team's batch of drawings and site photos, one every four seconds for a
     * whole hour, well under its accounts' own caps added up; it bounds a runaway script or a leaked token.
     */
    uploadsPerOrganization: perAccount(1000, 60 * MIN),
    /** Requests one personal API token may make on /api/v1 (decision 0033). */
    apiTokenRequests: perAccount(API_TOKEN_REQUESTS_PER_MINUTE, MIN),
    /** Test messages an organization's admins post to its Slack channel (each one reaches Slack at once). */
    slackTestsPerOrganization: perAccount(5, MIN),
  } as const;
}

/**
 * Wrong passwords for one account from one address before that address is refused for a while: a stranger
 * guessing locks out only themself, not the owner signing in from elsewhere.
 */
export const MAX_FAILED_SIGN_INS = 25;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * MIN;
/**
 * Wrong passwords for one account from every address together: the slower, higher ceiling against guessing
 * spread over many addresses (about 1.7 a minute for an hour); past it the account refuses sign-in until the
 * window ends, whoever asks.
 */
export const MAX_FAILED_SIGN_INS_PER_ACCOUNT = 100;
export const FAILED_SIGN_IN_ACCOUNT_WINDOW_MS = 60 * MIN;

/** Wrong two-factor codes (sign-in, enable, disable) per account before codes are refused for a while. */
export const MAX_TWO_FACTOR_FAILURES = 5;
export const TWO_FACTOR_FAILURE_WINDOW_MS = 15 * MIN;
