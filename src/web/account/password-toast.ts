import { MSG } from "../../shared/messages.ts";
import { toast } from "../ui/toast.tsx";

/** The spec's toast for a password the form refused: its mismatch message, else 'Weak Password'. */
export function toastPasswordProblem(
  errors: { password?: string; confirmPassword?: string },
  mismatch: { title: string; message: string },
): void {
  if (errors.confirmPassword === mismatch.message) toast.error(mismatch.title, mismatch.message);
  else if (errors.password === MSG.weakPassword.message) toast.error(MSG.weakPassword.title, MSG.weakPassword.message);
}
