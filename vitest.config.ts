import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The test files that take longest (each walks every operation of the API): 35-55 s each, where most take seconds. */
const LONGEST = /openapi-robustness/;

/**
 * Vitest's order (failed first, then longest first by the last run's times, kept in node_modules) with the longest
 * files first even when there is no last run: a fresh clone ordered them by size and ran them last, and two of them
 * then ran alone for the run's last 100 s.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONGEST.test(f.moduleId)), ...sorted.filter((f) => !LONGEST.test(f.moduleId))];
  }
}

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
    // The two workers keep their loaded modules from one file to the next instead of starting a new process and
    // loading the whole server again for each of the 144 files (207 s of loading in all, and the engine's compiled
    // code lost each time): the embedded-database run took 260 s instead of 499 s, the PostgreSQL run 215 s instead
    // of 382-569 s. Each file still makes its own app and database (src/server/testing), so no file sees another's
    // records; what the modules keep in memory across files is made once and never changes (formatters, fonts, icons).
    isolate: false,
    sequence: { sequencer: LongestFirst },
    reporters: ["default"],
  },
});
