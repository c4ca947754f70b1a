import { KeyRound, Trash2 } from "lucide-react";
import { useState } from "react";
import { API_TOKEN_MSG, API_TOKEN_SCOPE_LABELS, type ApiTokenSummary } from "../../../shared/contracts/api-tokens.ts";
import { canManage } from "../../../shared/roles.ts";
import { formatTimestampDay } from "../../lib/format.ts";
import { useSession } from "../../lib/session.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { CreateApiTokenDialog } from "./CreateApiTokenDialog.tsx";
import { useApiTokens, useRevokeApiToken } from "./api-tokens-api.ts";

/** A date as the person reads dates, in their own time zone. */
const dateOf = (iso: string | null, none: string) => (iso ? formatTimestampDay(iso) : none);

/**
 * API Tokens (decision 0033), for admins only (members and viewers do not see it; the server refuses them
 * anyway): the organization's personal tokens for /api/v1, made here, shown once, revoked here.
 */
export function ApiTokensSection() {
  const { session } = useSession();
  const isAdmin = session?.organization ? canManage(session.organization.role) : false;
  const tokens = useApiTokens(isAdmin);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenSummary | null>(null);
  // When the section opened: what "expired" is judged against.
  const [now] = useState(() => Date.now());
  if (!isAdmin) return null;

  return (
    <Card id="api-tokens" role="region" aria-labelledby="api-tokens-heading" className="scroll-mt-6">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <h2 id="api-tokens-heading" className="text-lg font-semibold leading-tight text-ink">
            {API_TOKEN_MSG.title}
          </h2>
          <CardDescription>{API_TOKEN_MSG.subtitle}</CardDescription>
        </div>
        <Button type="button" onClick={() => setCreating(true)}>
          <KeyRound aria-hidden="true" />
          {API_TOKEN_MSG.create}
        </Button>
      </CardHeader>
      <CardContent>
        {tokens.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              Loading API tokens...
            </span>
            <Skeleton className="h-14" />
          </div>
        ) : tokens.isError ? (
          <LoadError
            level={3}
            title={API_TOKEN_MSG.loadError}
            message={tokens.error.message}
            onRetry={() => void tokens.refetch()}
            retrying={tokens.isFetching}
          />
        ) : tokens.data.tokens.length === 0 ? (
          <p className="text-muted">{API_TOKEN_MSG.empty}</p>
        ) : (
          <ul aria-label="API tokens" className="divide-y divide-border rounded-md border border-border">
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} now={now} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} />
      {revoking ? <RevokeDialog token={revoking} onClose={() => setRevoking(null)} /> : null}
    </Card>
  );
}

function TokenRow({ token, now, onRevoke }: { token: ApiTokenSummary; now: number; onRevoke: () => void }) {
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-ink" title={token.name}>
            {token.name}
          </p>
          <Badge tone={token.scope === "write" ? "warning" : "neutral"}>{API_TOKEN_SCOPE_LABELS[token.scope]}</Badge>
          {expired ? <Badge tone="danger">Expired</Badge> : null}
        </div>
        <p className="font-mono text-sm text-slate-700">
          <span className="sr-only">Starts with </span>
          {token.prefix}…
        </p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>
              {dateOf(token.createdAt, "")} by {token.createdBy}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd>{dateOf(token.lastUsedAt, "never")}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{expired ? "Expired" : "Expires"}</dt>
            <dd>{dateOf(token.expiresAt, "never")}</dd>
          </div>
        </dl>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onRevoke}
        aria-label={`Revoke ${token.name}`}
        className="self-start sm:self-center"
      >
        <Trash2 aria-hidden="true" />
        {API_TOKEN_MSG.revoke}
      </Button>
    </li>
  );
}

function RevokeDialog({ token, onClose }: { token: ApiTokenSummary; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  // mutateAsync, not mutate's callbacks: the row goes when the list reloads, and its toast must still show.
  async function confirm() {
    try {
      await revoke.mutateAsync(token.id);
    } catch (err) {
      toast.error(
        API_TOKEN_MSG.revokeError,
        err instanceof Error && err.message ? err.message : "An unexpected error occurred.",
      );
      return;
    }
    toast.success(API_TOKEN_MSG.revoked);
    onClose();
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !revoke.isPending && onClose()}
      title={API_TOKEN_MSG.revokeTitle}
      description={API_TOKEN_MSG.revokeText(token.name)}
      confirmLabel={revoke.isPending ? "Revoking…" : API_TOKEN_MSG.revoke}
      busy={revoke.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
