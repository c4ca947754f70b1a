import { useQuery, useQueryClient } from "@tanstack/react-query";
import { accountKeys } from "../../../web/account/dashboard/account-api.ts";
import { paths } from "../../../web/paths.ts";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";
import { call } from "../../../web/lib/api.ts";
import { useSession } from "../../../web/lib/session.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";

/**
 * The organization this session works in. A person who belongs to several (after accepting an invitation)
 * switches here; with one organization it is just its name.
 */
export function OrganizationSwitcher({ name }: { name: string | undefined }) {
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  // The sidebar and the phone drawer each render one.
  const selectId = useId();
  const memberships = useQuery({
    queryKey: accountKeys.organizations,
    queryFn: ({ signal }) => call(accountEndpoints.organizations.list, { signal }),
  });
  const list = memberships.data;

  async function switchTo(organizationId: string) {
    setSwitching(true);
    try {
      await call(accountEndpoints.organizations.switchActive, { body: { organizationId } });
      // Everything cached belongs to the organization being left.
      queryClient.clear();
      await refresh();
      navigate(paths.overview);
    } catch (err) {
      toast.error("Error", err instanceof Error ? err.message : "Could not switch organizations.");
    } finally {
      setSwitching(false);
    }
  }

  if (!list || list.organizations.length < 2) {
    return (
      <>
        <p className="text-xs font-medium uppercase tracking-wide text-muted">Organization</p>
        <p className="truncate text-sm font-semibold text-ink" title={name}>
          {name ?? "No organization"}
        </p>
      </>
    );
  }
  return (
    <>
      <label htmlFor={selectId} className="text-xs font-medium uppercase tracking-wide text-muted">
        Organization
      </label>
      <Select
        id={selectId}
        value={list.activeId ?? ""}
        disabled={switching}
        onChange={(e) => void switchTo(e.target.value)}
        className="mt-1"
      >
        {list.organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
    </>
  );
}
