import { Button } from "../../../web/ui/button.tsx";

export const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClose} data-dialog-close="">
      Close
    </Button>
  );
}
