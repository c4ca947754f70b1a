import { describe, expect, it } from "vitest";
import { ApiError, NETWORK_ERROR_MESSAGE } from "../../../web/lib/api.ts";
import { failureToast } from "../../../web/lib/failure-toast.ts";
import { BID_MSG } from "../bids.constants.ts";
import { bidSaveFailure } from "./bid-form.ts";

describe("a failed bid save's toast (spec §8, title Error)", () => {
  it("a bid save: Failed to submit bid when it never reached the server, else Failed to create / update bid", () => {
    const offline = new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
    const refused = new ApiError(400, "VALIDATION_ERROR", "The selected client does not exist.");
    expect(failureToast(bidSaveFailure(false, offline), offline)).toEqual({
      title: "Error",
      description: `${BID_MSG.submitError}: ${NETWORK_ERROR_MESSAGE}`,
    });
    expect(failureToast(bidSaveFailure(true, offline), offline).description).toMatch(/^Failed to submit bid: /);
    expect(failureToast(bidSaveFailure(false, refused), refused)).toEqual({
      title: "Error",
      description: "Failed to create bid: The selected client does not exist.",
    });
    expect(failureToast(bidSaveFailure(true, refused), refused).description).toBe(
      "Failed to update bid: The selected client does not exist.",
    );
  });
});
