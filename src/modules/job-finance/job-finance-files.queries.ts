import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { getProject } from "../projects/projects.queries.ts";
import type { PayApplication } from "./job-finance.contract.ts";
import { getProjectContract } from "./budget.queries.ts";
import { getPayApplication } from "./pay-applications.queries.ts";

/** Who and what an application is between, for its PDF's G702 heading. */
export type PayApplicationParties = {
  /** The contractor: the organization. */
  organizationName: string;
  projectName: string;
  /** The project's client (the invoice's customer), or "". */
  clientName: string;
  /** The project's contract terms: the owner, the job's location and the contract's date. */
  ownerName: string;
  jobLocation: string;
  contractDate: string | null;
};

/**
 * A pay application as its PDF draws it: the API's own answer (getPayApplication, so the PDF equals the screen)
 * and who it is between: the organization, the project and its client, the contract's owner and job location.
 */
export async function payApplicationWithParties(
  db: Db,
  scope: Scope,
  id: string,
): Promise<{ app: PayApplication; parties: PayApplicationParties }> {
  const app = await getPayApplication(db, scope, id);
  const [project, contract, organizationName] = await Promise.all([
    getProject(db, scope, app.projectId),
    getProjectContract(db, scope, app.projectId),
    organizationNameOf(db, scope),
  ]);
  return {
    app,
    parties: {
      organizationName,
      projectName: project.name,
      clientName: project.client?.name ?? "",
      ownerName: contract.ownerName,
      jobLocation: contract.jobLocation,
      contractDate: contract.contractDate,
    },
  };
}
