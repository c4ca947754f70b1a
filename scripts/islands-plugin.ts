import { build, type Plugin, type Rolldown } from "vite";

/** What the server reads to name the islands' script in a drawn public page (src/server/site/site-pages.ts). */
export const ISLANDS_FILE = "site-islands.json";
export type IslandsManifest = { entry: string; chunks: string[] };

type Output = Rolldown.RolldownOutput["output"][number];

/**
 * The public site's islands (src/web/islands/site-islands.ts, decision 0041), built apart from the app: a build
 * of their own, so that no chunk the app's entry shares (React above all) can come with them. Built before the
 * app's bundle is written and emitted into it as files of its own (`assets/islands-…`), so that they are
 * compressed and served as every other asset, with `site-islands.json` naming the entry.
 */
export function islandsPlugin(entry: string): Plugin {
  let files: Output[] = [];
  return {
    name: "site-islands",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    async buildStart() {
      const result = await build({
        configFile: false,
        logLevel: "warn",
        mode: "production",
        publicDir: false,
        build: {
          write: false,
          modulePreload: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          rolldownOptions: {
            input: entry,
            output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
          },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      files = outputs.flatMap((o) => ("output" in o ? o.output : []));
    },
    generateBundle() {
      let manifest: IslandsManifest | null = null;
      for (const file of files) {
        if (file.type === "chunk") {
          this.emitFile({ type: "asset", fileName: file.fileName, source: file.code });
          if (file.isEntry) manifest = { entry: file.fileName, chunks: file.dynamicImports };
        } else {
          this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
        }
      }
      if (!manifest) throw new Error(`the site's islands (${entry}) built no entry`);
      this.emitFile({ type: "asset", fileName: ISLANDS_FILE, source: JSON.stringify(manifest) });
    },
  };
}
