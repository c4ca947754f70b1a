import { Camera, ImagePlus } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from "react";
import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { PHOTO, PHOTO_MSG, photoFileProblem } from "../../shared/photos.ts";
import { ApiError } from "../lib/api.ts";
import { forgetPhoto, keepPhoto } from "../lib/outbox.ts";
import { deletePhoto, uploadPhoto } from "../lib/photos-api.ts";
import { useOnline } from "../lib/use-online.ts";
import { Button } from "../ui/button.tsx";
import { PhotoTile, type Tile } from "./photo-tile.tsx";

export type PhotoPickerProps = {
  /** The record's photos when it is edited (kept unless removed); a `PhotoRef[]` fits. */
  initial?: readonly PhotoUpload[];
  /**
   * The photo ids in order, after every change (an upload finished, a photo removed); a photo kept on the device
   * for want of a connection is there by its local ref, which the outbox uploads before the record is sent.
   */
  onChange: (ids: string[]) => void;
  /** Whether uploads (or photos being kept on the device) are under way: the form should wait for them. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The group's visible name. */
  label?: string;
  /** At most this many photos (the contract's `photoIds` allows 20). */
  max?: number;
  disabled?: boolean;
};

let tileCount = 0;
const newKey = () => `photo-tile-${++tileCount}`;

const failureMessage = (err: unknown) => (err instanceof Error && err.message ? err.message : PHOTO_MSG.failed);
const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";
const unreachable = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * Photos for a record's form (decision 0026). "Add photos" opens the phone's camera (and the file chooser on a
 * computer); "Choose photos" (phones only) picks from the gallery. Each file is checked (type and size, with the
 * server's messages), shown at once and uploaded with its progress; a failed one can be tried again. Every photo
 * has its Remove button; one uploaded here is deleted from the server when removed (a record's own photo is
 * only dropped from the list: the record lets it go when saved). The form hears the ids through `onChange`.
 * With no connection (or an upload that cannot reach the server), a photo is kept on the device instead and
 * shown as waiting (decision 0028): uploaded here if the connection returns while the form is open, otherwise
 * by the outbox before the record is sent.
 */
export function PhotoPicker({
  initial = [],
  onChange,
  onUploadingChange,
  label = PHOTO_MSG.photos,
  max = PHOTO.maxPerRecord,
  disabled = false,
}: PhotoPickerProps) {
  const id = useId();
  const [tiles, setTiles] = useState<Tile[]>(() =>
    initial.map((photo) => ({ key: newKey(), state: "done", photo, uploadedHere: false })),
  );
  const [status, setStatus] = useState("");
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const removed = useRef(new Set<string>());
  const reported = useRef({ ids: initial.map((p) => p.id).join(","), uploading: false });

  const ids = tiles.flatMap((tile) =>
    tile.state === "done" ? [tile.photo.id] : tile.state === "waiting" ? [tile.ref] : [],
  );
  const uploading = tiles.some((tile) => tile.state === "uploading" || tile.state === "keeping");
  const full = tiles.length >= max;
  // A photo is uploaded when it is added; with no connection it is kept on the device (decision 0028).
  const offline = !useOnline();
  const cannotAdd = disabled || full;

  useEffect(() => {
    const joined = ids.join(",");
    if (joined !== reported.current.ids) {
      reported.current.ids = joined;
      onChange(joined === "" ? [] : joined.split(","));
    }
    if (uploading !== reported.current.uploading) {
      reported.current.uploading = uploading;
      onUploadingChange?.(uploading);
    }
  });

  // Leaving the form stops what is still uploading and lets the local previews go.
  useEffect(() => {
    const pending = uploads.current;
    const urls = previews.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, next: (tile: Tile) => Tile | null) =>
    setTiles((current) => current.flatMap((tile) => (tile.key === key ? (next(tile) ?? []) : [tile])));

  function forgetPreview(url: string) {
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  }

  /** Uploads a photo; `ref` is its local ref when it waited on the device, let go of once it is uploaded. */
  async function send(key: string, file: File, preview: string, ref?: string) {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    try {
      const photo = await uploadPhoto(file, {
        signal: controller.signal,
        onProgress: (fraction) =>
          update(key, (tile) => (tile.state === "uploading" ? { ...tile, percent: Math.round(fraction * 100) } : tile)),
      });
      forgetPreview(preview);
      if (ref) void forgetPhoto(ref).catch(() => undefined);
      update(key, () => ({ key, state: "done", photo, uploadedHere: true }));
      setStatus(`${PHOTO_MSG.uploadedPhoto} ${file.name}`);
    } catch (err) {
      if (isAbort(err)) return;
      if (unreachable(err)) {
        if (ref)
          update(key, (tile) => (tile.state === "uploading" ? { key, state: "waiting", file, preview, ref } : tile));
        else void keep(key, file, preview);
        return;
      }
      if (ref) void forgetPhoto(ref).catch(() => undefined);
      const message = failureMessage(err);
      update(key, (tile) => (tile.state === "uploading" ? { key, state: "failed", file, preview, message } : tile));
      setStatus(`${PHOTO_MSG.failed}: ${file.name}. ${message}`);
    } finally {
      uploads.current.delete(key);
    }
  }

  /** Keeps a photo on the device, to be uploaded when the connection returns. */
  async function keep(key: string, file: File, preview: string) {
    update(key, (tile) => (tile.state === "done" ? tile : { key, state: "keeping", file, preview }));
    try {
      const ref = await keepPhoto(file);
      // Removed while it was being kept: nothing will name it.
      if (removed.current.has(key)) void forgetPhoto(ref).catch(() => undefined);
      else update(key, (tile) => (tile.state === "keeping" ? { key, state: "waiting", file, preview, ref } : tile));
    } catch {
      update(key, (tile) =>
        tile.state === "keeping" ? { key, state: "failed", file, preview, message: PHOTO_MSG.notKept } : tile,
      );
      setStatus(`${PHOTO_MSG.notKept} ${file.name}`);
    }
  }

  // The connection is back while the form is open: the photos waiting on the device are uploaded now.
  // Not while the form is saving: the record being kept names them, and the outbox will upload them.
  const uploadWaiting = useEffectEvent(() => {
    if (disabled) return;
    for (const tile of tiles) {
      if (tile.state !== "waiting") continue;
      update(tile.key, () => ({
        key: tile.key,
        state: "uploading",
        file: tile.file,
        preview: tile.preview,
        percent: 0,
        ref: tile.ref,
      }));
      void send(tile.key, tile.file, tile.preview, tile.ref);
    }
  });
  useEffect(() => {
    const online = () => uploadWaiting();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);

  function onFiles(e: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(e.target.files ?? [])];
    // The same file may be chosen again after a failure.
    e.target.value = "";
    const room = Math.max(0, max - tiles.length);
    const problems: string[] = [];
    const added: { key: string; file: File; preview: string }[] = [];
    for (const file of chosen) {
      const problem = photoFileProblem(file);
      if (problem) problems.push(`${file.name}: ${problem}`);
      else if (added.length >= room) problems.push(PHOTO_MSG.full(max));
      else {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        added.push({ key: newKey(), file, preview });
      }
    }
    if (added.length > 0) {
      setTiles((current) => [
        ...current,
        ...added.map(({ key, file, preview }): Tile =>
          offline ? { key, state: "keeping", file, preview } : { key, state: "uploading", file, preview, percent: 0 },
        ),
      ]);
      for (const { key, file, preview } of added) void (offline ? keep(key, file, preview) : send(key, file, preview));
    }
    setStatus(
      [...new Set(problems)].join(" ") ||
        (offline ? PHOTO_MSG.keptCount(added.length) : PHOTO_MSG.uploadingCount(added.length)),
    );
  }

  function retry(tile: Tile) {
    if (tile.state !== "failed") return;
    if (offline) return void keep(tile.key, tile.file, tile.preview);
    update(tile.key, () => ({ key: tile.key, state: "uploading", file: tile.file, preview: tile.preview, percent: 0 }));
    void send(tile.key, tile.file, tile.preview);
  }

  function remove(tile: Tile, n: number) {
    removed.current.add(tile.key);
    if (tile.state === "uploading") uploads.current.get(tile.key)?.abort();
    if ((tile.state === "waiting" || tile.state === "uploading") && tile.ref)
      void forgetPhoto(tile.ref).catch(() => undefined);
    if (tile.state !== "done") forgetPreview(tile.preview);
    // A photo uploaded here belongs to no saved record yet: it goes from the server too (best effort).
    if (tile.state === "done" && tile.uploadedHere) void deletePhoto(tile.photo.id).catch(() => undefined);
    update(tile.key, () => null);
    setStatus(PHOTO_MSG.removed(n));
    addButton.current?.focus();
  }

  const hintId = `${id}-hint`;
  const inputProps = {
    type: "file",
    accept: "image/*",
    multiple: true,
    className: "hidden",
    tabIndex: -1,
    disabled,
    onChange: onFiles,
  } as const;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-3">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </p>
      {tiles.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {tiles.map((tile, i) => (
            <PhotoTile
              key={tile.key}
              tile={tile}
              n={i + 1}
              disabled={disabled}
              onRetry={() => retry(tile)}
              onRemove={() => remove(tile, i + 1)}
            />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <input
          ref={camera}
          id={`${id}-camera`}
          capture="environment"
          aria-label={PHOTO_MSG.cameraLabel}
          {...inputProps}
        />
        <input ref={gallery} id={`${id}-gallery`} aria-label={PHOTO_MSG.fileLabel} {...inputProps} />
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="lg"
          disabled={cannotAdd}
          aria-describedby={hintId}
          onClick={() => camera.current?.click()}
        >
          <Camera aria-hidden="true" />
          {tiles.length > 0 ? PHOTO_MSG.addMore : PHOTO_MSG.add}
        </Button>
        {/* On a phone, "Add photos" goes straight to the camera: photos taken earlier come from the gallery. */}
        <span className="hidden pointer-coarse:contents">
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={cannotAdd}
            aria-describedby={hintId}
            onClick={() => gallery.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {PHOTO_MSG.choose}
          </Button>
        </span>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {full ? PHOTO_MSG.full(max) : offline ? PHOTO_MSG.offline : PHOTO_MSG.hint}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

/**
 * The picker as a form's field (a daily report, an inspection, an incident): the anchor the form focuses when the
 * photos have an error, the picker, and the error under it. `onChange` hears the ids joined by commas, as the
 * form's values are kept.
 */
export function PhotoField({
  id,
  error,
  onChange,
  ...picker
}: Omit<PhotoPickerProps, "onChange"> & { id: string; error?: string; onChange: (joined: string) => void }) {
  return (
    <div id={id} tabIndex={-1} className="sm:col-span-2">
      <PhotoPicker {...picker} onChange={(ids) => onChange(ids.join(","))} />
      {error ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
