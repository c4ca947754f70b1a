import { route } from "../route.ts";
import type { Deleted } from "./common.ts";
import type { PhotoUpload, PhotoUploadQuery } from "./photos.ts";

/** The photos' routes (decisions 0026 and 0047), for any module whose records carry photos. */
export const photoEndpoints = {
  /** An upload: the image itself as the raw body (not JSON: see `uploadTo`), an optional caption in the query. */
  upload: route("POST", "/api/photos").with<{ query: PhotoUploadQuery; answer: PhotoUpload }>(),
  /** The image (a JPEG, long side at most 1600 px): a file, shown or linked to, not read. */
  image: route("GET", "/api/photos/:id").with<{ answer: void }>(),
  /** Its thumbnail (a JPEG, long side at most 320 px): a file too. */
  thumb: route("GET", "/api/photos/:id/thumb").with<{ answer: void }>(),
  remove: route("DELETE", "/api/photos/:id").with<{ answer: Deleted }>(),
};
