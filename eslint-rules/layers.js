// The layers (issue 27, decision 0007): imports run one way, shared ← platform and kit (src/server, src/web) ←
// modules ← app (src/app, the composition root), and no two files import each other, however far round. Tests and
// the test support (src/server/testing) stand outside: they may reach any layer.
import fs from "node:fs";
import path from "node:path";

/** The layer of a file under src/, lowest first; -1 outside the layers. */
export function layerOf(rel) {
  if (rel.startsWith("src/app/")) return 3;
  if (rel.startsWith("src/modules/")) return 2;
  if (rel.startsWith("src/server/") || rel.startsWith("src/web/")) return 1;
  if (rel.startsWith("src/shared/")) return 0;
  return -1;
}

const LAYER_NAMES = ["shared", "platform and kit", "modules", "app"];

/**
 * The imports allowed to run up a layer, each with its reason. Keep it short: a piece two layers need belongs in
 * the lower one.
 */
const JSON_COLUMN =
  "type only: the database's one schema (drizzle, one migration history) types a JSON column with the module's contract";
export const ALLOWED_UP = new Map([
  ["src/server/db/schema/ai.ts -> src/modules/ai/ai.contract.ts", JSON_COLUMN],
  ["src/server/db/schema/invoicing.ts -> src/modules/invoicing/invoicing.contract.ts", JSON_COLUMN],
  ["src/server/db/schema/websites.ts -> src/modules/websites/websites.contract.ts", JSON_COLUMN],
]);

const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith("src/server/testing/");
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function filesUnder(dir, root, into) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, root, into);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts"))
      into.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return into;
}

const resolve = (from, spec) => path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));

/** The import graph of src/ (tests left out), read once per lint run, and what each file reaches through it. */
const graphs = new Map();
function graphOf(root) {
  const cached = graphs.get(root);
  if (cached) return cached;
  const graph = new Map();
  const src = path.join(root, "src");
  const files = fs.existsSync(src) ? filesUnder(src, root, []).filter((f) => !isTest(f)) : [];
  const known = new Set(files);
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const targets = new Set();
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  const result = { graph, reach: new Map() };
  graphs.set(root, result);
  return result;
}

/** Whether `from` reaches `to` by following imports. */
function reaches(root, from, to) {
  const { graph, reach } = graphOf(root);
  let seen = reach.get(from);
  if (!seen) {
    seen = new Set();
    const queue = [from];
    while (queue.length > 0) {
      const file = queue.pop();
      for (const next of graph.get(file) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    reach.set(from, seen);
  }
  return seen.has(to);
}

export default {
  rules: {
    layers: {
      meta: {
        type: "problem",
        docs: {
          description:
            "Imports run down the layers (shared ← platform and kit ← modules ← app), and no import closes a cycle.",
        },
        schema: [],
      },
      create(context) {
        const root = context.cwd;
        const file = path.relative(root, context.filename).split(path.sep).join("/");
        if (isTest(file)) return {};
        const from = layerOf(file);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== "string" || !source.startsWith(".")) return;
          const target = resolve(file, source);
          const to = layerOf(target);
          if (from >= 0 && to > from && !ALLOWED_UP.has(`${file} -> ${target}`)) {
            context.report({
              node,
              message: `${file} (${LAYER_NAMES[from]}) must not import ${target} (${LAYER_NAMES[to]}): imports run down the layers. Move the piece down, or pass it in.`,
            });
          }
          if (target === file || reaches(root, target, file)) {
            context.report({
              node,
              message: `${file} and ${target} import each other (through a cycle of files): break it with a smaller file both can import.`,
            });
          }
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
