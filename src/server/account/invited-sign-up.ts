import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../db/client.ts";
import { HttpError } from "../platform/errors.ts";
import { acceptInvitation, personOf } from "./invitations.queries.ts";
import { ensureWorkspace } from "./workspace.queries.ts";

/**
 * Carries "this sign-up came through invitation X" from our route, across better-auth's sign-up, to its
 * user-created hook: the new person joins the inviting organization instead of getting one of their own.
 */
const invitedSignUp = new AsyncLocalStorage<{ invitationId: string }>();

export function signUpThroughInvitation<T>(invitationId: string, signUp: () => Promise<T>): Promise<T> {
  return invitedSignUp.run({ invitationId }, signUp);
}

/** For a user just created: join the invitation they signed up through, or else create their own workspace. */
export async function workspaceForNewUser(db: Db, userId: string): Promise<void> {
  const invitationId = invitedSignUp.getStore()?.invitationId;
  if (invitationId) {
    const person = await personOf(db, userId);
    if (person) {
      try {
        await acceptInvitation(db, invitationId, person);
        return;
      } catch (err) {
        // Revoked or used between the route's check and now: an ordinary account, with its own workspace.
        if (!(err instanceof HttpError)) throw err;
      }
    }
  }
  await ensureWorkspace(db, userId);
}
