import { useSession } from "../../../web/lib/session.tsx";
import type { PunchItem } from "../punch-lists.contract.ts";
import type { PunchActor } from "../punch-lists.rules.ts";

/** Who the signed-in person is to an item (their role, whether they created it): what the screen offers them. */
export function usePunchActor(): (item: PunchItem) => PunchActor {
  const { session } = useSession();
  const role = session?.organization?.role ?? "viewer";
  const userId = session?.user.id;
  return (item) => ({ role, isCreator: item.createdBy !== null && item.createdBy.id === userId });
}
