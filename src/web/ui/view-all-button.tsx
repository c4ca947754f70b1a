import { List } from "lucide-react";
import { Button } from "./button.tsx";

/** The button beside a short list that opens it in full ("View All Inspections"), in the list's dialog. */
export function ViewAllButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <List aria-hidden="true" />
      {label}
    </Button>
  );
}
