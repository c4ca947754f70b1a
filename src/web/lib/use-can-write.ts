import { canWrite } from "../../shared/roles.ts";
import { useSession } from "./session.tsx";

/** Whether the signed-in person may create, edit and delete (viewers read only; the server enforces it too). */
export function useCanWrite(): boolean {
  const { session } = useSession();
  const role = session?.organization?.role;
  return role !== undefined && canWrite(role);
}
