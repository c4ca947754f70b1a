import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { errorRow, toastFailure } from "../../../web/lib/failure-toast.ts";
import { formatDateTime } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { Field } from "../../../web/ui/input.tsx";
import { LoadMore } from "../../../web/ui/load-more.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { Switch } from "../../../web/ui/switch.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { AiSettingsAnswer } from "../ai.contract.ts";
import { AI_DETAIL_LEVELS, AI_MSG } from "../ai.constants.ts";
import { useConversations, useDeleteConversation, useSaveAiSettings } from "../ai-api.ts";

export type AiDialogState = { kind: "history" } | { kind: "settings" };

/** View History and Settings (spec §2). */
export function AiDialogs({
  state,
  settings,
  onOpen,
  onClose,
}: {
  state: AiDialogState | null;
  settings: AiSettingsAnswer | undefined;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  if (state.kind === "history") return <HistoryDialog onOpen={onOpen} onClose={onClose} />;
  return settings ? <SettingsDialog settings={settings} onClose={onClose} /> : null;
}

function HistoryDialog({ onOpen, onClose }: { onOpen: (id: string) => void; onClose: () => void }) {
  const list = useConversations(true);
  const remove = useDeleteConversation();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Chat History"
      description="Your past conversations, newest first."
    >
      {list.isPending ? <p className="text-sm text-muted">Loading conversations…</p> : null}
      {list.isSuccess && items.length === 0 ? <p className="text-sm text-muted">No conversations yet.</p> : null}
      <ul className="divide-y divide-border" aria-label="Conversations">
        {items.map((c) => (
          <li key={c.id} className="flex items-center gap-2 py-2">
            <button
              type="button"
              className="min-h-11 min-w-0 flex-1 rounded px-2 text-left hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
              onClick={() => {
                onOpen(c.id);
                onClose();
              }}
            >
              <span className="block truncate text-sm font-medium text-ink">{c.title}</span>
              <span className="block text-xs text-muted">{`${formatDateTime(c.updatedAt)} · ${c.messages} messages`}</span>
            </button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-red-50"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(c.id, {
                  onSuccess: () => toast.success(AI_MSG.conversationDeleted),
                  onError: (err) => toast.error("Error", err.message),
                })
              }
            >
              <Trash2 aria-hidden="true" />
              Delete<span className="sr-only">{` conversation “${c.title}”`}</span>
            </Button>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </Dialog>
  );
}

const DETAIL_OF: Record<string, (typeof AI_DETAIL_LEVELS)[number]> = Object.fromEntries(
  AI_DETAIL_LEVELS.map((d) => [d, d]),
);

function SettingsDialog({ settings, onClose }: { settings: AiSettingsAnswer; onClose: () => void }) {
  const [value, setValue] = useState({
    detail: settings.detail,
    showFigures: settings.showFigures,
    useModel: settings.useModel,
  });
  const save = useSaveAiSettings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value, {
      onSuccess: () => {
        toast.success(AI_MSG.settingsSaved);
        onClose();
      },
      onError: (err) => toastFailure(errorRow(AI_MSG.settingsError), err),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Assistant Settings"
      description="Saved for you."
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="ai-settings" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save Settings"}
          </Button>
        </>
      }
    >
      <form id="ai-settings" noValidate onSubmit={submit} className="space-y-4">
        <Field label="Answer detail" htmlFor="ai-detail">
          <Select
            id="ai-detail"
            value={value.detail}
            onChange={(e) => setValue({ ...value, detail: DETAIL_OF[e.target.value] ?? value.detail })}
          >
            <option value="brief">Brief</option>
            <option value="detailed">Detailed</option>
          </Select>
        </Field>
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="ai-figures" className="text-sm text-ink">
            Show the figures and records under each answer
          </label>
          <Switch
            id="ai-figures"
            checked={value.showFigures}
            onCheckedChange={(on) => setValue({ ...value, showFigures: on })}
          />
        </div>
        <div className="space-y-1">
          <div className="flex items-center justify-between gap-4">
            <label htmlFor="ai-model" className="text-sm text-ink">
              Answer questions with the language model
            </label>
            <Switch
              id="ai-model"
              checked={value.useModel && settings.modelConfigured}
              disabled={!settings.modelConfigured}
              onCheckedChange={(on) => setValue({ ...value, useModel: on })}
            />
          </div>
          <p className="text-xs text-muted">
            {settings.modelConfigured
              ? "Questions go to the model your administrator configured, with tools that read only your organization's data."
              : "No language model is configured on this server: questions are answered by the analyses and a search of your records."}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
