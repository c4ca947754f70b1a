import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { href } from "../../../shared/route.ts";
import { websitesEndpoints } from "../websites.routes.ts";

/**
 * Preview: the draft as the server draws it for publishing (the same renderer, the same policy: no script), in a
 * frame that runs nothing, at a phone's or a computer's width.
 */
export function PreviewDialog({ version, onClose }: { version: string; onClose: () => void }) {
  const [width, setWidth] = useState<"phone" | "computer">("computer");
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Preview"
      description="Exactly what Publish puts online."
      size="full"
    >
      <div className="space-y-3">
        <div className="flex gap-2" role="group" aria-label="Preview width">
          <Button
            type="button"
            size="sm"
            variant={width === "phone" ? "default" : "outline"}
            aria-pressed={width === "phone"}
            onClick={() => setWidth("phone")}
          >
            <Smartphone aria-hidden="true" />
            Phone
          </Button>
          <Button
            type="button"
            size="sm"
            variant={width === "computer" ? "default" : "outline"}
            aria-pressed={width === "computer"}
            onClick={() => setWidth("computer")}
          >
            <Monitor aria-hidden="true" />
            Computer
          </Button>
        </div>
        <div className="overflow-auto rounded-lg border border-border bg-slate-100">
          <iframe
            title="Website preview"
            src={href(websitesEndpoints.preview, { query: { v: version } })}
            sandbox="allow-same-origin"
            className={
              width === "phone"
                ? "mx-auto block h-[70vh] w-[375px] max-w-full bg-white"
                : "block h-[70vh] w-full bg-white"
            }
          />
        </div>
      </div>
    </Dialog>
  );
}
