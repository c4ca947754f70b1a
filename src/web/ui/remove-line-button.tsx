import { Trash2 } from "lucide-react";
import { Button } from "./button.tsx";

/**
 * The button that removes one line of a form's list of lines (an order's, an invoice's), named for it ("Remove
 * item 2"); disabled while it is the only line (spec: an item can be removed only while more than one remains).
 */
export function RemoveLineButton({
  label,
  onlyOne,
  onRemove,
}: {
  label: string;
  onlyOne: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="text-destructive hover:bg-red-50"
      aria-label={label}
      title={label}
      disabled={onlyOne}
      onClick={onRemove}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
