/**
 * A route table's entry (decision 0047): an endpoint's method and path pattern, the one place its address is
 * written, with the types of its query, body and answer by reference (type-only imports of the module's contract,
 * so no zod reaches a bundle through a table). The server registers the route from it (`serve`, whose schemas must
 * have these types) and the browser calls it through `call` and builds its address with `href`.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a route takes and answers; `void` where it takes no query or body. */
export type RouteTypes = { query?: unknown; body?: unknown; answer: unknown };

/** The `:name` segments of a path pattern. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type Route<M extends Method = Method, P extends string = string, T extends RouteTypes = RouteTypes> = {
  readonly method: M;
  readonly pattern: P;
  /** Never set: carries the types. */
  readonly types?: T;
};

/** Any entry of any table. */
export type AnyRoute = Route<Method, string, RouteTypes>;

export type QueryOf<R> =
  R extends Route<Method, string, infer T> ? (T extends { query: infer Q } ? Q : undefined) : never;
export type BodyOf<R> =
  R extends Route<Method, string, infer T> ? (T extends { body: infer B } ? B : undefined) : never;
export type AnswerOf<R> = R extends Route<Method, string, infer T> ? T["answer"] : never;

type ParamsPart<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string> };
type QueryPart<Q> = [Q] extends [undefined]
  ? { query?: undefined }
  : undefined extends Q
    ? { query?: Q }
    : Record<never, never> extends Q
      ? { query?: Q }
      : { query: Q };

/** What `href` needs for a route: its path parameters and its query, when it has them. */
export type AddressOf<R> = R extends Route<Method, infer P, RouteTypes> ? ParamsPart<P> & QueryPart<QueryOf<R>> : never;

/**
 * An entry: `route("GET", "/api/quality/inspections/:id").with<{ answer: Inspection }>()`. Without `with`, the
 * route takes nothing and answers nothing the caller reads.
 */
export function route<M extends Method, P extends string>(method: M, pattern: P) {
  const entry: Route<M, P, { answer: void }> = { method, pattern };
  return Object.assign(entry, {
    with: <T extends RouteTypes>(): Route<M, P, T> => ({ method, pattern }),
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The query's entries in the order given, without those that are undefined or null; arrays as repeated keys. */
export function queryString(query: object | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const one of value) params.append(key, String(one));
    else params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : "";
}

/** A route's address: its pattern with each `:name` filled in (encoded) and the query after it. */
export function href<R extends AnyRoute>(entry: R, address: AddressOf<R>): string {
  const { params, query } = address as { params?: Record<string, string>; query?: object };
  const path = entry.pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${entry.pattern} needs its ${name}`);
    return encodeURIComponent(value);
  });
  return path + queryString(query);
}
