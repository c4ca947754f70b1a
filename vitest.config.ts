import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "eslint-rules/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // A file's setup (its own app, database and signed-up users) takes seconds alone; with two whole suites at
    // once on 2 cores (issue 26's busy run: load 17) two files' setups passed 60 s. A limit, not a wait.
    hookTimeout: 120_000,
    // PGlite is CPU-bound and each file creates its own database: two files at a time on 2 cores.
    maxWorkers: 2,
    reporters: ["default"],
  },
});
