import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import type { SlackSettingsInput } from "../../../shared/contracts/slack.ts";
import { slackEndpoints } from "../../../shared/contracts/slack.routes.ts";

/** The Slack Channel card's server calls and cache key (browser only): anyone reads, admins change. */
export const slackKeys = { settings: ["organization", "slack"] as const };

export function useSlackSettings() {
  return useQuery({
    queryKey: slackKeys.settings,
    queryFn: ({ signal }) => call(slackEndpoints.get, { signal }),
  });
}

export function useSaveSlack() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SlackSettingsInput) => call(slackEndpoints.save, { body }),
    onSuccess: (settings) => qc.setQueryData(slackKeys.settings, settings),
  });
}

export function useDisconnectSlack() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(slackEndpoints.disconnect),
    onSuccess: (settings) => qc.setQueryData(slackKeys.settings, settings),
  });
}

/** Posts a test message to the channel at once (the server answers Slack's refusal as the error's message). */
export function useSendSlackTest() {
  return useMutation({ mutationFn: () => call(slackEndpoints.test) });
}
