import { Eye } from "lucide-react";
import { Button } from "./button.tsx";

/** A row's View Details (a table row from `md` up, a card on a phone), naming the record for screen readers. */
export function ViewDetailsButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={onClick}>
      <Eye aria-hidden="true" />
      View Details<span className="sr-only">{` of ${name}`}</span>
    </Button>
  );
}
