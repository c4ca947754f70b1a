import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconFilesOf, rewriteIconImports } from "./lucide-imports-plugin.ts";

const BARREL = [
  `import * as index from './icons/index.mjs';`,
  `export { default as LucideTrash, default as LucideTrash2, default as Trash, default as Trash2, default as Trash2Icon, default as TrashIcon } from './icons/trash.mjs';`,
  `export { default as Gavel, default as GavelIcon, default as LucideGavel } from './icons/gavel.mjs';`,
  `export { default as createLucideIcon } from './createLucideIcon.mjs';`,
].join("\n");

describe("lucide icon imports", () => {
  const files = iconFilesOf(BARREL);

  it("reads each name an icon is exported under", () => {
    expect(files.get("Trash2")).toBe("trash");
    expect(files.get("LucideTrash")).toBe("trash");
    expect(files.get("Gavel")).toBe("gavel");
    expect(files.has("createLucideIcon")).toBe(false);
  });

  it("makes one import per icon, keeps types and helpers on the barrel, and keeps the line count", () => {
    const source =
      'import { Gavel, Trash2 as Bin, type LucideIcon, createLucideIcon } from "lucide-react";\nconst a = 1;';
    expect(rewriteIconImports(source, files)).toBe(
      'import { type LucideIcon, createLucideIcon } from "lucide-react"; import Gavel from "lucide-react/icons/gavel"; import Bin from "lucide-react/icons/trash";\nconst a = 1;',
    );
    const multiline = 'import {\n  Gavel,\n  Trash2,\n} from "lucide-react";\nx();';
    const out = rewriteIconImports(multiline, files);
    expect(out.split("\n")).toHaveLength(multiline.split("\n").length);
    expect(out).toContain('import Trash2 from "lucide-react/icons/trash";');
    expect(rewriteIconImports('import type { LucideIcon } from "lucide-react";', files)).toBe(
      'import type { LucideIcon } from "lucide-react";',
    );
  });

  it("knows every icon the sources import from the installed package", () => {
    const real = iconFilesOf(fs.readFileSync("node_modules/lucide-react/dist/esm/lucide-react.mjs", "utf8"));
    expect(real.size).toBeGreaterThan(1000);
    for (const name of ["Gavel", "Trash2", "Loader2", "LayoutDashboard", "House"])
      expect(real.has(name), name).toBe(true);
    for (const file of new Set(real.values()))
      expect(fs.existsSync(`node_modules/lucide-react/dist/esm/icons/${file}.mjs`), file).toBe(true);
  });
});
