import { History, MessageSquarePlus, Send, Settings } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { localToday } from "../../web/lib/format.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { toast } from "../../web/ui/toast.tsx";
import type { AiConversation, AiMessage } from "./ai.contract.ts";
import { AI_COMMAND_LABELS, AI_COMMANDS, AI_LIMITS, AI_MSG, commandOf } from "./ai.constants.ts";
import { aiKeys, sendChat, useAiSettings, useConversation } from "./ai-api.ts";
import { AiDialogs, type AiDialogState } from "./components/AiDialogs.tsx";
import { ChatMessage } from "./components/ChatMessage.tsx";

const TITLE = "AI Assistant";
type Shown = Pick<AiMessage, "id" | "role" | "content" | "createdAt" | "data" | "command">;

/**
 * /dashboard/ai (spec §2 AI Assistant, issue 17): six quick commands, the chat, the text box (Enter sends, blank is
 * not sent), View History and Settings. The conversation's id is in the address, so a reload keeps it.
 */
export function AiAssistantPage() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const conversationId = params.get("c");
  const settings = useAiSettings();
  const opened = useConversation(conversationId);
  const queryClient = useQueryClient();
  // The conversation's messages are its cached copy (the server's); the question being sent shows until the
  // server has taken it, and the answer while it is written.
  const [pending, setPending] = useState<Shown | null>(null);
  const [streaming, setStreaming] = useState<Shown | null>(null);
  const [text, setText] = useState("");
  const [dialog, setDialog] = useState<AiDialogState | null>(null);
  const busy = streaming !== null;
  const abort = useRef<AbortController | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const stored: Shown[] = conversationId ? (opened.data?.messages ?? []) : [];
  const messages = pending ? [...stored, pending] : stored;

  useEffect(() => () => abort.current?.abort(), []);
  // A block body: Chromium's scrollIntoView now answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [messages.length, streaming?.content]);

  const showFigures = settings.data?.showFigures ?? true;

  /** Adds a message to a conversation's cached copy (made if this is its first). */
  const appendTo = (id: string, message: AiMessage, title: string) =>
    queryClient.setQueryData<AiConversation>(aiKeys.conversation(id), (old) => ({
      id,
      title: old?.title ?? title,
      messages: [...(old?.messages ?? []), message],
    }));

  async function send(content: string) {
    const trimmed = content.trim();
    if (!trimmed || busy) return;
    const command = commandOf(trimmed);
    const controller = new AbortController();
    abort.current = controller;
    setText("");
    setPending({ id: "pending", role: "user", content: trimmed, createdAt: "", data: null, command });
    setStreaming({ id: "streaming", role: "assistant", content: "", createdAt: "", data: null, command });
    let id = conversationId;
    try {
      await sendChat(
        { content: trimmed, conversationId, today: localToday() },
        (event) => {
          switch (event.type) {
            case "start":
              id = event.conversationId;
              appendTo(id, event.userMessage, trimmed.slice(0, AI_LIMITS.titleMax));
              setPending(null);
              if (id !== conversationId) setParams({ c: id }, { replace: true });
              break;
            case "delta":
              setStreaming((s) => (s ? { ...s, content: s.content + event.text } : s));
              break;
            case "done":
              if (id) appendTo(id, event.message, trimmed.slice(0, AI_LIMITS.titleMax));
              setStreaming(null);
              break;
            case "error":
              throw new Error(event.message);
          }
        },
        controller.signal,
      );
    } catch {
      if (controller.signal.aborted) return;
      toast.error("Error", command ? AI_MSG.commandError : AI_MSG.processError);
      // The question goes back into the box, so nothing typed is lost.
      setText(trimmed);
    } finally {
      setPending(null);
      setStreaming(null);
      if (id) void queryClient.invalidateQueries({ queryKey: aiKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: aiKeys.conversations() });
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Spec: Enter sends; Shift+Enter makes a new line.
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(text);
    }
  };
  const newChat = () => {
    abort.current?.abort();
    setStreaming(null);
    setPending(null);
    setParams({}, { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={TITLE}
        description="Ask about your projects, costs, schedule, crews and equipment: answered from your organization's records."
        actions={
          <>
            <Button type="button" variant="outline" onClick={newChat}>
              <MessageSquarePlus aria-hidden="true" />
              New Chat
            </Button>
            <Button type="button" variant="outline" onClick={() => setDialog({ kind: "history" })}>
              <History aria-hidden="true" />
              View History
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => setDialog({ kind: "settings" })}
              disabled={!settings.data}
            >
              <Settings aria-hidden="true" />
              Settings
            </Button>
          </>
        }
      />
      <section aria-labelledby="quick-commands" className="space-y-2">
        <h2 id="quick-commands" className="text-sm font-medium text-slate-700">
          Quick commands
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AI_COMMANDS.map((command) => (
            <li key={command}>
              <button
                type="button"
                disabled={busy}
                onClick={() => void send(command)}
                className="h-full w-full rounded-lg border border-border bg-white p-3 text-left hover:border-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
              >
                <span className="block text-sm font-semibold text-ink">{AI_COMMAND_LABELS[command].label}</span>
                <span className="block font-mono text-xs text-brand">{command}</span>
                <span className="mt-1 block text-xs text-slate-700">{AI_COMMAND_LABELS[command].description}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Card className="flex min-h-[24rem] flex-col">
        <ol
          role="log"
          aria-label="Conversation"
          aria-live="polite"
          aria-busy={busy || undefined}
          className="flex-1 space-y-4 overflow-y-auto p-4"
        >
          {messages.length === 0 && !streaming ? (
            <li className="py-12 text-center text-sm text-muted">
              {opened.isFetching ? "Opening the conversation…" : "Ask a question, or pick a quick command."}
            </li>
          ) : null}
          {messages.map((m) => (
            <ChatMessage key={m.id} message={m} showFigures={showFigures} />
          ))}
          {streaming ? <ChatMessage message={streaming} showFigures={showFigures} streaming /> : null}
          <li ref={end} aria-hidden="true" />
        </ol>
        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border p-3">
          <label htmlFor="ai-message" className="sr-only">
            Message
          </label>
          <textarea
            id="ai-message"
            rows={2}
            value={text}
            maxLength={AI_LIMITS.messageMax}
            placeholder={AI_MSG.placeholder}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            className="min-h-11 flex-1 resize-none rounded-md border border-border bg-white px-3 py-2 text-base text-ink sm:text-sm focus-visible:outline-2 focus-visible:outline-brand"
          />
          <Button type="submit" disabled={busy || text.trim() === ""} aria-busy={busy || undefined}>
            <Send aria-hidden="true" />
            Send
          </Button>
        </form>
      </Card>
      <AiDialogs
        state={dialog}
        settings={settings.data}
        onOpen={(id) => setParams({ c: id }, { replace: false })}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
