import { Trash2, Upload } from "lucide-react";
import { useRef } from "react";
import { useImageUpload, type ImageUploadOptions } from "../lib/use-image-upload.ts";
import { Button } from "./button.tsx";

export type ImageUploadLabels = {
  /** The hidden file input's accessible name. */
  fileLabel: string;
  upload: string;
  /** The upload button's text while there is an image; `upload` when absent. */
  replace?: string;
  remove: string;
  uploading: string;
  removing: string;
  /** The progress bar's accessible name. */
  progress: string;
  /** Under the buttons while nothing is uploading: what may be chosen. */
  hint: string;
};

/**
 * Beside an image's preview (a profile photo, a company logo): "Upload" (or "Replace") opening the file chooser,
 * "Remove" while there is an image, and under them the upload's progress bar or the hint.
 */
export function ImageUploadControls({
  inputId,
  accept,
  hasImage,
  labels,
  ...options
}: ImageUploadOptions & { inputId: string; accept: readonly string[]; hasImage: boolean; labels: ImageUploadLabels }) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, uploading, removing, percent, onFile, onRemove } = useImageUpload(options);

  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept.join(",")}
          aria-label={labels.fileLabel}
          className="hidden"
          onChange={(e) => void onFile(e)}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-busy={uploading}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          {uploading ? labels.uploading : hasImage ? (labels.replace ?? labels.upload) : labels.upload}
        </Button>
        {hasImage ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-busy={removing}
            onClick={() => void onRemove()}
          >
            <Trash2 aria-hidden="true" />
            {removing ? labels.removing : labels.remove}
          </Button>
        ) : null}
      </div>
      {percent !== null ? (
        <div
          role="progressbar"
          aria-label={labels.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-48 max-w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : (
        <p className="text-xs text-muted">{labels.hint}</p>
      )}
    </div>
  );
}
