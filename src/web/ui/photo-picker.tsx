import { Camera, ImagePlus, RotateCw, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { PHOTO, PHOTO_MSG, photoFileProblem } from "../../shared/photos.ts";
import { deletePhoto, uploadPhoto } from "../lib/photos-api.ts";
import { useOnline } from "../lib/use-online.ts";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

/** One square of the picker: a photo kept (the record's, or uploaded here), one on its way, or one that failed. */
type Tile =
  | { key: string; state: "done"; photo: PhotoUpload; uploadedHere: boolean }
  | { key: string; state: "uploading"; file: File; preview: string; percent: number }
  | { key: string; state: "failed"; file: File; preview: string; message: string };

export type PhotoPickerProps = {
  /** The record's photos when it is edited (kept unless removed); a `PhotoRef[]` fits. */
  initial?: readonly PhotoUpload[];
  /** The photo ids in order, after every change (an upload finished, a photo removed). */
  onChange: (ids: string[]) => void;
  /** Whether uploads are under way: the form should wait for them before saving. */
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

/**
 * Photos for a record's form (decision 0026). "Add photos" opens the phone's camera (and the file chooser on a
 * computer); "Choose photos" (phones only) picks from the gallery. Each file is checked (type and size, with the
 * server's messages), shown at once and uploaded with its progress; a failed one can be tried again. Every photo
 * has its Remove button; one uploaded here is deleted from the server when removed (a record's own photo is
 * only dropped from the list: the record lets it go when saved). The form hears the ids through `onChange`.
 */
export function PhotoPicker({ initial = [], onChange, onUploadingChange, label = PHOTO_MSG.photos, max = PHOTO.maxPerRecord, disabled = false }: PhotoPickerProps) {
  const id = useId();
  const [tiles, setTiles] = useState<Tile[]>(() => initial.map((photo) => ({ key: newKey(), state: "done", photo, uploadedHere: false })));
  const [status, setStatus] = useState("");
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const reported = useRef({ ids: initial.map((p) => p.id).join(","), uploading: false });

  const ids = tiles.flatMap((tile) => (tile.state === "done" ? [tile.photo.id] : []));
  const uploading = tiles.some((tile) => tile.state === "uploading");
  const full = tiles.length >= max;
  // A photo is uploaded when it is added; with no connection the record can still be saved (decision 0028).
  const offline = !useOnline();
  const cannotAdd = disabled || full || offline;

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

  async function send(key: string, file: File, preview: string) {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    try {
      const photo = await uploadPhoto(file, {
        signal: controller.signal,
        onProgress: (fraction) => update(key, (tile) => (tile.state === "uploading" ? { ...tile, percent: Math.round(fraction * 100) } : tile)),
      });
      forgetPreview(preview);
      update(key, () => ({ key, state: "done", photo, uploadedHere: true }));
      setStatus(`${PHOTO_MSG.uploadedPhoto} ${file.name}`);
    } catch (err) {
      if (isAbort(err)) return;
      const message = failureMessage(err);
      update(key, (tile) => (tile.state === "uploading" ? { key, state: "failed", file, preview, message } : tile));
      setStatus(`${PHOTO_MSG.failed}: ${file.name}. ${message}`);
    } finally {
      uploads.current.delete(key);
    }
  }

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
      setTiles((current) => [...current, ...added.map(({ key, file, preview }): Tile => ({ key, state: "uploading", file, preview, percent: 0 }))]);
      for (const { key, file, preview } of added) void send(key, file, preview);
    }
    setStatus([...new Set(problems)].join(" ") || PHOTO_MSG.uploadingCount(added.length));
  }

  function retry(tile: Tile) {
    if (tile.state !== "failed") return;
    update(tile.key, () => ({ key: tile.key, state: "uploading", file: tile.file, preview: tile.preview, percent: 0 }));
    void send(tile.key, tile.file, tile.preview);
  }

  function remove(tile: Tile, n: number) {
    if (tile.state === "uploading") uploads.current.get(tile.key)?.abort();
    if (tile.state !== "done") forgetPreview(tile.preview);
    // A photo uploaded here belongs to no saved record yet: it goes from the server too (best effort).
    if (tile.state === "done" && tile.uploadedHere) void deletePhoto(tile.photo.id).catch(() => undefined);
    update(tile.key, () => null);
    setStatus(PHOTO_MSG.removed(n));
    addButton.current?.focus();
  }

  const hintId = `${id}-hint`;
  const inputProps = { type: "file", accept: "image/*", multiple: true, className: "hidden", tabIndex: -1, disabled, onChange: onFiles } as const;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-3">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </p>
      {tiles.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {tiles.map((tile, i) => (
            <PickerTile key={tile.key} tile={tile} n={i + 1} disabled={disabled} onRetry={() => retry(tile)} onRemove={() => remove(tile, i + 1)} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <input ref={camera} id={`${id}-camera`} capture="environment" aria-label={PHOTO_MSG.cameraLabel} {...inputProps} />
        <input ref={gallery} id={`${id}-gallery`} aria-label={PHOTO_MSG.fileLabel} {...inputProps} />
        <Button ref={addButton} type="button" variant="outline" size="lg" disabled={cannotAdd} aria-describedby={hintId} onClick={() => camera.current?.click()}>
          <Camera aria-hidden="true" />
          {tiles.length > 0 ? PHOTO_MSG.addMore : PHOTO_MSG.add}
        </Button>
        {/* On a phone, "Add photos" goes straight to the camera: photos taken earlier come from the gallery. */}
        <span className="hidden pointer-coarse:contents">
          <Button type="button" variant="outline" size="lg" disabled={cannotAdd} aria-describedby={hintId} onClick={() => gallery.current?.click()}>
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

function PickerTile({ tile, n, disabled, onRetry, onRemove }: { tile: Tile; n: number; disabled: boolean; onRetry: () => void; onRemove: () => void }) {
  const src = tile.state === "done" ? tile.photo.thumbUrl : tile.preview;
  return (
    <li className="flex min-w-0 flex-col gap-1">
      <div className="relative aspect-square overflow-hidden rounded-md border border-border bg-surface">
        <img src={src} alt={PHOTO_MSG.photoAlt(n)} className={cn("size-full object-cover", tile.state !== "done" && "opacity-60")} />
        {tile.state === "uploading" ? (
          <div className="absolute inset-x-1.5 bottom-1.5 space-y-1 rounded bg-white/90 p-1.5">
            <span className="block text-center text-xs font-medium tabular text-ink">{tile.percent}%</span>
            <div
              role="progressbar"
              aria-label={PHOTO_MSG.uploadingPhoto(tile.file.name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={tile.percent}
              className="h-1.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand transition-[width]" style={{ width: `${tile.percent}%` }} />
            </div>
          </div>
        ) : null}
        {tile.state === "failed" ? (
          <p className="absolute inset-x-1 bottom-1 line-clamp-3 rounded bg-white/95 p-1 text-xs text-destructive" title={tile.message}>
            {tile.message}
          </p>
        ) : null}
      </div>
      {tile.state === "failed" ? (
        <Button type="button" variant="outline" size="lg" className="w-full" disabled={disabled} aria-label={PHOTO_MSG.retryPhoto(n)} onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {PHOTO_MSG.retry}
        </Button>
      ) : null}
      <Button type="button" variant="outline" size="lg" className="w-full" disabled={disabled} aria-label={PHOTO_MSG.removePhoto(n)} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        {PHOTO_MSG.remove}
      </Button>
    </li>
  );
}

/**
 * The picker as a form's field (a daily report, an inspection, an incident): the anchor the form focuses when the
 * photos have an error, the picker, and the error under it. `onChange` hears the ids joined by commas, as the
 * form's values are kept.
 */
export function PhotoField({ id, error, onChange, ...picker }: Omit<PhotoPickerProps, "onChange"> & { id: string; error?: string; onChange: (joined: string) => void }) {
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
