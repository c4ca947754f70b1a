import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
});
