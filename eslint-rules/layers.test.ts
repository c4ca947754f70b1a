import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import layers from "./layers.js";

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, "..");
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const rule = layers.rules.layers;

tester.run("layers", rule, {
  valid: [
    { filename: at("src/modules/quality/quality-api.ts"), code: 'import { call } from "../../web/lib/api.ts";' },
    { filename: at("src/web/lib/api.ts"), code: 'import { href } from "../../shared/route.ts";' },
    {
      filename: at("src/app/server/app.ts"),
      code: 'import { qualityRoutes } from "../../modules/quality/quality.server.ts";',
    },
    // Tests may reach any layer.
    {
      filename: at("src/web/ui/status-tones.test.ts"),
      code: 'import { CONTRACT_STATUSES } from "../../modules/contracts/contracts.contract.ts";',
    },
  ],
  invalid: [
    { filename: at("src/shared/x.ts"), code: 'import { call } from "../web/lib/api.ts";', errors: 1 },
    {
      filename: at("src/web/lib/x.ts"),
      code: 'import { qualityEndpoints } from "../../modules/quality/quality.routes.ts";',
      errors: 1,
    },
    {
      filename: at("src/modules/quality/x.ts"),
      code: 'const app = () => import("../../app/server/app.ts");',
      errors: 1,
    },
    // route.ts is imported by api.ts: importing api.ts back closes a cycle (and runs up a layer).
    { filename: at("src/shared/route.ts"), code: 'import { call } from "../web/lib/api.ts";', errors: 2 },
  ],
});
