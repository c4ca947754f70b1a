import { describe, expect, it } from "vitest";
import { databaseClientErrorStatus } from "./errors-handler.ts";

const pgError = (code: string) => Object.assign(new Error("db"), { code });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query"), { cause });

describe("database errors caused by the request's data", () => {
  it("answers 409 to a unique violation, also when wrapped by Drizzle", () => {
    expect(databaseClientErrorStatus(pgError("23505"))).toBe(409);
    expect(databaseClientErrorStatus(wrapped(pgError("23505")))).toBe(409);
  });
  it("answers 400 to data exceptions (class 22)", () => {
    expect(databaseClientErrorStatus(wrapped(pgError("22001")))).toBe(400);
    expect(databaseClientErrorStatus(pgError("22P02"))).toBe(400);
  });
  it("leaves everything else to be a logged 500", () => {
    expect(databaseClientErrorStatus(pgError("57P01"))).toBeUndefined();
    expect(databaseClientErrorStatus(new Error("boom"))).toBeUndefined();
    expect(databaseClientErrorStatus(Object.assign(new Error("fs"), { code: "ENOENT" }))).toBeUndefined();
  });
});
