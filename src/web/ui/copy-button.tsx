import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "./button.tsx";
import { toast } from "./toast.tsx";

/** How long the button says "Copied!" (the spec's copied-secret indicator: 2 seconds). */
export const COPIED_FOR_MS = 2000;

/**
 * Copies `text` to the clipboard: the button says "Copied!" for two seconds (named `copiedLabel` then, `label`
 * otherwise) and a screen reader hears `copiedStatus`; a clipboard that refuses says `failedMessage` in a toast.
 * Put it beside the read-only field showing the same text, so it can be selected by hand.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  copiedStatus = "Copied to clipboard",
  failedMessage,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  copiedStatus?: string;
  failedMessage: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error("Error", failedMessage);
    }
  }

  return (
    <>
      <Button type="button" variant="outline" onClick={() => void copy()} aria-label={copied ? copiedLabel : label}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? "Copied!" : "Copy"}
      </Button>
      <span role="status" className="sr-only">
        {copied ? copiedStatus : ""}
      </span>
    </>
  );
}
