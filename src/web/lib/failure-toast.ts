import { toast } from "../ui/toast.tsx";

/**
 * What a failed call's toast says, in the spec's two shapes (dashboard spec §8):
 * - a title of its own ("Error Creating Project"): the server's message is the description;
 * - one of the spec's "Error" rows (`errorRow("Failed to create bid")`): title "Error", the spec's message as the
 *   description, and the server's reason after it ("Failed to create bid: Bid not found."), so it is not lost.
 */
export type Failure = string | { title: string; message: string };

/** The spec's rows titled "Error" whose message is the text ("Failed to publish website", "Failed to submit bid"…). */
export const errorRow = (message: string): Failure => ({ title: "Error", message });

export function failureToast(failed: Failure, err: Error): { title: string; description: string | undefined } {
  if (typeof failed === "string") return { title: failed, description: err.message || undefined };
  return { title: failed.title, description: err.message ? `${failed.message}: ${err.message}` : failed.message };
}

/** Shows the toast of a failed call (destructive). */
export function toastFailure(failed: Failure, err: Error): void {
  const { title, description } = failureToast(failed, err);
  toast.error(title, description);
}
