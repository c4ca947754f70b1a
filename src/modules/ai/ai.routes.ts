import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  AiChatInput,
  AiConversation,
  AiConversationList,
  AiConversationsQuery,
  AiSettingsAnswer,
  AiSettingsInput,
} from "./ai.contract.ts";

/**
 * The AI assistant's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier
 * than strings at run time, so the app may ask for a page's first data while its code loads (`aiFirstRequests`).
 */
export const aiEndpoints = {
  /** Ask a question or run a quick command: answered as a stream of JSON lines (application/x-ndjson), read by the chat, not by `call`. */
  chat: route("POST", "/api/ai/chat").with<{ body: AiChatInput; answer: void }>(),
  /** The caller's conversations, the most recently updated first, a page at a time. */
  conversations: route("GET", "/api/ai/conversations").with<{
    query: AiConversationsQuery;
    answer: AiConversationList;
  }>(),
  conversation: route("GET", "/api/ai/conversations/:id").with<{ answer: AiConversation }>(),
  deleteConversation: route("DELETE", "/api/ai/conversations/:id").with<{ answer: Deleted }>(),
  /** The caller's settings, and whether a model is configured on this server. */
  settings: route("GET", "/api/ai/settings").with<{ answer: AiSettingsAnswer }>(),
  saveSettings: route("PUT", "/api/ai/settings").with<{ body: AiSettingsInput; answer: AiSettingsAnswer }>(),
};

/** What /dashboard/ai asks for first (decision 20): the person's settings (with whether a model is configured). */
export function aiFirstRequests(): string[] {
  return [href(aiEndpoints.settings, {})];
}
