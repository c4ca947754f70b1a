import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "../../lib/api.ts";
import type { PhoneState } from "../../../shared/contracts/phone.ts";
import { phoneEndpoints } from "../../../shared/contracts/phone.routes.ts";

/** The Settings page's calls for the person's phone (text messages) and their cache key (browser only). */
export const phoneKeys = { phone: ["account", "phone"] as const };

/** A 401 or 404 is an answer, not a hiccup: do not ask again. */
const retryUnlessAnswered = (count: number, err: Error) =>
  !(err instanceof ApiError && (err.status === 401 || err.status === 404)) && count < 1;

export function usePhone() {
  return useQuery({
    queryKey: phoneKeys.phone,
    queryFn: ({ signal }) => call(phoneEndpoints.get, { signal }),
    retry: retryUnlessAnswered,
  });
}

/**
 * Each change answers the phone's state: it replaces the cached one. A 429 (too many codes or wrong tries) means
 * the state moved on without an answer: it is read again.
 */
function usePhoneChange<Input>(send: (input: Input) => Promise<PhoneState>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => qc.setQueryData(phoneKeys.phone, state),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 429) void qc.invalidateQueries({ queryKey: phoneKeys.phone });
    },
  });
}

/** Saves a number (unverified) and has a code texted to it. */
export const useSendPhoneCode = () => usePhoneChange((phone: string) => call(phoneEndpoints.save, { body: { phone } }));

/** The code typed back. */
export const useVerifyPhone = () => usePhoneChange((code: string) => call(phoneEndpoints.verify, { body: { code } }));

export const useRemovePhone = () => usePhoneChange(() => call(phoneEndpoints.remove));
