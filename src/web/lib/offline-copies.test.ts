import { describe, expect, it } from "vitest";
import { SESSION_MARKER_HEADER, SIGNED_IN_HEADER } from "../../shared/session-marker.ts";
import {
  holdsSessionPages,
  markerOfCache,
  mayServe,
  ownerOfPage,
  pageKey,
  sessionPagesCache,
  SIGNED_OUT_PAGES,
} from "./offline-copies.ts";

const A = "AAAAAAAAAAAAAAAAAAAAAA";
const B = "BBBBBBBBBBBBBBBBBBBB_-";

describe("offline copies belong to one session", () => {
  it("names a session's cache after its marker, and reads the marker back", () => {
    expect(markerOfCache(sessionPagesCache(A))).toBe(A);
    expect(markerOfCache(sessionPagesCache(B))).toBe(B);
    expect(sessionPagesCache(A)).not.toBe(sessionPagesCache(B));
    for (const other of [SIGNED_OUT_PAGES, "pages", "assets-81c77a986e98", "pages-session-", "pages-session-short"])
      expect(markerOfCache(other)).toBeNull();
  });

  it("counts a session's pages, and the unmarked pages of earlier workers, as someone's; not signed-out pages or built files", () => {
    expect(holdsSessionPages(sessionPagesCache(A))).toBe(true);
    expect(holdsSessionPages("pages")).toBe(true);
    expect(holdsSessionPages(SIGNED_OUT_PAGES)).toBe(false);
    expect(holdsSessionPages("assets-81c77a986e98")).toBe(false);
  });

  it("tells whose a page is from the server's headers", () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(ownerOfPage(200, headers({ [SIGNED_IN_HEADER]: "1", [SESSION_MARKER_HEADER]: A }))).toEqual({
      signedIn: true,
      marker: A,
    });
    expect(ownerOfPage(200, headers({ [SIGNED_IN_HEADER]: "0" }))).toEqual({ signedIn: false });
    expect(ownerOfPage(401, headers({}))).toEqual({ signedIn: false });
    // Unknown: the session could not be read, or a marker that is not one (never a cache name of its own).
    expect(ownerOfPage(200, headers({}))).toBeNull();
    expect(ownerOfPage(200, headers({ [SIGNED_IN_HEADER]: "1" }))).toBeNull();
    expect(ownerOfPage(200, headers({ [SIGNED_IN_HEADER]: "1", [SESSION_MARKER_HEADER]: "../../x" }))).toBeNull();
  });

  it("answers a kept page only for the session it was kept for", () => {
    expect(mayServe(A, A)).toBe(true);
    expect(mayServe(A, B)).toBe(false);
    // No marker cookie: signed out, or the session ended or expired.
    expect(mayServe(A, null)).toBe(false);
    // A browser that cannot show the worker its cookies: the last session seen (the others were deleted).
    expect(mayServe(A, undefined)).toBe(true);
  });

  it("keeps one copy for every dashboard address", () => {
    expect(pageKey("/dashboard")).toBe("/dashboard");
    expect(pageKey("/dashboard/field")).toBe("/dashboard");
    expect(pageKey("/dashboards")).toBe("/dashboards");
    expect(pageKey("/")).toBe("/");
  });
});
