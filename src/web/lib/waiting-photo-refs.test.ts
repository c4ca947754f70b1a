import { describe, expect, it } from "vitest";
import { PHOTO_MSG } from "../../shared/photos.ts";
import {
  isLocalPhotoRef,
  localPhotoRefs,
  newLocalPhotoRef,
  photosLeftOut,
  photosToUpload,
  withUploadedPhotos,
} from "./waiting-photo-refs.ts";

describe("local photo refs in a record's body", () => {
  const a = newLocalPhotoRef();
  const b = newLocalPhotoRef();
  const body = { clientKey: "k", location: "Gate 2", photoIds: ["p1", a, "p2", b] };

  it("are told from the server's ids and found in the body, in order", () => {
    expect(isLocalPhotoRef(a)).toBe(true);
    expect(isLocalPhotoRef("0b6c7e1e-6c4e-4a53-9d0e-5b3c0d6f1a2b")).toBe(false);
    expect(localPhotoRefs(body)).toEqual([a, b]);
    expect(localPhotoRefs({ clientKey: "k" })).toEqual([]);
    expect(localPhotoRefs("text")).toEqual([]);
  });

  it("are replaced by the uploaded ids in place; a refused photo is left out and named by its place in the form", () => {
    const photos = [
      { ref: a, id: "p3" },
      { ref: b, problem: PHOTO_MSG.tooLarge },
    ];
    expect(photosToUpload([{ ref: a }, ...photos])).toEqual([{ ref: a }]);
    expect(withUploadedPhotos(body, photos)).toEqual({
      clientKey: "k",
      location: "Gate 2",
      photoIds: ["p1", "p3", "p2"],
    });
    expect(photosLeftOut(body, photos)).toBe(PHOTO_MSG.sentWithout(4, PHOTO_MSG.tooLarge));
    expect(photosLeftOut(body, [{ ref: a, id: "p3" }])).toBeNull();
    expect(withUploadedPhotos({ clientKey: "k" }, photos)).toEqual({ clientKey: "k" });
  });
});
