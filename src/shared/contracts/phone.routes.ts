import { route } from "../route.ts";
import type { PhoneCodeInput, PhoneInput, PhoneState } from "./phone.ts";

/**
 * The caller's phone for text messages (issue 30; served by src/modules/notifications/phone.server.ts): the
 * person's own, whatever their role. Here rather than in the module so that the Settings page can call them.
 */
export const phoneEndpoints = {
  /** Whether texts are available here, and the caller's phone. */
  get: route("GET", "/api/account/phone").with<{ answer: PhoneState }>(),
  /** Saves a number (unverified) and texts it a code. */
  save: route("PUT", "/api/account/phone").with<{ body: PhoneInput; answer: PhoneState }>(),
  /** The code typed back: the number is verified. */
  verify: route("POST", "/api/account/phone/verify").with<{ body: PhoneCodeInput; answer: PhoneState }>(),
  /** Removes the caller's phone: no more texts. */
  remove: route("DELETE", "/api/account/phone").with<{ answer: PhoneState }>(),
};
