import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { PHOTO_MSG } from "../../shared/photos.ts";
import { DetailsSection } from "../ui/record-details-dialog.tsx";

/** A photo as a record's answer carries it (`PhotoRef`); the caption is optional. */
type ShownPhoto = PhotoUpload & { caption?: string };

/**
 * A record's photos (decision 0026): their thumbnails in a grid, each a link that opens the full image (served
 * to members of the organization only), with its caption under it. Nothing, or `emptyText`, when there are none.
 */
export function PhotoThumbnails({
  photos,
  label = PHOTO_MSG.photos,
  emptyText,
}: {
  photos: readonly ShownPhoto[];
  label?: string;
  emptyText?: string;
}) {
  if (photos.length === 0) return emptyText ? <p className="text-sm text-muted">{emptyText}</p> : null;
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
      {photos.map((photo, i) => {
        const name = photo.caption ? `${PHOTO_MSG.openPhoto(i + 1)}: ${photo.caption}` : PHOTO_MSG.openPhoto(i + 1);
        return (
          <li key={photo.id} className="min-w-0">
            <a
              href={photo.url}
              target="_blank"
              rel="noopener"
              aria-label={name}
              title={photo.caption || undefined}
              className="block aspect-square overflow-hidden rounded-md border border-border bg-surface hover:opacity-90"
            >
              <img
                src={photo.thumbUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={photo.width}
                height={photo.height}
                className="size-full object-cover"
              />
            </a>
            {photo.caption ? <p className="mt-1 truncate text-xs text-muted">{photo.caption}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A record's photos as their own part of its details (`RecordDetailsDialog`), or "No photos.". */
export function DetailsPhotos({ id, photos, label }: { id: string; photos: readonly ShownPhoto[]; label: string }) {
  return (
    <DetailsSection id={id} title="Photos">
      <PhotoThumbnails photos={photos} label={label} emptyText="No photos." />
    </DetailsSection>
  );
}
