import type { ReactNode, Ref } from "react";
import { Card, CardContent, CardFooter, CardHeader } from "../ui/card.tsx";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** For moving focus to the heading when the card's content changes (e.g. a success state). */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A text link inside an account card (footer, description): a 40 px touch target on phones. */
export const AUTH_LINK_CLASS =
  "inline-flex min-h-10 items-center rounded-sm font-medium text-brand hover:underline sm:min-h-0";

/** The centred card every account page renders inside the public site layout; its title is the page's one h1. */
export function AuthCard({ title, description, children, footer, headingRef }: AuthCardProps) {
  return (
    <div className="flex justify-center bg-surface px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="p-5 text-center sm:p-6">
          <h1
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-2xl font-bold tracking-tight text-ink focus:outline-none"
          >
            {title}
          </h1>
          {description ? <div className="text-sm text-muted">{description}</div> : null}
        </CardHeader>
        <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
        {footer ? (
          <CardFooter className="flex-wrap justify-center gap-1 p-5 pt-0 text-sm text-muted sm:p-6 sm:pt-0">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
