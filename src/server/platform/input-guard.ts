import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

const NUL_MESSAGE = "Text must not contain NUL characters.";

/**
 * PostgreSQL text cannot hold a NUL character: a value with one would fail at the database as a 500.
 * Refuse it up front, for every route, in the body, the query string and the path.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const [where, value] of [
      ["", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const path = firstNulPath(value);
      if (path !== null) {
        const field = [where, path].filter(Boolean).join(".") || "_";
        throw new HttpError(400, "VALIDATION_ERROR", NUL_MESSAGE, { [field]: NUL_MESSAGE });
      }
    }
  });
}

/**
 * The dotted path of the first string (or key) with a NUL, or null. Iterative: deep JSON cannot overflow the stack.
 * Bytes (a body kept raw, as the payment webhook's is, or an upload) are not text: their reader checks them.
 */
function firstNulPath(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const [value, path] = next;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (typeof value === "object" && value !== null && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
