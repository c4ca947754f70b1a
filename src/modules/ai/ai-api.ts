import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { ApiError, call, isErrorResponse, NETWORK_ERROR_MESSAGE, safeJson } from "../../web/lib/api.ts";
import { href } from "../../shared/route.ts";
import type { AiChatEvent, AiChatInput, AiSettings } from "./ai.contract.ts";
import { aiEndpoints } from "./ai.routes.ts";

/** The AI assistant's server calls and their cache keys (browser only). */

export const aiKeys = {
  all: ["ai"] as const,
  settings: () => [...aiKeys.all, "settings"] as const,
  conversations: () => [...aiKeys.all, "conversations"] as const,
  conversation: (id: string) => [...aiKeys.all, "conversation", id] as const,
};

export const aiQueries = {
  settings: () =>
    queryOptions({ queryKey: aiKeys.settings(), queryFn: ({ signal }) => call(aiEndpoints.settings, { signal }) }),
  conversations: () =>
    pagedQuery(aiKeys.conversations(), aiEndpoints.conversations, (cursor) => ({ query: { cursor } })),
  conversation: (id: string) =>
    queryOptions({
      queryKey: aiKeys.conversation(id),
      queryFn: ({ signal }) => call(aiEndpoints.conversation, { params: { id }, signal }),
    }),
};

export const useAiSettings = () => useQuery(aiQueries.settings());
export const useConversations = (enabled: boolean) => useInfiniteQuery({ ...aiQueries.conversations(), enabled });
export const useConversation = (id: string | null) =>
  useQuery({ ...aiQueries.conversation(id ?? ""), enabled: id !== null });

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AiSettings) => call(aiEndpoints.saveSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(aiKeys.settings(), saved),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useDeleteMutation(
    aiEndpoints.deleteConversation,
    () => void queryClient.invalidateQueries({ queryKey: aiKeys.conversations() }),
  );
}

/**
 * Sends a message and reads the answer as it is written: one JSON event a line (ai.contract.ts `aiChatEvent`).
 * Not retried (a message is not sent twice); a refused request is an ApiError with the server's message.
 */
export async function sendChat(
  input: AiChatInput,
  onEvent: (event: AiChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(href(aiEndpoints.chat, {}), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
      credentials: "same-origin",
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok || !res.body) {
    const body = safeJson(await res.text());
    throw isErrorResponse(body)
      ? new ApiError(res.status, body.error.code, body.error.message, body.error.fields)
      : new ApiError(res.status, "HTTP", `Request failed (${res.status}).`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    let newline = buffered.indexOf("\n");
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as AiChatEvent);
      newline = buffered.indexOf("\n");
    }
    if (done) break;
  }
  if (buffered.trim()) onEvent(JSON.parse(buffered) as AiChatEvent);
}
