import { LogOut } from "lucide-react";
import { useShellSignOut } from "../../lib/sign-out-context.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";

/** The Logout section: the dashboard's own sign-out ('Logged Out', then /signin; 'Error Signing Out' on failure). */
export function LogoutSection() {
  const { signOut, pending } = useShellSignOut();
  return (
    <Card aria-labelledby="logout-heading" role="region">
      <CardHeader>
        <h2 id="logout-heading" className="text-lg font-semibold leading-tight text-ink">
          Logout
        </h2>
        <CardDescription>Sign out of your account on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" onClick={() => void signOut()} disabled={pending}>
          <LogOut aria-hidden="true" />
          {pending ? "Logging Out..." : "Logout"}
        </Button>
      </CardContent>
    </Card>
  );
}
