import path from "node:path";
import { build, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/** Where the page renderer is built, inside the front end's output; the server never sends a dot folder's files. */
export const PAGE_RENDER_DIR = ".ssr";
export const PAGE_RENDER_FILE = "render-page.js";

/**
 * After the browser's build, builds the server's page renderer (src/app/web/ssr/render-page.tsx, decision 0031) into
 * `<outDir>/.ssr/render-page.js`: one bundle with React and every module inside, so that it runs wherever the
 * front end's output is copied (the journeys run the server from a copy in a temporary folder).
 */
export function pageRenderPlugin(entry: string): Plugin {
  let outDir = "";
  let root = "";
  return {
    name: "page-render",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        mode: "production",
        plugins: [react()],
        publicDir: false,
        ssr: { noExternal: true, target: "node" },
        build: {
          ssr: entry,
          outDir: path.join(outDir, PAGE_RENDER_DIR),
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          reportCompressedSize: false,
          rolldownOptions: { output: { entryFileNames: PAGE_RENDER_FILE, chunkFileNames: "[name]-[hash].js" } },
        },
      });
    },
  };
}
