import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "./card.tsx";

/** A record page's card headed "Details": `facts` (its DetailItems) in up to three columns, then whatever follows them. */
export function DetailsCard({ facts, children }: { facts: ReactNode; children?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-ink">Details</h2>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{facts}</dl>
        {children}
      </CardContent>
    </Card>
  );
}
