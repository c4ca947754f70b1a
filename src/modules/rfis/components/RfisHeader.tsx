import type { ReactNode } from "react";
import { useProjectOptions } from "../../projects/projects.public.tsx";
import { paths } from "../../../web/paths.ts";
import { PageHeader, type PrimaryAction } from "../../../web/ui/page-header.tsx";
import { Label } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { TabLinks } from "../../../web/ui/tab-links.tsx";

/** The module's heading, its two tabs, and the filter bar with the project filter every tab has. */
export function RfisHeader({
  action,
  projectId,
  onProject,
  children,
}: {
  action: PrimaryAction | null;
  projectId: string;
  onProject: (projectId: string) => void;
  children?: ReactNode;
}) {
  const projects = useProjectOptions();
  return (
    <div className="space-y-4">
      <PageHeader
        title="RFIs & Submittals"
        description="Questions to the design team and the submittal register, answered by whoever's turn it is."
        action={action}
      />
      <TabLinks
        label="RFIs and submittals"
        tabs={[
          { to: paths.rfis.home, label: "RFIs", end: true },
          { to: paths.rfis.submittals, label: "Submittals", end: true },
        ]}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="space-y-1.5 sm:w-64">
          <Label htmlFor="rfis-project-filter">Project</Label>
          <Select id="rfis-project-filter" value={projectId} onChange={(e) => onProject(e.target.value)}>
            <option value="">All projects</option>
            {(projects.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        {children}
      </div>
    </div>
  );
}
