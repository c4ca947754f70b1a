import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "eslint-rules/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound and each file creates its own database: two files at a time on 2 cores.
    maxWorkers: 2,
    reporters: ["default"],
  },
});
