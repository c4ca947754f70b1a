import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

/**
 * A "View All" list in a dialog (All Sites, All Inspections, All Incidents, a site's reports): as wide as the
 * screen allows, the list's filters above it (its rows in the kit's ListView), Close under it.
 */
export function ListDialog({
  title,
  description,
  filters,
  onClose,
  children,
}: {
  title: string;
  description: string;
  filters?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="full"
      title={title}
      description={description}
      footer={
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-4">
        {filters}
        {children}
      </div>
    </Dialog>
  );
}
