import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { HttpError } from "../platform/errors.ts";
import { acceptInvitation, personOf } from "./invitations.queries.ts";
import { ensureWorkspace } from "./workspace.queries.ts";

/**
 * Carries "this sign-up came through invitation X" from our route, across better-auth's sign-up, to its
 * user-created hook: the new person joins the inviting organization instead of getting one of their own.
 * The hook records who joined, so that the sign-up sends no verification e-mail to them: the invitation link
 * reached them at that address, which proves it.
 */
type InvitedSignUp = { invitationId: string; joinedUserId: string | null };
const invitedSignUp = new AsyncLocalStorage<InvitedSignUp>();

/** Runs better-auth's sign-up for an invitation; answers its result and the user who joined (null when none did). */
export async function signUpThroughInvitation<T>(
  invitationId: string,
  signUp: () => Promise<T>,
): Promise<{ result: T; joinedUserId: string | null }> {
  const store: InvitedSignUp = { invitationId, joinedUserId: null };
  const result = await invitedSignUp.run(store, signUp);
  return { result, joinedUserId: store.joinedUserId };
}

/** True while signing up the person who just joined through an invitation link: their address needs no e-mail check. */
export function addressProvedByInvitation(userId: string): boolean {
  return invitedSignUp.getStore()?.joinedUserId === userId;
}

/** For a user just created: join the invitation they signed up through, or else create their own workspace. */
export async function workspaceForNewUser(db: Db, userId: string): Promise<void> {
  const store = invitedSignUp.getStore();
  if (store) {
    const person = await personOf(db, userId);
    if (person) {
      try {
        await acceptInvitation(db, store.invitationId, person);
        store.joinedUserId = userId;
        return;
      } catch (err) {
        // Revoked or used between the route's check and now: an ordinary account, with its own workspace.
        if (!(err instanceof HttpError)) throw err;
      }
    }
  }
  await ensureWorkspace(db, userId);
}

/** The address of someone who joined through an invitation link is verified: the link was e-mailed to it. */
export async function markInvitedAddressVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
