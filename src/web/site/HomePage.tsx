import { Building2 } from "lucide-react";
import { HardHat } from "lucide-react";
import { Wrench } from "lucide-react";
import { Quote } from "lucide-react";
import { PATHS } from "../paths.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { AUDIENCES, BENEFITS, IMPACT, TESTIMONIALS } from "./home-content.ts";
import { Figure, IconBadge, Section } from "./site-ui.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

const AUDIENCE_ICONS = [<HardHat key="gc" />, <Wrench key="sc" />, <Building2 key="cc" />];

export function HomePage() {
  useDocumentTitle("Construction Management Platform");
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">Built for builders</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink text-balance sm:text-6xl">
            The Ultimate Construction Management Platform
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 text-pretty">
            Plan projects, control costs, manage crews and keep clients informed, from the office or the job site.
            BuildOps brings every part of your construction business together in one place.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={PATHS.pricing} size="lg">
              Start 14-Day Free Trial
            </ButtonLink>
            <ButtonLink to={PATHS.features} size="lg" variant="outline">
              Explore Features
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">No credit card required at sign-up.</p>
        </div>
      </section>

      <Section title="Who Can Benefit?" intro="Whatever you build, BuildOps fits the way your team works.">
        <div className="grid gap-6 md:grid-cols-3">
          {AUDIENCES.map((a, i) => (
            <Card key={a.title} className="p-6">
              <IconBadge>{AUDIENCE_ICONS[i]}</IconBadge>
              <h3 className="mt-4 text-lg font-semibold text-ink">{a.title}</h3>
              <p className="mt-2 text-sm text-muted">{a.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section
        title="Why Choose Us?"
        intro="Teams that run their business on BuildOps report results they can measure."
        className="bg-surface"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((b) => (
            <Card key={b.label} className="p-6">
              <Figure value={b.value} label={b.label} />
              <p className="mt-3 text-center text-sm text-muted">{b.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="What Our Customers Say">
        <div className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <Card key={t.name} className="flex flex-col p-6">
              <figure className="flex flex-1 flex-col">
                <Quote aria-hidden="true" className="size-6 text-brand-accent" />
                <blockquote className="mt-3 flex-1 text-ink">“{t.quote}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="block text-muted">{t.role}</span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </div>
      </Section>

      <section aria-labelledby="impact-heading" className="bg-brand py-16 text-white sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="impact-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Platform Impact
          </h2>
          <div className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-4">
            {IMPACT.map((f) => (
              <Figure key={f.label} value={f.value} label={f.label} inverse />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Ready to Transform Your Construction Business?
          </h2>
          <p className="mt-4 text-muted">
            Try any plan free for 14 days. Set up your first project in minutes and see the difference on your next job.
          </p>
          <ButtonLink to={PATHS.pricing} size="lg" className="mt-8">
            Get Started Now
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
