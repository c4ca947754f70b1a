import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Db } from "../db/client.ts";
import { members, organizations, subscriptions } from "../db/schema/index.ts";
import { isPlanId, type PlanId } from "../../shared/plans.ts";
import { isRole, type Role } from "../../shared/roles.ts";
import type { FeatureName } from "../../shared/plan-features.ts";
import { featuresInForce } from "./entitlements.rules.ts";
import { standing } from "./billing.rules.ts";
import type { Standing } from "../../shared/contracts/subscription.ts";

export type OrganizationContext = {
  id: string;
  name: string;
  role: Role;
  plan: PlanId | null;
  subscriptionStatus: string | null;
  /** The features the organization may use now (`hasFeature`'s answer for each), for the plan gate and the browser. */
  features: FeatureName[];
  /** Whether it may write now (requireScope refuses writes with 402 otherwise), and what is coming. */
  standing: Standing;
};

type ContextRow = {
  id: string;
  name: string;
  role: string;
  plan: string | null;
  status: string | null;
  trialEnd: Date | string | null;
  periodEnd: Date | string | null;
  pastDueSince: Date | string | null;
  paid: boolean | null;
  features: string[] | null;
};

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** No subscription at all: nothing to write with (an organization always has one; a broken row must not open writes). */
const NO_SUBSCRIPTION: Standing = { readOnly: true, reason: "canceled", warning: null, writesStopAt: null };

function toOrganizationContext(row: ContextRow, now = new Date()): OrganizationContext | null {
  if (!isRole(row.role)) return null;
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    plan: row.plan && isPlanId(row.plan) ? row.plan : null,
    subscriptionStatus: row.status,
    features: featuresInForce(row),
    standing:
      row.status === null
        ? NO_SUBSCRIPTION
        : standing(
            {
              status: row.status,
              trialEnd: toDate(row.trialEnd),
              currentPeriodEnd: toDate(row.periodEnd) ?? now,
              pastDueSince: toDate(row.pastDueSince),
              paid: row.paid ?? false,
            },
            now,
          ),
  };
}

/** The subscription's enabled feature names, as an array (empty without a subscription); `sub` is the subscription. */
const ENABLED_FEATURES_SQL =
  "array(select sf.feature_name from subscription_features sf where sf.subscription_id = sub.id and sf.is_enabled)";
const sub = alias(subscriptions, "sub");

/** The caller's membership in their active organization, with its plan, in one query. */
export async function organizationContext(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<OrganizationContext | null> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      role: members.role,
      plan: sub.planName,
      status: sub.status,
      trialEnd: sub.trialEnd,
      periodEnd: sub.currentPeriodEnd,
      pastDueSince: sub.pastDueSince,
      paid: sql<boolean | null>`${sub.providerSubscriptionId} is not null`,
      features: sql<string[] | null>`${sql.raw(ENABLED_FEATURES_SQL)}`,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .leftJoin(sub, eq(sub.organizationId, members.organizationId))
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  const row = rows[0];
  return row ? toOrganizationContext(row) : null;
}

export type SessionWithContext = {
  sessionId: string;
  expiresAt: Date;
  user: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    emailVerified: boolean;
    companyName: string | null;
  };
  organization: OrganizationContext | null;
};

type SessionContextRow = {
  session_id: string;
  expires_at: Date;
  user_id: string;
  email: string;
  name: string;
  image: string | null;
  email_verified: boolean;
  company_name: string | null;
  org_id: string | null;
  org_name: string | null;
  role: string | null;
  plan: string | null;
  status: string | null;
  trial_end: Date | string | null;
  period_end: Date | string | null;
  past_due_since: Date | string | null;
  paid: boolean | null;
  features: string[] | null;
};

// Read on every signed-in request: kept as one prepared statement (see Database.prepared).
const SESSION_CONTEXT_SQL = `
  select s.id as session_id, s.expires_at, u.id as user_id, u.email, u.name, u.image, u.email_verified,
         u.company_name, o.id as org_id, o.name as org_name, m.role, sub.plan_name as plan, sub.status,
         sub.trial_end, sub.current_period_end as period_end, sub.past_due_since,
         sub.provider_subscription_id is not null as paid, ${ENABLED_FEATURES_SQL} as features
  from sessions s
  join users u on u.id = s.user_id
  left join members m on m.user_id = s.user_id and m.organization_id = s.active_organization_id
  left join organizations o on o.id = m.organization_id
  left join subscriptions sub on sub.organization_id = m.organization_id
  where s.token = $1
  limit 1`;

/**
 * The session a token names, its user, and the user's membership in the session's active organization
 * with its plan: what `organizationContext` and better-auth's session lookup read, in one query.
 */
export async function sessionWithContext(database: Database, token: string): Promise<SessionWithContext | null> {
  const [row] = await database.prepared<SessionContextRow>("session_context", SESSION_CONTEXT_SQL, [token]);
  if (!row) return null;
  const organization =
    row.org_id && row.org_name && row.role
      ? toOrganizationContext({
          id: row.org_id,
          name: row.org_name,
          role: row.role,
          plan: row.plan,
          status: row.status,
          trialEnd: row.trial_end,
          periodEnd: row.period_end,
          pastDueSince: row.past_due_since,
          paid: row.paid,
          features: row.features,
        })
      : null;
  return {
    sessionId: row.session_id,
    expiresAt: new Date(row.expires_at),
    user: {
      id: row.user_id,
      email: row.email,
      name: row.name,
      image: row.image,
      emailVerified: row.email_verified,
      companyName: row.company_name,
    },
    organization,
  };
}
