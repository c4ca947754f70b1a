import type { RecordOption } from "../../web/ui/record-select.tsx";
import { RecordField } from "../../web/ui/record-select.tsx";
import { useProjectOptions } from "./projects-api.ts";

/** One project (404 for another organization's), and the newest 200 to choose from: for modules' screens of a project. */
export { useProject, useProjectOptions } from "./projects-api.ts";

/**
 * The projects module's public component (decision 0007): the "Project" select other modules' forms embed (a
 * contract's project, a document's), among the organization's newest projects; the saved one stays listed.
 */
export function ProjectField({
  id,
  value,
  current,
  error,
  failedHint,
  onChange,
}: {
  id: string;
  value: string;
  current: RecordOption | null;
  error?: string;
  /** Said under the select when the projects could not be loaded. */
  failedHint: string;
  onChange: (id: string) => void;
}) {
  const projects = useProjectOptions();
  return (
    <RecordField
      label="Project"
      hint={projects.isError ? failedHint : undefined}
      id={id}
      value={value}
      options={projects.data ?? []}
      current={current}
      loading={projects.isPending}
      loadingLabel="Loading projects…"
      noneLabel="No project"
      error={error}
      onChange={onChange}
    />
  );
}
