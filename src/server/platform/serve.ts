import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { $ZodType, input, output } from "zod/v4/core";
import type { AnswerOf, AnyRoute, BodyOf, ParamNames, QueryOf } from "../../shared/route.ts";

/** The app (or a plugin's instance of it) as the modules' plugins receive it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schema = FastifySchema & { hide?: boolean; tags?: readonly string[]; summary?: string; description?: string };

type Mismatch<What extends string> = { [K in What]: `this schema's ${K} is not the route table's` };

/** The request's body as the table types it must be one this schema takes. */
type BodyCheck<R, S> = S extends { body: $ZodType }
  ? [BodyOf<R>] extends [input<S["body"]>]
    ? unknown
    : Mismatch<"body">
  : unknown;
/** So must its query. */
type QueryCheck<R, S> = S extends { querystring: $ZodType }
  ? [QueryOf<R>] extends [input<S["querystring"]>]
    ? unknown
    : Mismatch<"querystring">
  : unknown;
/** Each `:name` of the pattern is a parameter the schema reads. */
type ParamsCheck<R, S> = R extends { pattern: infer P extends string }
  ? [ParamNames<P>] extends [never]
    ? unknown
    : S extends { params: $ZodType }
      ? [ParamNames<P>] extends [keyof output<S["params"]>]
        ? unknown
        : Mismatch<"params">
      : Mismatch<"params">
  : unknown;
/** What the route answers with success (its 200, else 201) is what the table says callers read. */
type SuccessSchema<S> = S extends { response: { 200: infer A } }
  ? A
  : S extends { response: { 201: infer A } }
    ? A
    : never;
type AnswerCheck<R, S> = [AnswerOf<R>] extends [void]
  ? unknown
  : [SuccessSchema<S>] extends [$ZodType]
    ? [output<SuccessSchema<S>>] extends [AnswerOf<R>]
      ? unknown
      : Mismatch<"response">
    : Mismatch<"response">;

type Options<S extends Schema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  "schema"
>;

/**
 * Registers a route table's entry (decision 0047): its method and pattern from the table, its schemas here. The
 * compiler holds the schemas to the table's types: the body and query the browser sends are ones they take, the
 * pattern's parameters are read, and the success answer is the type the browser is told it gets.
 */
export function serve<R extends AnyRoute, S extends Schema>(
  app: ZodApp,
  entry: R,
  options: Options<S> & { schema: S & BodyCheck<R, S> & QueryCheck<R, S> & ParamsCheck<R, S> & AnswerCheck<R, S> },
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
): void {
  app.route<RouteGenericInterface, ContextConfigDefault, S>({
    ...options,
    method: entry.method,
    url: entry.pattern,
    handler,
  });
}
