import { HttpError } from "../errors.ts";
import { PROVIDER_FAILED } from "./provider.ts";

const MESSAGE = "The payment provider did not answer. Please try again in a moment.";

/** What a failed call to the payment provider answers (502, the one message), keeping the cause for the log. */
export const providerFailed = (cause: unknown): HttpError =>
  Object.assign(new HttpError(502, PROVIDER_FAILED, MESSAGE), { cause });

/** A call to the provider: its failure is a 502 with a message, never a 500; our own HTTP errors pass through. */
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw providerFailed(err);
  }
}
