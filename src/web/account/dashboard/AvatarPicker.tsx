import { Avatar } from "radix-ui";
import {
  AVATAR,
  AVATAR_MSG,
  avatarFileProblem,
  PROFILE_MSG,
  type ProfileResponse,
} from "../../../shared/contracts/profile.ts";
import { useSession } from "../../lib/session.tsx";
import { initials } from "../../lib/person.ts";
import { ImageUploadControls } from "../../ui/image-upload-controls.tsx";
import { useRemoveAvatar, useUploadAvatar } from "./account-api.ts";

const AVATAR_LABELS = {
  ...AVATAR_MSG,
  fileLabel: "Profile photo file",
  progress: "Uploading photo",
  hint: "JPEG, PNG, WebP or GIF, at most 5 MB. It is cropped to a square.",
};
const AVATAR_TOASTS = { uploaded: PROFILE_MSG.updated, removed: AVATAR_MSG.removed, failed: PROFILE_MSG.updateError };

/**
 * The profile photo: the current one (or initials), "Upload photo" and "Remove". The file is checked here
 * for quick feedback (type and size, with the server's messages); the server checks its content again.
 */
export function AvatarPicker({ profile }: { profile: ProfileResponse }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { refresh } = useSession();

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar.Root className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-2xl font-semibold text-blue-800">
        {profile.avatarUrl ? (
          <Avatar.Image src={profile.avatarUrl} alt="Your profile photo" className="size-full object-cover" />
        ) : null}
        <Avatar.Fallback>{initials(profile)}</Avatar.Fallback>
      </Avatar.Root>
      <ImageUploadControls
        inputId="profile-avatar-file"
        accept={AVATAR.acceptedTypes}
        hasImage={Boolean(profile.avatarUrl)}
        labels={AVATAR_LABELS}
        upload={upload}
        remove={remove}
        fileProblem={avatarFileProblem}
        toasts={AVATAR_TOASTS}
        // The shell's user menu shows the photo from the session.
        onChanged={() => void refresh().catch(() => undefined)}
      />
    </div>
  );
}
