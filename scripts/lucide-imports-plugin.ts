import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * `import { Gavel, Trash2 } from "lucide-react"` in our sources, rewritten at build time to one import per icon
 * file (`import Gavel from "lucide-react/icons/gavel"`). Through the package's barrel every icon's importer is the
 * barrel, which every page imports, so the chunking (vite.config.ts) put all the icons any screen uses into the
 * chunk the home page shares with the dashboard (126 icons on a page that draws about 25). Per-file imports let each
 * icon go where its own pages are. Types are unchanged: the sources keep the barrel's named imports.
 */

const BARREL_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Each name the barrel exports for an icon ("Trash2", "Trash2Icon", "LucideTrash2") → the icon's file name. */
export function iconFilesOf(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of barrel.matchAll(BARREL_EXPORT)) {
    for (const part of names.split(",")) {
      const name = /default as (\w+)/.exec(part.trim())?.[1];
      if (name) files.set(name, file);
    }
  }
  return files;
}

/** The source with its named lucide imports made per icon; anything not an icon (a type, a helper) stays on the barrel. */
export function rewriteIconImports(code: string, files: ReadonlyMap<string, string>): string {
  return code.replace(NAMED_IMPORT, (statement, specifiers: string) => {
    const icons: string[] = [];
    const rest: string[] = [];
    for (const raw of specifiers.split(",")) {
      const spec = raw.trim();
      if (!spec) continue;
      const [imported = "", local = imported] = spec.split(/\s+as\s+/);
      const file = spec.startsWith("type ") ? undefined : files.get(imported);
      if (file) icons.push(`import ${local} from "lucide-react/icons/${file}";`);
      else rest.push(spec);
    }
    if (icons.length === 0) return statement;
    const kept = rest.length > 0 ? [`import { ${rest.join(", ")} } from "lucide-react";`] : [];
    // The same number of lines, so that positions after it do not move.
    const newlines = "\n".repeat((statement.match(/\n/g) ?? []).length);
    return [...kept, ...icons].join(" ") + newlines;
  });
}

export function lucideIconImports(): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: "lucide-icon-imports",
    enforce: "pre",
    apply: "build",
    buildStart() {
      const pkg = createRequire(import.meta.url).resolve("lucide-react/package.json");
      files = iconFilesOf(fs.readFileSync(path.join(path.dirname(pkg), "dist/esm/lucide-react.mjs"), "utf8"));
    },
    transform(code, id) {
      if (!files || id.includes("node_modules") || !/\.(tsx?|jsx?)$/.test(id) || !code.includes("lucide-react"))
        return null;
      const out = rewriteIconImports(code, files);
      return out === code ? null : { code: out, map: null };
    },
  };
}
