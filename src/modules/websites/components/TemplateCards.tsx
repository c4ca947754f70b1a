import { Check } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { SITE_LAYOUT_LABELS, SITE_TEMPLATES, type SiteTemplateId } from "../websites.constants.ts";

/** The three template cards (spec §2); choosing one applies its layout and fonts, and starter content the first time. */
export function TemplateCards({
  selected,
  canWrite,
  busy,
  onChoose,
}: {
  selected: SiteTemplateId | null;
  canWrite: boolean;
  busy: boolean;
  onChoose: (id: SiteTemplateId) => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {SITE_TEMPLATES.map((template) => {
        const chosen = template.id === selected;
        return (
          <li key={template.id}>
            <Card className={cn("h-full", chosen && "border-brand ring-2 ring-brand")}>
              <CardContent className="flex h-full flex-col gap-3 pt-6">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-ink">{template.name}</h3>
                  <span className="text-xs text-muted">{`${SITE_LAYOUT_LABELS[template.layout]} · ${template.fonts.heading}`}</span>
                </div>
                <p className="flex-1 text-sm text-slate-700">{template.description}</p>
                {chosen ? (
                  <p className="flex items-center gap-1 text-sm font-medium text-brand">
                    <Check className="size-4" aria-hidden="true" />
                    Selected
                  </p>
                ) : canWrite ? (
                  <Button type="button" variant="outline" disabled={busy} onClick={() => onChoose(template.id)}>
                    Use {template.name}
                  </Button>
                ) : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
