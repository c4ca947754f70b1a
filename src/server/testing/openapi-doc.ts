/**
 * The OpenAPI document as the robustness walk reads it (openapi-walk.ts): its operations, a valid sample for a
 * schema, and the garbage values tried in every field.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  /**
   * A schema's own valid example (zod's `.meta({ examples })`, which OpenAPI 3.0 writes as `example`), taken
   * first: for values a sample cannot guess (a colour).
   */
  example?: unknown;
  examples?: unknown[];
  $ref?: string;
};

export type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
};

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** The document's named schemas, which `$ref`s point into. */
  schemas: Record<string, JsonSchema>;
  /** Declared open to all (`security: []`, the server's NO_SIGN_IN): no caller is asked for before its handler. */
  open: boolean;
};

export type OpenApiDoc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

export const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);
export const LONG = "x".repeat(100_000);

/** Values of the wrong type or the wrong kind, for any field, parameter or whole body. */
export const GARBAGE: readonly unknown[] = [
  0,
  -1,
  3.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  {},
  { nested: { deep: [1, { x: "y" }], more: { a: { b: { c: {} } } } } },
  [],
  ["a", 1, null],
  "",
  " ",
  LONG,
  "漢字 ñ ü 🚧🏗️ \u202e\u200b עברית",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "' or 1=1 --",
  "'; drop table users; --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "%00",
  "9".repeat(400),
  "-1",
  "NaN",
  "2024-13-45T99:99:99Z",
  "00000000-0000-0000-0000-000000000000",
];

/** Text for path and query values (they arrive as strings). */
export const GARBAGE_TEXT: readonly string[] = [
  "",
  "0",
  "-1",
  "1e308",
  "true",
  "null",
  "../../etc",
  "..%2F..%2Fetc",
  "' or 1=1 --",
  "%00",
  "\u0000",
  "漢字🚧",
  "<script>alert(1)</script>",
  "x".repeat(10_000),
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "[object Object]",
];

export type Schemas = Record<string, JsonSchema>;

export function resolve(schemas: Schemas, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop() ?? "";
    return resolve(schemas, schemas[name]);
  }
  const first = schema.allOf?.[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first && !schema.type && !schema.properties) return resolve(schemas, first);
  return schema;
}

export function operationsOf(openapi: OpenApiDoc): Operation[] {
  const schemas = openapi.components?.schemas ?? {};
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const body = content["application/json"]?.schema ?? Object.values(content)[0]?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body,
        schemas,
        open: op.security?.length === 0,
      });
    }
  }
  return out;
}

let sampleSeq = 0;

/** A value the schema accepts, as far as the document tells (names help where it does not: e-mails). */
export function sample(schemas: Schemas, schema: JsonSchema | undefined, name = ""): unknown {
  const s = resolve(schemas, schema);
  if (!s) return "fuzz-Value-1";
  if (s.const !== undefined) return s.const;
  // Object.hasOwn, not `in`: a parameter's schema may be written as a bare type name ("object", a z.record querystring).
  if (Object.hasOwn(s, "example")) return s.example;
  if (s.examples && s.examples.length > 0) return s.examples[0];
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  switch (type) {
    case "object": {
      const obj: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) obj[key] = sample(schemas, prop, key);
      return obj;
    }
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(schemas, s.items, name));
    case "integer":
      return Math.max(s.minimum ?? 1, 1);
    case "number":
      return Math.max(s.minimum ?? 1, 1);
    case "boolean":
      return true;
    default: {
      if (s.format === "email" || /e-?mail/i.test(name)) return `fuzz-${++sampleSeq}-${Date.now()}@example.com`;
      if (s.format === "uuid" || /(^|[a-z])Id$|^id$/.test(name)) return crypto.randomUUID();
      if (s.format === "date-time") return new Date().toISOString();
      // Calendar dates by format, or by name where the schema says only "a string" (startDate, today).
      if (s.format === "date" || /(^|[a-z])Date$|^(today|date)$/.test(name))
        return new Date().toISOString().slice(0, 10);
      if (s.format === "uri" || s.format === "url") return "https://example.com/";
      // One value for every plain string, so that "password" and "confirmPassword" match.
      const value = "fuzz-Value-1";
      return s.minLength && s.minLength > value.length ? value.padEnd(s.minLength, "x") : value;
    }
  }
}
