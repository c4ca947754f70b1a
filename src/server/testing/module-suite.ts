import { afterAll, beforeAll, expect } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { subscriptions } from "../db/schema/index.ts";
import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import {
  as,
  idsOf,
  joinOrganizationOf,
  ownerAndStranger,
  signedInUser,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

export type ModuleSuite = {
  /** The app, its owner (Olivia Owner of Owner Builders) and a stranger in another organization: read inside tests and hooks. */
  readonly t: TestApp;
  readonly owner: TestUser;
  readonly stranger: TestUser;
  /** Requests to the app as `user`, or signed out with `null`. */
  as(user: TestUser | null): ReturnType<typeof as>;
  /** A new user with an organization of their own on the suite's plan. */
  onPlan(companyName: string, fullName?: string): Promise<TestUser>;
  /** A new user who joins `owner`'s organization as a viewer. */
  viewerOf(owner: TestUser, fullName?: string): Promise<TestUser>;
  /** Uploads a small JPEG of one `background` colour as `user`. */
  uploadedPhoto(user: TestUser, background: { r: number; g: number; b: number }): Promise<PhotoUpload>;
  /** Ends the free trial of `user`'s organization, as if it had ended yesterday. */
  endTrialOf(user: TestUser): Promise<void>;
};

/**
 * A test file's app (a module's or a shared route's) on a fresh database, with an owner and a stranger on
 * `plan`, started before the file's tests and closed after them.
 */
export function moduleSuite(opts: { plan?: string } = {}): ModuleSuite {
  let started: { t: TestApp; owner: TestUser; stranger: TestUser } | undefined;
  beforeAll(async () => {
    started = await ownerAndStranger(opts);
  });
  afterAll(() => started?.t.close());
  const get = () => {
    if (!started) throw new Error("the suite has not started: read it inside a test or a hook");
    return started;
  };
  return {
    get t() {
      return get().t;
    },
    get owner() {
      return get().owner;
    },
    get stranger() {
      return get().stranger;
    },
    as: (user) => as(get().t, user),
    onPlan: (companyName, fullName) => signedInUser(get().t, { companyName, fullName, plan: opts.plan }),
    async viewerOf(owner, fullName = "Vera Viewer") {
      const viewer = await signedInUser(get().t, { fullName });
      await joinOrganizationOf(get().t, viewer, owner, "viewer");
      return viewer;
    },
    async uploadedPhoto(user, background) {
      const image = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const res = await get().t.app.inject({
        method: "POST",
        url: "/api/photos",
        headers: { cookie: user.cookie, "content-type": "image/jpeg" },
        payload: image,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    async endTrialOf(user) {
      const { t } = get();
      const { organizationId } = await idsOf(t, user);
      await t.database.db
        .update(subscriptions)
        .set({ trialEnd: new Date(Date.now() - 86_400_000) })
        .where(eq(subscriptions.organizationId, organizationId));
    },
  };
}
