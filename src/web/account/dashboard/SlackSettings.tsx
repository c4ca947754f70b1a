import { Send, Unplug } from "lucide-react";
import { useState, type FormEvent } from "react";
import { NOTIFICATION_KIND_LABELS } from "../../../shared/notification-kinds.ts";
import {
  SLACK_KINDS,
  SLACK_MSG,
  slackSettingsInput,
  type SlackKind,
  type SlackSettings as Settings,
} from "../../../shared/contracts/slack.ts";
import { canManage } from "../../../shared/roles.ts";
import { ApiError } from "../../lib/api.ts";
import { useSession } from "../../lib/session.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FIELD_ERROR_CLASS, fieldErrorId } from "../../ui/field-error.ts";
import { Field, Input } from "../../ui/input.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { SectionLoadError } from "./section-load-error.tsx";
import { useDisconnectSlack, useSaveSlack, useSendSlackTest, useSlackSettings } from "./slack-api.ts";

const URL_ID = "slack-webhook-url";
const KINDS_ID = "slack-kinds";

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : "An unexpected error occurred.";

/**
 * The organization's Slack Channel (issue 30), in Settings: admins connect an incoming webhook, choose the events
 * posted, send a test message and disconnect; members and viewers see whether it is connected and what goes there.
 * No props: the role comes from the session.
 */
export function SlackSettings() {
  const { session } = useSession();
  const isAdmin = session?.organization ? canManage(session.organization.role) : false;
  const slack = useSlackSettings();

  return (
    <Card id="slack" role="region" aria-labelledby="slack-heading" className="scroll-mt-6">
      <CardHeader>
        <h2 id="slack-heading" className="text-lg font-semibold leading-tight text-ink">
          {SLACK_MSG.title}
        </h2>
        <CardDescription>{SLACK_MSG.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        {slack.isPending ? (
          <div aria-busy="true" className="space-y-4">
            <span className="sr-only" role="status">
              {SLACK_MSG.loading}
            </span>
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
          </div>
        ) : slack.isError ? (
          <SectionLoadError query={slack} fallback={SLACK_MSG.loadError} />
        ) : isAdmin ? (
          <SlackForm key={slack.data.connected ? "connected" : "new"} settings={slack.data} />
        ) : (
          <SlackReadOnly settings={slack.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SlackReadOnly({ settings }: { settings: Settings }) {
  if (!settings.connected) return <p className="text-sm text-slate-700">{SLACK_MSG.readNotConnected}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{SLACK_MSG.readConnected}</p>
      {settings.kinds.length === 0 ? (
        <p className="text-sm text-muted">{SLACK_MSG.readNone}</p>
      ) : (
        <ul aria-label={SLACK_MSG.kindsLegend} className="list-disc space-y-1 pl-5 text-sm text-ink">
          {settings.kinds.map((kind) => (
            <li key={kind}>{NOTIFICATION_KIND_LABELS[kind]}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Errors = { webhookUrl?: string; kinds?: string };

/** The admin's form; what was typed and ticked stays on screen when a save fails. */
function SlackForm({ settings }: { settings: Settings }) {
  const [url, setUrl] = useState("");
  const [kinds, setKinds] = useState<SlackKind[]>(settings.kinds);
  const [errors, setErrors] = useState<Errors>({});
  const [disconnecting, setDisconnecting] = useState(false);
  const save = useSaveSlack();
  const test = useSendSlackTest();

  const toggle = (kind: SlackKind, on: boolean) => {
    setKinds((prev) => SLACK_KINDS.filter((k) => (k === kind ? on : prev.includes(k))));
    setErrors((prev) => ({ ...prev, kinds: undefined }));
  };

  function showErrors(found: Errors) {
    setErrors(found);
    if (found.webhookUrl) document.getElementById(URL_ID)?.focus();
    else if (found.kinds) document.getElementById(`${KINDS_ID}-${SLACK_KINDS[0]}`)?.focus();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (save.isPending) return;
    const input = { webhookUrl: url.trim() || undefined, kinds };
    const checked = slackSettingsInput.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === "webhookUrl" ? "webhookUrl" : "kinds";
        found[field] ??= issue.message;
      }
      return showErrors(found);
    }
    if (!settings.connected && !input.webhookUrl) return showErrors({ webhookUrl: SLACK_MSG.urlInvalid });
    setErrors({});
    try {
      await save.mutateAsync(input);
    } catch (err) {
      if (err instanceof ApiError && err.fields && (err.fields.webhookUrl || err.fields.kinds))
        return showErrors({ webhookUrl: err.fields.webhookUrl, kinds: err.fields.kinds });
      toast.error(SLACK_MSG.saveError, messageOf(err));
      return;
    }
    setUrl("");
    toast.success(SLACK_MSG.saved);
  }

  async function sendTest() {
    if (test.isPending) return;
    try {
      await test.mutateAsync();
    } catch (err) {
      toast.error(SLACK_MSG.testError, messageOf(err));
      return;
    }
    toast.success(SLACK_MSG.testSent);
  }

  const urlHint =
    settings.connected && settings.webhookHint
      ? SLACK_MSG.urlHintConnected(settings.webhookHint)
      : SLACK_MSG.urlHintNew;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Field label={SLACK_MSG.urlLabel} htmlFor={URL_ID} error={errors.webhookUrl} hint={urlHint}>
        <Input
          id={URL_ID}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={settings.webhookHint ?? "https://hooks.slack.com/services/…"}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((prev) => ({ ...prev, webhookUrl: undefined }));
          }}
          aria-invalid={errors.webhookUrl ? true : undefined}
          aria-describedby={errors.webhookUrl ? fieldErrorId(URL_ID) : `${URL_ID}-hint`}
        />
      </Field>

      <fieldset className="space-y-3" aria-describedby={errors.kinds ? fieldErrorId(KINDS_ID) : undefined}>
        <legend className="text-sm font-medium text-ink">{SLACK_MSG.kindsLegend}</legend>
        <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {SLACK_KINDS.map((kind) => (
            <li key={kind} className="flex items-center gap-3">
              <input
                id={`${KINDS_ID}-${kind}`}
                type="checkbox"
                checked={kinds.includes(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
                className="size-5 shrink-0 accent-brand"
              />
              <label htmlFor={`${KINDS_ID}-${kind}`} className="py-1 text-sm text-ink">
                {NOTIFICATION_KIND_LABELS[kind]}
              </label>
            </li>
          ))}
        </ul>
        {errors.kinds ? (
          <p id={fieldErrorId(KINDS_ID)} role="alert" className={FIELD_ERROR_CLASS}>
            {errors.kinds}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? SLACK_MSG.saving : SLACK_MSG.save}
        </Button>
        {settings.connected ? (
          <>
            <Button
              type="button"
              variant="outline"
              onClick={() => void sendTest()}
              disabled={test.isPending}
              aria-busy={test.isPending}
            >
              <Send aria-hidden="true" />
              {test.isPending ? SLACK_MSG.testing : SLACK_MSG.test}
            </Button>
            <Button type="button" variant="outline" onClick={() => setDisconnecting(true)}>
              <Unplug aria-hidden="true" />
              {SLACK_MSG.disconnect}
            </Button>
          </>
        ) : null}
      </div>
      {disconnecting ? <DisconnectDialog onClose={() => setDisconnecting(false)} /> : null}
    </form>
  );
}

function DisconnectDialog({ onClose }: { onClose: () => void }) {
  const disconnect = useDisconnectSlack();
  async function confirm() {
    try {
      await disconnect.mutateAsync();
    } catch (err) {
      toast.error(SLACK_MSG.disconnectError, messageOf(err));
      return;
    }
    toast.success(SLACK_MSG.disconnected);
    onClose();
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !disconnect.isPending && onClose()}
      title={SLACK_MSG.disconnectTitle}
      description={SLACK_MSG.disconnectText}
      confirmLabel={disconnect.isPending ? SLACK_MSG.disconnecting : SLACK_MSG.disconnect}
      busy={disconnect.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
