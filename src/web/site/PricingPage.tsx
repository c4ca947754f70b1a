import { Users } from "lucide-react";
import { PLANS } from "../../shared/plans.ts";
import { useSession } from "../lib/session.tsx";
import { PATHS } from "../paths.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { PRICING_FAQ } from "./pricing-faq.ts";
import { IconBadge, PageIntro } from "./site-ui.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

export function PricingPage() {
  useDocumentTitle("Pricing");
  const { status, session } = useSession();
  const signedIn = status === "signed-in";
  const currentPlan = session?.organization?.plan ?? null;

  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="Simple, Transparent Pricing"
        lead="Choose the plan that fits your business. Every plan includes a 14-day free trial, and no credit card is needed to get started."
      />

      <section aria-label="Plans" className="pb-16">
        <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 sm:px-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} signedIn={signedIn} current={signedIn && currentPlan === plan.id} />
          ))}
        </div>
      </section>

      <section aria-labelledby="sales-heading" className="pb-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <Card className="flex flex-col gap-6 bg-surface p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div className="flex gap-4">
              <IconBadge>
                <Users />
              </IconBadge>
              <div>
                <h2 id="sales-heading" className="text-xl font-semibold text-ink">
                  Need More Than 3 Users?
                </h2>
                <p className="mt-2 max-w-2xl text-muted">
                  For larger teams, custom needs, onboarding help or volume pricing, our sales team will put together a
                  plan that fits your company.
                </p>
              </div>
            </div>
            <ButtonLink to={PATHS.contact} size="lg" variant="outline" className="shrink-0">
              Contact Sales
            </ButtonLink>
          </Card>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="faq-heading" className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <div className="mt-10 space-y-3">
            {PRICING_FAQ.map((item) => (
              <details key={item.q} className="group rounded-lg border border-border bg-white p-5">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <span
                    aria-hidden="true"
                    className="text-xl leading-none text-muted transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-muted">{item.a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
