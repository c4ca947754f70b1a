import { ImageIcon } from "lucide-react";
import { PHOTO, photoFileProblem, photoThumbUrl } from "../../../shared/photos.ts";
import { ImageUploadControls } from "../../../web/ui/image-upload-controls.tsx";
import { SITE_LIMITS, SITE_MSG } from "../websites.constants.ts";
import { useUploadSiteImage } from "../websites-api.ts";

const RULES = {
  hero: {
    maxBytes: SITE_LIMITS.heroImageBytes,
    tooLarge: SITE_MSG.heroImageTooLarge,
    hint: "JPEG, PNG, WebP or GIF, at most 5 MB. Wide pictures suit the banner.",
  },
  portfolio: {
    maxBytes: SITE_LIMITS.portfolioImageBytes,
    tooLarge: SITE_MSG.portfolioImageTooLarge,
    hint: "JPEG, PNG, WebP or GIF, at most 2 MB (16:9 recommended).",
  },
} as const;

/** A section's picture: its thumbnail, Upload / Replace and Remove. The form keeps the id; the server keeps the picture once the section is saved. */
export function SiteImageField({
  use,
  id,
  label,
  imageId,
  onChange,
}: {
  use: "hero" | "portfolio";
  id: string;
  label: string;
  imageId: string;
  onChange: (imageId: string) => void;
}) {
  const rules = RULES[use];
  const upload = useUploadSiteImage(use);
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        {imageId ? (
          <img
            src={photoThumbUrl(imageId)}
            alt={`${label}: the chosen picture`}
            className="h-20 w-32 rounded-md border border-border object-cover"
          />
        ) : (
          <div
            className="grid h-20 w-32 place-items-center rounded-md border border-dashed border-border text-muted"
            aria-hidden="true"
          >
            <ImageIcon className="size-6" />
          </div>
        )}
        <ImageUploadControls
          inputId={id}
          accept={PHOTO.acceptedTypes}
          hasImage={imageId !== ""}
          labels={{
            fileLabel: label,
            upload: "Upload picture",
            replace: "Replace picture",
            remove: "Remove picture",
            uploading: "Uploading…",
            removing: "Removing…",
            progress: `${label} upload`,
            hint: rules.hint,
          }}
          upload={{
            mutateAsync: async (request) => onChange((await upload.mutateAsync(request)).id),
            isPending: upload.isPending,
          }}
          remove={{ mutateAsync: async () => onChange(""), isPending: false }}
          fileProblem={(file) => (file.size > rules.maxBytes ? rules.tooLarge : photoFileProblem(file))}
          problemTitle={(problem) =>
            problem === rules.tooLarge ? SITE_MSG.fileTooLargeTitle : "Could not upload the picture"
          }
          toasts={{
            uploaded: { title: "Picture uploaded" },
            removed: { title: "Picture removed", message: "Save the section to keep the change." },
            failed: { title: "Could not upload the picture" },
          }}
        />
      </div>
    </div>
  );
}
