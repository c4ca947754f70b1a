import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import {
  describePlan,
  findOrganization,
  OperatorPlanError,
  setOperatorPlan,
} from "../src/server/account/operator-plan.queries.ts";
import { isPlanId, PLAN_IDS } from "../src/shared/plans.ts";

/**
 * `npm run plan -- <organization> <plan> [--until YYYY-MM-DD]`: an operator sets an organization's plan (decision
 * 0048), on the configured installation (the same environment as `npm start`). The organization is named by
 * its id, its slug or a member's e-mail. Run it while the server is stopped when the database is the embedded one.
 */
const USAGE = `Usage: npm run plan -- <organization id, slug or member e-mail> <${PLAN_IDS.join("|")}> [--until YYYY-MM-DD]`;

export async function runPlanCli(args: string[]): Promise<number> {
  const untilAt = args.indexOf("--until");
  const untilText = untilAt >= 0 ? args[untilAt + 1] : undefined;
  const [ref, plan] = args.filter((_, i) => untilAt < 0 || (i !== untilAt && i !== untilAt + 1));
  if (!ref || !plan || !isPlanId(plan.toLowerCase()) || (untilAt >= 0 && !untilText)) {
    console.error(USAGE);
    return 1;
  }
  const planId = plan.toLowerCase();
  if (!isPlanId(planId)) return 1;
  const until = untilText ? new Date(`${untilText}T00:00:00Z`) : null;
  if (until && Number.isNaN(until.getTime())) {
    console.error(`--until: not a date (${untilText}). ${USAGE}`);
    return 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const organization = await findOrganization(database.db, ref);
    if (!organization) {
      console.error(`No organization with the id, slug or member e-mail "${ref}".`);
      return 1;
    }
    const set = await setOperatorPlan(database.db, organization.id, planId, until);
    const end = set.periodEnd.toISOString().slice(0, 10);
    console.log(
      `${organization.name} (${organization.id}) is on ${describePlan(planId)}, ${set.status === "active" ? "active with no end" : `until ${end}, read-only after`}.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof OperatorPlanError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await runPlanCli(process.argv.slice(2));
