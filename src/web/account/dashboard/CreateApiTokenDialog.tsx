import { useState, type FormEvent } from "react";
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_MSG,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  apiTokenInput,
  type ApiTokenScope,
  type CreatedApiToken,
} from "../../../shared/contracts/api-tokens.ts";
import { ApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field, Input, Label } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { CopyButton } from "../../ui/copy-button.tsx";
import { toast } from "../../ui/toast.tsx";
import { useCreateApiToken } from "./api-tokens-api.ts";

const NEVER = "never";
const expiryLabel = (days: number | null) => (days === null ? "Never" : days === 365 ? "1 year" : `${days} days`);

/**
 * Create API Token: a name, read or write, an expiry; then the token, shown this once with a Copy button. Closing
 * the dialog forgets it (only its hash is kept on the server).
 */
export function CreateApiTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiTokenScope>("read");
  const [expiry, setExpiry] = useState("90");
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  function close(next: boolean) {
    if (next || create.isPending) return;
    onOpenChange(false);
    // What the dialog held, the token first, goes with it.
    setCreated(null);
    setName("");
    setScope("read");
    setExpiry("90");
    setError(undefined);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (create.isPending) return;
    const parsed = apiTokenInput.safeParse({ name, scope, expiresInDays: expiry === NEVER ? null : Number(expiry) });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === "name")?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      setCreated(await create.mutateAsync(parsed.data));
      toast.success(API_TOKEN_MSG.created);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.name) setError(err.fields.name);
      toast.error(
        API_TOKEN_MSG.createError,
        err instanceof Error && err.message ? err.message : "An unexpected error occurred.",
      );
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? API_TOKEN_MSG.shownTitle : API_TOKEN_MSG.dialogTitle}
      description={created ? API_TOKEN_MSG.shownText : API_TOKEN_MSG.dialogText}
    >
      {created ? (
        <ShownToken created={created} onDone={() => close(false)} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field label="Name" htmlFor="api-token-name" error={error}>
            <Input
              id="api-token-name"
              autoComplete="off"
              maxLength={100}
              placeholder="e.g. Accounting sync"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "api-token-name-error" : undefined}
            />
          </Field>
          <Field
            label="Access"
            htmlFor="api-token-scope"
            hint="Read only can list and read; read and write can also create, change and delete. No token can manage the team or billing."
          >
            <Select
              id="api-token-scope"
              value={scope}
              aria-describedby="api-token-scope-hint"
              onChange={(e) => setScope(e.target.value === "write" ? "write" : "read")}
            >
              {API_TOKEN_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {API_TOKEN_SCOPE_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Expires after" htmlFor="api-token-expiry">
            <Select id="api-token-expiry" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
              {API_TOKEN_EXPIRY_CHOICES.map((days) => (
                <option key={days ?? NEVER} value={days === null ? NEVER : String(days)}>
                  {expiryLabel(days)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? API_TOKEN_MSG.creating : API_TOKEN_MSG.create}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function ShownToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="api-token-value">
          {created.name} ({API_TOKEN_SCOPE_LABELS[created.scope]})
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="api-token-value"
            readOnly
            value={created.token}
            onFocus={(e) => e.currentTarget.select()}
            spellCheck={false}
            className="min-w-0 flex-1 bg-surface font-mono text-sm"
          />
          <CopyButton
            text={created.token}
            label="Copy token"
            copiedLabel="Token copied"
            copiedStatus={API_TOKEN_MSG.copied}
            failedMessage={API_TOKEN_MSG.copyFailed}
          />
        </div>
      </div>
      <p className="text-sm text-muted">
        Send it as <code className="rounded bg-surface px-1 font-mono">Authorization: Bearer {created.prefix}…</code> to
        addresses under <code className="rounded bg-surface px-1 font-mono">/api/v1</code>. The API is described at{" "}
        <a href="/api/docs" className="font-medium text-brand hover:underline">
          /api/docs
        </a>
        .
      </p>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          {API_TOKEN_MSG.done}
        </Button>
      </div>
    </div>
  );
}
