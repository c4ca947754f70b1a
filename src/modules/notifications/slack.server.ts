import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { SLACK_MSG, slackSettings, slackSettingsInput, slackTestResult } from "../../shared/contracts/slack.ts";
import { slackEndpoints as routes } from "../../shared/contracts/slack.routes.ts";
import { requireScope } from "../../server/platform/access.ts";
import { badRequest, HttpError } from "../../server/platform/errors.ts";
import { consume } from "../../server/platform/rate-limit.ts";
import { secretBox } from "../../server/platform/secret-box.ts";
import { serve } from "../../server/platform/serve.ts";
import { postToSlack, SlackError } from "../../server/platform/slack.ts";
import {
  disconnectSlack,
  organizationNameOf,
  saveSlackSettings,
  SLACK_BOX_PURPOSE,
  slackChannelOf,
  slackSettingsOf,
} from "./slack.queries.ts";

const tags = ["notifications"];

/** What a post Slack did not take answers: 400 when Slack refused it (the webhook is wrong), else 502; never 500. */
export function slackFailure(err: unknown): unknown {
  if (!(err instanceof SlackError)) return err;
  return err.permanent
    ? new HttpError(400, "SLACK_REFUSED", SLACK_MSG.refused(err.answer))
    : new HttpError(502, "SLACK_UNAVAILABLE", SLACK_MSG.unavailable(err.answer));
}

/**
 * The organization's Slack channel (issue 30): every member reads whether it is connected and what goes there;
 * admins connect it (an incoming webhook URL of Slack's, nothing else: the server posts to it), choose the events,
 * send a test message, disconnect. The URL is never answered, only a hint of it.
 */
export const slackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db, limits, config } = app.deps;
  const box = secretBox((await auth.$context).secret, SLACK_BOX_PURPOSE);
  const origin = config.slackWebhookOrigin;

  serve(
    app,
    routes.get,
    {
      schema: {
        tags,
        summary: "Whether the organization's Slack channel is connected and which events go there (never its URL)",
        response: { 200: slackSettings, ...errorResponses(401, 403) },
      },
    },
    async (request) => slackSettingsOf(db, box, await requireScope(request, "read")),
  );

  serve(
    app,
    routes.save,
    {
      schema: {
        tags,
        summary: "Connect Slack with an incoming webhook URL, or change the events posted (admins)",
        body: slackSettingsInput,
        response: { 200: slackSettings, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => saveSlackSettings(db, box, origin, await requireScope(request, "admin"), request.body),
  );

  serve(
    app,
    routes.disconnect,
    {
      schema: {
        tags,
        summary: "Disconnect Slack: nothing more is posted to its channel (admins)",
        response: { 200: slackSettings, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => disconnectSlack(db, await requireScope(request, "admin")),
  );

  serve(
    app,
    routes.test,
    {
      schema: {
        tags,
        summary: "Post a test message to the organization's Slack channel at once (admins; a few a minute)",
        response: { 200: slackTestResult, ...errorResponses(400, 401, 402, 403, 429, 502) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "admin");
      await consume(db, `slack:test:${scope.organizationId}`, limits.slackTestsPerOrganization, SLACK_MSG.tooManyTests);
      const channel = await slackChannelOf(db, box, scope.organizationId);
      if (!channel) throw badRequest(SLACK_MSG.notConnected);
      const text = SLACK_MSG.testText(await organizationNameOf(db, scope.organizationId));
      try {
        if (channel.webhookUrl === null)
          throw new SlackError("the saved URL cannot be read, save it again", true, null);
        await postToSlack(origin, channel.webhookUrl, { text });
      } catch (err) {
        throw slackFailure(err);
      }
      return { sent: true as const };
    },
  );
};
