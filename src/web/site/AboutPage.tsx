import { Award } from "lucide-react";
import { Eye } from "lucide-react";
import { HeartHandshake } from "lucide-react";
import { Leaf } from "lucide-react";
import { Lightbulb } from "lucide-react";
import { Target } from "lucide-react";
import { PATHS } from "../paths.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { ABOUT_FIGURES, CORE_VALUES, IMPACT_CARDS, MISSION, VISION } from "./about-content.ts";
import { Figure, IconBadge, PageIntro, Section } from "./site-ui.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

const IMPACT_ICONS = [
  <Lightbulb key="innovation" />,
  <Leaf key="sustainability" />,
  <HeartHandshake key="community" />,
];

export function AboutPage() {
  useDocumentTitle("About");
  return (
    <>
      <PageIntro
        eyebrow="About us"
        title="About BuildOps"
        lead="We are builders and software engineers on one mission: to make running a construction business simpler, from the first estimate to the final invoice."
      />

      <section aria-label="Mission and vision" className="pb-16 sm:pb-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <IconBadge>
              <Target />
            </IconBadge>
            <h2 className="mt-4 text-xl font-semibold text-ink">Our Mission</h2>
            <p className="mt-3 text-muted">{MISSION}</p>
          </Card>
          <Card className="p-6 sm:p-8">
            <IconBadge>
              <Eye />
            </IconBadge>
            <h2 className="mt-4 text-xl font-semibold text-ink">Our Vision</h2>
            <p className="mt-3 text-muted">{VISION}</p>
          </Card>
        </div>
      </section>

      <Section
        title="Our Core Values"
        intro="The principles behind every feature we ship and every customer we serve."
        className="bg-surface"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CORE_VALUES.map((v) => (
            <Card key={v.title} className="p-6">
              <h3 className="text-lg font-semibold text-ink">{v.title}</h3>
              <p className="mt-2 text-sm text-muted">{v.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="BuildOps by the Numbers">
        <div className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          {ABOUT_FIGURES.map((f) => (
            <Figure key={f.label} value={f.value} label={f.label} />
          ))}
        </div>
      </Section>

      <Section
        title="Our Impact"
        intro="Beyond software: what we want to leave behind in the industry we serve."
        className="bg-surface"
      >
        <div className="grid gap-6 md:grid-cols-3">
          {IMPACT_CARDS.map((c, i) => (
            <Card key={c.title} className="p-6">
              <IconBadge>{IMPACT_ICONS[i]}</IconBadge>
              <h3 className="mt-4 text-lg font-semibold text-ink">{c.title}</h3>
              <p className="mt-2 text-sm text-muted">{c.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <section aria-labelledby="about-cta" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <Award aria-hidden="true" className="mx-auto size-10 text-brand" />
          <h2 id="about-cta" className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Build With Us
          </h2>
          <p className="mt-4 text-muted">See why thousands of contractors trust BuildOps to run their projects.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={PATHS.pricing} size="lg">
              View Plans
            </ButtonLink>
            <ButtonLink to={PATHS.contact} size="lg" variant="outline">
              Talk to Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
