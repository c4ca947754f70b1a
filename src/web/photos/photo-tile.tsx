import { CloudOff, RotateCw, Trash2 } from "lucide-react";
import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { PHOTO_MSG } from "../../shared/photos.ts";
import { Button } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";

/**
 * One square of the photo picker: a photo kept (the record's, or uploaded here), one on its way, one being
 * kept on the device or waiting there for the connection (decision 0028, named by its local ref), or one that
 * failed.
 */
export type Tile =
  | { key: string; state: "done"; photo: PhotoUpload; uploadedHere: boolean }
  | { key: string; state: "uploading"; file: File; preview: string; percent: number; ref?: string }
  | { key: string; state: "keeping"; file: File; preview: string }
  | { key: string; state: "waiting"; file: File; preview: string; ref: string }
  | { key: string; state: "failed"; file: File; preview: string; message: string };

export function PhotoTile({
  tile,
  n,
  disabled,
  onRetry,
  onRemove,
}: {
  tile: Tile;
  n: number;
  disabled: boolean;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const src = tile.state === "done" ? tile.photo.thumbUrl : tile.preview;
  return (
    <li className="flex min-w-0 flex-col gap-1">
      <div className="relative aspect-square overflow-hidden rounded-md border border-border bg-surface">
        <img
          src={src}
          alt={PHOTO_MSG.photoAlt(n)}
          className={cn("size-full object-cover", tile.state !== "done" && "opacity-60")}
        />
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
        {tile.state === "waiting" || tile.state === "keeping" ? (
          <p className="absolute inset-x-1.5 bottom-1.5 flex items-center justify-center gap-1 rounded bg-amber-50/95 p-1 text-xs font-medium text-amber-900">
            <CloudOff aria-hidden="true" className="size-3.5 shrink-0" />
            {PHOTO_MSG.waiting}
          </p>
        ) : null}
        {tile.state === "failed" ? (
          <p
            className="absolute inset-x-1 bottom-1 line-clamp-3 rounded bg-white/95 p-1 text-xs text-destructive"
            title={tile.message}
          >
            {tile.message}
          </p>
        ) : null}
      </div>
      {tile.state === "failed" ? (
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          disabled={disabled}
          aria-label={PHOTO_MSG.retryPhoto(n)}
          onClick={onRetry}
        >
          <RotateCw aria-hidden="true" />
          {PHOTO_MSG.retry}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={disabled}
        aria-label={PHOTO_MSG.removePhoto(n)}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
        {PHOTO_MSG.remove}
      </Button>
    </li>
  );
}
