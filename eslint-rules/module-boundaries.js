// The module boundary (decision 0007): a module reaches another module only through its public files, and the
// shared layers (src/shared, src/web/ui, src/web/lib) reach no module at all. Relative imports only; the
// project has no path aliases.
import path from "node:path";

/**
 * What another module may import: its contract and its plain constants, its server queries, its browser API hooks, the GET addresses of
 * its first data (the app asks for them while a page loads), its one public component file, and its one public server file: what
 * another module mounts inside its own plugin (the routes of certifications and saved reports, decisions 0029 and 0030).
 */
const PUBLIC_FILE =
  /(\.contract\.ts|\.constants\.ts|\.queries\.ts|-api\.ts|\.routes\.ts|\.public\.tsx|\.public\.server\.ts)$/;
/** What the app layer (routing, server start) may import besides: the module's page and its Fastify plugin. */
const ENTRY_FILE = /(\/[A-Z][A-Za-z]*Page\.tsx|\.server\.ts)$/;

const SHARED_LAYERS = ["src/shared/", "src/web/ui/", "src/web/lib/"];
const APP_LAYERS = ["src/app/"];

function moduleOf(rel) {
  const m = /^src\/modules\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

export default {
  rules: {
    "module-boundaries": {
      meta: {
        type: "problem",
        docs: {
          description: "A module imports another module only through its public files; shared layers import no module.",
        },
        schema: [],
      },
      create(context) {
        const root = context.cwd;
        const file = path.relative(root, context.filename).split(path.sep).join("/");
        const from = moduleOf(file);
        // A shared layer's test may check itself against the modules (e.g. a status colour for every module status).
        const shared = SHARED_LAYERS.some((p) => file.startsWith(p)) && !file.endsWith(".test.ts");
        const app = APP_LAYERS.some((p) => file.startsWith(p));
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== "string" || !source.startsWith(".")) return;
          const target = path
            .relative(root, path.resolve(path.dirname(context.filename), source))
            .split(path.sep)
            .join("/");
          const to = moduleOf(target);
          if (!to || to === from) return;
          if (shared) {
            context.report({ node, message: `Shared code (${file}) must not import a module (${target}).` });
            return;
          }
          if (PUBLIC_FILE.test(target)) return;
          if (app && ENTRY_FILE.test(target)) return;
          context.report({
            node,
            message: `${target} is internal to the ${to} module: import its *.contract.ts, *.constants.ts, *.queries.ts, *-api.ts, *.routes.ts, ${to}.public.tsx or ${to}.public.server.ts, or move the piece to src/web/ui, src/web/lib or src/shared.`,
          });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: (node) => check({ source: node.source, ...node }),
        };
      },
    },
  },
};
