import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import boundaries from "./module-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, "..");
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const rule = boundaries.rules["module-boundaries"];

tester.run("module-boundaries", rule, {
  valid: [
    {
      filename: at("src/modules/contracts/components/Form.tsx"),
      code: 'import { useProjectOptions } from "../../projects/projects-api.ts";',
    },
    {
      filename: at("src/modules/contracts/contracts.queries.ts"),
      code: 'import { projectBelongs } from "../projects/projects.queries.ts";',
    },
    {
      filename: at("src/modules/overview/overview.contract.ts"),
      code: 'import { PROJECT_STATUSES } from "../projects/projects.contract.ts";',
    },
    {
      filename: at("src/modules/projects/ProjectDetailPage.tsx"),
      code: 'import { AttachedDocuments } from "../documents/documents.public.tsx";',
    },
    {
      filename: at("src/modules/safety/safety.server.ts"),
      code: 'import { certificationRoutes } from "../certifications/certifications.public.server.ts";',
    },
    {
      filename: at("src/modules/projects/components/Card.tsx"),
      code: 'import { ProjectTasks } from "./ProjectTasks.tsx";',
    },
    {
      filename: at("src/app/web/routing/dashboard-modules.ts"),
      code: 'const load = () => import("../../../modules/projects/ProjectsPage.tsx");',
    },
    {
      filename: at("src/app/server/app.ts"),
      code: 'import { projectRoutes } from "../../modules/projects/projects.server.ts";',
    },
    {
      filename: at("src/web/ui/status-tones.test.ts"),
      code: 'import { CONTRACT_STATUSES } from "../../modules/contracts/contracts.contract.ts";',
    },
    { filename: at("src/modules/projects/x.ts"), code: 'import { z } from "zod";' },
  ],
  invalid: [
    {
      filename: at("src/modules/contracts/components/Form.tsx"),
      code: 'import { RecordSelect } from "../../projects/components/RecordSelect.tsx";',
      errors: 1,
    },
    {
      filename: at("src/modules/contracts/contracts.rules.ts"),
      code: 'import { addDays } from "../gantt/gantt.rules.ts";',
      errors: 1,
    },
    {
      filename: at("src/modules/documents/documents.queries.ts"),
      code: 'import { contracts } from "../contracts/contracts.schema.ts";',
      errors: 1,
    },
    {
      filename: at("src/modules/projects/Page.tsx"),
      code: 'export { GanttPage } from "../gantt/GanttPage.tsx";',
      errors: 1,
    },
    {
      filename: at("src/modules/safety/safety.server.ts"),
      code: 'import { projectRoutes } from "../projects/projects.server.ts";',
      errors: 1,
    },
    {
      filename: at("src/web/ui/thing.tsx"),
      code: 'import { PROJECT_MSG } from "../../modules/projects/projects.contract.ts";',
      errors: 1,
    },
    {
      filename: at("src/shared/x.ts"),
      code: 'import { GANTT_MSG } from "../modules/gantt/gantt.contract.ts";',
      errors: 1,
    },
    {
      filename: at("src/app/web/shell/Page.tsx"),
      code: 'import { ProjectCard } from "../../../modules/projects/components/ProjectCard.tsx";',
      errors: 1,
    },
  ],
});
