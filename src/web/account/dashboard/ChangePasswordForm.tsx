import type { FormEvent } from "react";
import { changePasswordBody, SECURITY_MSG } from "../../../shared/contracts/security.ts";
import { ApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import { checkFields, focusFirstError, serverFieldErrors, useFields } from "../../lib/form.ts";
import { PasswordInput } from "../PasswordInput.tsx";
import { useChangePassword } from "./security-api.ts";

const KEYS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type Key = (typeof KEYS)[number];
const idOf = (key: string) => `security-${key}`;

/** Current, new and confirm; the other sessions end, this one stays ('Password Updated!'). */
export function ChangePasswordForm() {
  const { values, setErrors, bind, reset } = useFields<Key>({
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  const change = useChangePassword();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (change.isPending) return;
    const data = checkFields(changePasswordBody.safeParse(values), { keys: KEYS, idOf, setErrors });
    if (!data) return;
    try {
      await change.mutateAsync(data);
    } catch (err) {
      if (err instanceof ApiError) {
        const errors = serverFieldErrors(err.fields, KEYS);
        setErrors(errors);
        focusFirstError(errors, KEYS, idOf);
      }
      toast.error(SECURITY_MSG.passwordUpdateFailed, err instanceof Error ? err.message : undefined);
      return;
    }
    reset();
    toast.success(SECURITY_MSG.passwordUpdated.title, SECURITY_MSG.passwordUpdated.message);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="text-base font-semibold text-ink">
        Change Password
      </h3>
      <PasswordInput
        id={idOf("currentPassword")}
        label="Current Password"
        autoComplete="current-password"
        toggleName="current password"
        {...bind("currentPassword")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          id={idOf("newPassword")}
          label="New Password"
          autoComplete="new-password"
          toggleName="new password"
          {...bind("newPassword")}
        />
        <PasswordInput
          id={idOf("confirmPassword")}
          label="Confirm New Password"
          autoComplete="new-password"
          toggleName="password confirmation"
          {...bind("confirmPassword")}
        />
      </div>
      <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
        {change.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
