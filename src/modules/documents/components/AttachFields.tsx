import { RecordField, type RecordOption } from "../../../web/ui/record-select.tsx";
import { useContractOptions } from "../../contracts/contracts-api.ts";
import { ProjectField } from "../../projects/projects.public.tsx";

/**
 * Attach a document to a project and/or a contract (both optional). The contract select appears once the
 * organization has contracts to choose from.
 */
export function AttachFields({
  idPrefix,
  projectId,
  contractId,
  currentProject = null,
  currentContract = null,
  disabled,
  onProject,
  onContract,
}: {
  idPrefix: string;
  projectId: string;
  contractId: string;
  currentProject?: RecordOption | null;
  currentContract?: RecordOption | null;
  disabled?: boolean;
  onProject: (id: string) => void;
  onContract: (id: string) => void;
}) {
  const contracts = useContractOptions();
  const contractOptions = contracts.data ?? [];
  const showContracts = contractOptions.length > 0 || currentContract !== null;
  return (
    <fieldset disabled={disabled} className={showContracts ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"}>
      <legend className="sr-only">Attach to</legend>
      <ProjectField
        id={`${idPrefix}-project`}
        value={projectId}
        current={currentProject}
        failedHint="Projects could not be loaded."
        onChange={onProject}
      />
      {showContracts ? (
        <RecordField
          label="Contract"
          id={`${idPrefix}-contract`}
          value={contractId}
          options={contractOptions}
          current={currentContract}
          loading={contracts.isPending}
          loadingLabel="Loading contracts…"
          noneLabel="No contract"
          onChange={onContract}
        />
      ) : null}
    </fieldset>
  );
}
