import { RotateCw } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import {
  INTEGRATION_KEYS,
  NOTIFICATION_KEYS,
  SETTINGS_MSG,
  type IntegrationKey,
  type NotificationKey,
  type UserSettings,
} from "../../../shared/contracts/settings.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Switch } from "../../ui/switch.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSaveSettings, useSettings } from "./account-api.ts";
import { PushDeviceNote, usePushDevice } from "./PushDeviceNote.tsx";
import { SlackSettings } from "./SlackSettings.tsx";
import { PhoneSettings } from "./PhoneSettings.tsx";
import { usePhone } from "./phone-api.ts";
import { PHONE_MSG } from "../../../shared/contracts/phone.ts";
import { UndeliveredNotifications } from "./UndeliveredNotifications.tsx";

const NOTIFICATIONS: Record<NotificationKey, { label: string; description: string }> = {
  email: { label: "Email Notifications", description: "Receive notifications by e-mail." },
  push: { label: "Push Notifications", description: "Receive notifications in your browser." },
  sms: { label: "SMS Notifications", description: "Receive notifications by text message." },
  projectUpdates: { label: "Project Updates", description: "Changes to the projects you work on." },
  securityAlerts: {
    label: "Security Alerts",
    description: "Sign-ins from a new device. Changes to your password or two-factor are always e-mailed.",
  },
  marketingEmails: { label: "Marketing Emails", description: "News about product features and offers." },
  emailDigest: {
    label: "Daily Email Digest",
    description: "One e-mail a day (at 12:00 UTC) with your notifications, instead of one e-mail each.",
  },
};

const INTEGRATIONS: Record<IntegrationKey, { label: string; description: string }> = {
  slack: {
    label: "Slack",
    description: "Let your own notifications (a task assigned to you…) go to your organization's Slack channel too.",
  },
};

/** /dashboard/settings: the person's notification preferences and integrations, saved on the server. */
export function SettingsPage() {
  useDocumentTitle("Settings");
  const settings = useSettings();
  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Settings</h1>
        <p className="text-base text-muted">Choose how you hear about your work and which tools you connect.</p>
      </header>
      {settings.isPending ? (
        <Card aria-busy="true">
          <CardContent className="space-y-4 pt-6">
            <span className="sr-only" role="status">
              Loading settings...
            </span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </CardContent>
        </Card>
      ) : settings.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 pt-6" role="alert">
            <p className="text-base text-slate-700">{settings.error.message || SETTINGS_MSG.loadFailed}</p>
            <Button
              type="button"
              variant="outline"
              onClick={() => void settings.refetch()}
              disabled={settings.isFetching}
            >
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <PhoneSettings />
      <SlackSettings />
      <UndeliveredNotifications />
    </div>
  );
}

function SettingsForm({ initial }: { initial: UserSettings }) {
  const [values, setValues] = useState(initial);
  const save = useSaveSettings();
  const push = usePushDevice(initial.notifications.push, (on) => set("notifications", "push", on));
  // Without texts on this server, the SMS switch is off and says why.
  const smsOff = usePhone().data?.available === false;

  function set<G extends keyof UserSettings>(group: G, key: keyof UserSettings[G], on: boolean) {
    setValues((prev) => ({ ...prev, [group]: { ...prev[group], [key]: on } }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (save.isPending) return;
    try {
      await save.mutateAsync(values);
    } catch {
      // What was chosen stays on screen, to try again.
      toast.error(SETTINGS_MSG.failed.title, SETTINGS_MSG.failed.message);
      return;
    }
    toast.success(SETTINGS_MSG.saved);
    push.saved(values.notifications.push);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <Card role="region" aria-labelledby="notifications-heading">
        <CardHeader>
          <h2 id="notifications-heading" className="text-lg font-semibold leading-tight text-ink">
            Notifications
          </h2>
          <CardDescription>
            How and about what you want to be notified. Your choices are saved to your account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {NOTIFICATION_KEYS.map((key) => (
              <SettingRow
                key={key}
                id={`notify-${key}`}
                {...NOTIFICATIONS[key]}
                checked={values.notifications[key]}
                onChange={(on) => (key === "push" ? push.switched(on) : set("notifications", key, on))}
                note={
                  key === "push" ? (
                    <PushDeviceNote note={push.note} enableHere={push.enableHere} />
                  ) : key === "sms" && smsOff ? (
                    <p className="text-sm text-muted">{PHONE_MSG.notConfigured}</p>
                  ) : undefined
                }
                disabled={key === "sms" && smsOff}
              />
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="integrations-heading">
        <CardHeader>
          <h2 id="integrations-heading" className="text-lg font-semibold leading-tight text-ink">
            Integrations
          </h2>
          <CardDescription>
            Tools that receive your notifications. An admin connects the organization's Slack channel below.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {INTEGRATION_KEYS.map((key) => (
              <SettingRow
                key={key}
                id={`integration-${key}`}
                {...INTEGRATIONS[key]}
                checked={values.integrations[key]}
                onChange={(on) => set("integrations", key, on)}
              />
            ))}
          </ul>
        </CardContent>
      </Card>

      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}

function SettingRow({
  id,
  label,
  description,
  checked,
  onChange,
  note,
  disabled = false,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  /** More about the setting on this device (push: whether this browser takes it). */
  note?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
        {note}
      </div>
      <Switch
        id={id}
        checked={checked && !disabled}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}
