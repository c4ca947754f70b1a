import { FileText } from "lucide-react";
import { Button } from "./button.tsx";

/** A screen's "Generate … Report" button beside its main action (safety, quality; decision 0030), opening the module's report dialog. */
export function GenerateReportButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <FileText aria-hidden="true" />
      {label}
    </Button>
  );
}
