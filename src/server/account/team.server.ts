import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { memberList } from "../../shared/contracts/team.ts";
import { requireScope } from "../platform/access.ts";
import { listMembers } from "./team.queries.ts";

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/api/team/members",
    { schema: { tags: ["team"], summary: "Members of the caller's organization", response: { 200: memberList, ...errorResponses(401, 403) } } },
    async (request) => {
      const scope = await requireScope(request, "read");
      return { members: await listMembers(db, scope) };
    },
  );
};
