import { Pencil } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import type { SiteContent } from "../websites.rules.ts";

type Section = "hero" | "services" | "portfolio";

/** Content sections (spec §2): what each holds now, and its Edit. */
export function SectionsCard({
  draft,
  canWrite,
  onEdit,
}: {
  draft: SiteContent;
  canWrite: boolean;
  onEdit: (section: Section) => void;
}) {
  const media = draft.hero.backgroundImage
    ? "with a picture"
    : draft.hero.backgroundVideo
      ? "with a video"
      : "no picture";
  const rows: { section: Section; title: string; summary: string }[] = [
    {
      section: "hero",
      title: "Hero",
      summary: draft.hero.heading ? `“${draft.hero.heading}”, ${media}` : "No heading yet",
    },
    { section: "services", title: "Services", summary: count(draft.services.length, "service") },
    {
      section: "portfolio",
      title: "Portfolio",
      summary: draft.portfolio.length ? count(draft.portfolio.length, "project") : "No projects: the section is hidden",
    },
  ];
  return (
    <Card>
      <CardContent className="divide-y divide-border pt-2">
        {rows.map(({ section, title, summary }) => (
          <div key={section} className="flex flex-wrap items-center justify-between gap-3 py-4">
            <div className="min-w-0">
              <h3 className="font-medium text-ink">{title}</h3>
              <p className="truncate text-sm text-muted">{summary}</p>
            </div>
            {canWrite ? (
              <Button type="button" variant="outline" size="sm" onClick={() => onEdit(section)}>
                <Pencil aria-hidden="true" />
                Edit {title}
              </Button>
            ) : null}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
