import { Trash2, Upload } from "lucide-react";
import { Avatar } from "radix-ui";
import { useRef, useState, type ChangeEvent } from "react";
import { AVATAR, AVATAR_MSG, avatarFileProblem, PROFILE_MSG, type ProfileResponse } from "../../../shared/contracts/profile.ts";
import { useSession } from "../../lib/session.tsx";
import { initials } from "../../shell/person.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import { useRemoveAvatar, useUploadAvatar } from "./account-api.ts";

/**
 * The profile photo: the current one (or initials), "Upload photo" and "Remove". The file is checked here
 * for quick feedback (type and size, with the server's messages); the server checks its content again.
 */
export function AvatarPicker({ profile }: { profile: ProfileResponse }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadAvatar(setProgress);
  const remove = useRemoveAvatar();
  const { refresh } = useSession();
  const busy = upload.isPending || remove.isPending;

  function failed(err: unknown) {
    toast.error(PROFILE_MSG.updateError.title, err instanceof Error && err.message ? err.message : PROFILE_MSG.updateError.message);
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a failure.
    e.target.value = "";
    if (!file || busy) return;
    const problem = avatarFileProblem(file);
    if (problem) return failed(new Error(problem));
    setProgress(0);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      return failed(err);
    } finally {
      setProgress(null);
    }
    toast.success(PROFILE_MSG.updated.title, PROFILE_MSG.updated.message);
    // The shell's user menu shows the photo from the session.
    void refresh().catch(() => undefined);
  }

  async function onRemove() {
    if (busy) return;
    try {
      await remove.mutateAsync();
    } catch (err) {
      return failed(err);
    }
    toast.success(AVATAR_MSG.removed.title, AVATAR_MSG.removed.message);
    void refresh().catch(() => undefined);
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar.Root className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-2xl font-semibold text-blue-800">
        {profile.avatarUrl ? <Avatar.Image src={profile.avatarUrl} alt="Your profile photo" className="size-full object-cover" /> : null}
        <Avatar.Fallback>{initials(profile)}</Avatar.Fallback>
      </Avatar.Root>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="profile-avatar-file"
            type="file"
            accept={AVATAR.acceptedTypes.join(",")}
            aria-label="Profile photo file"
            className="hidden"
            onChange={(e) => void onFile(e)}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} aria-busy={upload.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" />
            {upload.isPending ? AVATAR_MSG.uploading : AVATAR_MSG.upload}
          </Button>
          {profile.avatarUrl ? (
            <Button type="button" variant="ghost" size="sm" disabled={busy} aria-busy={remove.isPending} onClick={() => void onRemove()}>
              <Trash2 aria-hidden="true" />
              {remove.isPending ? AVATAR_MSG.removing : AVATAR_MSG.remove}
            </Button>
          ) : null}
        </div>
        {percent !== null ? (
          <div role="progressbar" aria-label="Uploading photo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-1.5 w-48 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        ) : (
          <p className="text-xs text-muted">JPEG, PNG, WebP or GIF, at most 5 MB. It is cropped to a square.</p>
        )}
      </div>
    </div>
  );
}
