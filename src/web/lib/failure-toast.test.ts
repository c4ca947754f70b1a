import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { errorRow, failureToast } from "./failure-toast.ts";

describe("a failed call's toast (dashboard spec §8)", () => {
  it("a title of its own: the server's message below it", () => {
    expect(failureToast("Error Creating Project", new ApiError(409, "CONFLICT", "Name taken."))).toEqual({
      title: "Error Creating Project",
      description: "Name taken.",
    });
  });

  it("the spec's Error rows: title Error, the spec's message, then the server's reason", () => {
    expect(
      failureToast(errorRow("Failed to publish website"), new ApiError(409, "CONFLICT", "That address is taken.")),
    ).toEqual({
      title: "Error",
      description: "Failed to publish website: That address is taken.",
    });
    expect(failureToast(errorRow("Failed to delete bid"), new Error(""))).toEqual({
      title: "Error",
      description: "Failed to delete bid",
    });
  });
});
