import { useState, type FormEvent } from "react";
import { PROFILE_MSG, profileUpdateBody, type ProfileResponse } from "../../../shared/contracts/profile.ts";
import { ApiError } from "../../lib/api.ts";
import { useSession } from "../../lib/session.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { toast } from "../../ui/toast.tsx";
import { checkFields, serverFieldErrors, useFields } from "../../lib/form.ts";
import { EmailField, TextField } from "../TextField.tsx";
import { useSaveProfile } from "./account-api.ts";
import { AvatarPicker } from "./AvatarPicker.tsx";

const KEYS = ["fullName", "companyName", "phone"] as const;
type Key = (typeof KEYS)[number];
const idOf = (key: string) => `profile-${key}`;

/** The profile form: photo, full name, company name, phone; the e-mail shown read-only (spec). */
export function ProfileSection({ profile }: { profile: ProfileResponse }) {
  const { values, setErrors, bind } = useFields<Key>({
    fullName: profile.fullName,
    companyName: profile.companyName ?? "",
    phone: profile.phone ?? "",
  });
  const save = useSaveProfile();
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = checkFields(profileUpdateBody.safeParse(values), { keys: KEYS, idOf, setErrors });
    if (!data) return;
    setBusy(true);
    try {
      await save.mutateAsync(data);
    } catch (err) {
      if (err instanceof ApiError) setErrors(serverFieldErrors(err.fields, KEYS));
      toast.error(
        PROFILE_MSG.updateError.title,
        err instanceof Error && err.message ? err.message : PROFILE_MSG.updateError.message,
      );
      return;
    } finally {
      setBusy(false);
    }
    toast.success(PROFILE_MSG.updated.title, PROFILE_MSG.updated.message);
    // The sidebar shows the name from the session.
    void refresh().catch(() => undefined);
  }

  return (
    <Card aria-labelledby="profile-heading" role="region">
      <CardHeader>
        <h2 id="profile-heading" className="text-lg font-semibold leading-tight text-ink">
          Profile
        </h2>
        <CardDescription>Your photo, name and contact details, as your team sees them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <AvatarPicker profile={profile} />
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={idOf("fullName")} label="Full Name" autoComplete="name" {...bind("fullName")} />
            <TextField
              id={idOf("companyName")}
              label="Company Name"
              autoComplete="organization"
              {...bind("companyName")}
            />
            <TextField
              id={idOf("phone")}
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 555 123 4567"
              {...bind("phone")}
            />
            <EmailField
              id={idOf("email")}
              value={profile.email}
              readOnly
              className="read-only:bg-surface"
              hint="Your sign-in address; it cannot be changed here."
            />
          </div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
