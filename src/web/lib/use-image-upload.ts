import { useState, type ChangeEvent } from "react";
import { toast } from "../ui/toast.tsx";

/** What an image upload mutation is given: the file, and where its upload reports progress (0 to 1). */
export type ImageUploadRequest = { file: File; onProgress: (fraction: number) => void };

type Mutation<V> = { mutateAsync: (variables: V) => Promise<unknown>; isPending: boolean };
type Toast = { title: string; message?: string };

export type ImageUploadOptions = {
  upload: Mutation<ImageUploadRequest>;
  remove: Mutation<void>;
  /** The quick check before sending (type and size, with the server's messages); null when the file may go. */
  fileProblem: (file: File) => string | null;
  /** The toast's title when the quick check refuses a file (the website builder's "File Too Large"); `toasts.failed.title` otherwise. */
  problemTitle?: (problem: string) => string;
  /** The toasts; a failure shows the server's (or the check's) message, else `failed.message`. */
  toasts: { uploaded: Toast; removed: Toast; failed: Toast };
  /** After an upload or a removal succeeded (e.g. to refresh what else shows the image). */
  onChanged?: () => void;
};

/**
 * An image picker's behaviour (a profile photo, a company logo): a chosen file checked, uploaded with its progress
 * (0 to 100, null when idle) and the image removed, one at a time, each ending in a toast.
 */
export function useImageUpload({ upload, remove, fileProblem, problemTitle, toasts, onChanged }: ImageUploadOptions) {
  const [progress, setProgress] = useState<number | null>(null);
  const busy = upload.isPending || remove.isPending;

  function failed(err: unknown) {
    toast.error(toasts.failed.title, err instanceof Error && err.message ? err.message : toasts.failed.message);
  }

  function succeeded({ title, message }: Toast) {
    toast.success(title, message);
    onChanged?.();
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a failure.
    e.target.value = "";
    if (!file || busy) return;
    const problem = fileProblem(file);
    if (problem) return void toast.error(problemTitle?.(problem) ?? toasts.failed.title, problem);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
    } catch (err) {
      return failed(err);
    } finally {
      setProgress(null);
    }
    succeeded(toasts.uploaded);
  }

  async function onRemove() {
    if (busy) return;
    try {
      await remove.mutateAsync();
    } catch (err) {
      return failed(err);
    }
    succeeded(toasts.removed);
  }

  return {
    busy,
    uploading: upload.isPending,
    removing: remove.isPending,
    percent: progress === null ? null : Math.round(progress * 100),
    onFile,
    onRemove,
  };
}
