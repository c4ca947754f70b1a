import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { AVATAR, AVATAR_MSG, profileResponse } from "../../shared/contracts/profile.ts";
import { requireCaller } from "../platform/access.ts";
import { notFound } from "../platform/errors.ts";
import { consume } from "../platform/rate-limit.ts";
import { countUpload } from "../platform/storage-usage.ts";
import type { Storage } from "../platform/storage.ts";
import { sendStoredImage, storeUploadedImage } from "../platform/stored-image.ts";
import { acceptRawBodies, uploadTempDir } from "../platform/upload.ts";
import { toAvatarWebp } from "./avatar-image.ts";
import { AVATAR_FILE_RE as FILE_RE, avatarKeyOf, avatarUrlOf } from "./avatar-keys.ts";
import { getProfile, replaceAvatar } from "./profile.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

export { avatarKeyOf, avatarUrlOf };

/** The previous avatar's file, once nothing points at it; a failure only leaves a file behind, so it is logged. */
async function removeAvatarFile(storage: Storage, url: string | null, log: FastifyBaseLogger): Promise<void> {
  const key = avatarKeyOf(url);
  if (!key) return;
  await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, "could not delete a replaced avatar"));
}

/**
 * The profile photo: uploaded as the raw request body (an `image/*` type or octet-stream; no multipart),
 * checked by its content, stored as a 256×256 WebP under a new key on every change, so it is cached for good.
 * Served to any signed-in user: avatars appear beside names in teams and are not secret documents.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config, limits } = app.deps;
  const tags = ["account"];
  acceptRawBodies(app, [/^image\//, "application/octet-stream"]);

  serve(
    app,
    accountEndpoints.avatar.upload,
    {
      schema: {
        tags,
        summary: "Upload a profile photo",
        description:
          "The image itself as the body (Content-Type image/jpeg, image/png, image/webp or image/gif; at most 5 MB). " +
          "It is stored as a 256×256 WebP and the profile's avatarUrl points at it; the previous photo is deleted.",
        response: { 200: profileResponse, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await consume(db, `avatar:upload:${caller.user.id}`, limits.avatarUploadsPerAccount);
      // An avatar counts for the organization its person works in when uploading it (decision 0038).
      const organizationId = caller.organization?.id ?? null;
      if (organizationId) await countUpload(db, limits, organizationId);
      const { previous } = await storeUploadedImage(
        request,
        storage,
        {
          dir: uploadTempDir(config.dataDir),
          maxBytes: AVATAR.maxBytes,
          messages: AVATAR_MSG,
          convert: toAvatarWebp,
          put: { prefix: "avatars", extension: "webp", contentType: "image/webp" },
        },
        (key, bytes) => replaceAvatar(db, caller.user.id, { file: { key, bytes }, organizationId, cap: config }),
      );
      await removeAvatarFile(storage, previous, request.log);
      return getProfile(db, caller.user.id, caller.organization?.id ?? null);
    },
  );

  serve(
    app,
    accountEndpoints.avatar.remove,
    {
      schema: {
        tags,
        summary: "Remove the profile photo",
        response: { 200: profileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const { previous } = await replaceAvatar(db, caller.user.id, null);
      await removeAvatarFile(storage, previous, request.log);
      return getProfile(db, caller.user.id, caller.organization?.id ?? null);
    },
  );

  serve(
    app,
    accountEndpoints.avatar.file,
    {
      schema: {
        tags,
        summary: "A profile photo (WebP), for any signed-in user",
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.any().describe("The image (image/webp)."), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await requireCaller(request);
      const { file } = request.params;
      const object = FILE_RE.test(file) ? await storage.open(`avatars/${file}`) : null;
      if (!object) throw notFound();
      return sendStoredImage(reply, object, "image/webp");
    },
  );
};
