import type { LucideIcon } from "lucide-react";
import { BarChart3 } from "lucide-react";
import { Bot } from "lucide-react";
import { CalendarDays } from "lucide-react";
import { ClipboardCheck } from "lucide-react";
import { FileText } from "lucide-react";
import { Handshake } from "lucide-react";
import { LayoutDashboard } from "lucide-react";
import { MapPin } from "lucide-react";
import { ShieldCheck } from "lucide-react";
import { Truck } from "lucide-react";
import { Users } from "lucide-react";
import { Zap } from "lucide-react";
import { planNamesText, plansWith, type FeatureName } from "../../shared/plan-features.ts";
import { PLANS } from "../../shared/plans.ts";
import { PATHS } from "../paths.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { IconBadge, PageIntro, Section } from "./site-ui.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

/** `plan`: the plan feature it belongs to (src/shared/plan-features.ts), so the page says which plans have it; null: not tied to one. */
type Feature = { title: string; text: string; icon: LucideIcon; plan: FeatureName | null };

/** The twelve features (spec: Features), each with the plan feature the pricing cards and the dashboard use. */
const FEATURES: readonly Feature[] = [
  {
    title: "Project Management",
    text: "Run every project from a central dashboard: status, budget, team and deadlines at a glance.",
    icon: LayoutDashboard,
    plan: "projects",
  },
  {
    title: "Team Collaboration",
    text: "Invite your team, assign roles and keep office and field working from the same information.",
    icon: Users,
    plan: "team_roles",
  },
  {
    title: "Document Management",
    text: "Store drawings, contracts, permits and photos in one organized, searchable place.",
    icon: FileText,
    plan: "documents",
  },
  {
    title: "Scheduling",
    text: "Plan tasks and milestones on a Gantt chart, track dependencies and spot delays early.",
    icon: CalendarDays,
    plan: "gantt",
  },
  {
    title: "Analytics",
    text: "Reports on cost, progress and profitability, built from your live project data.",
    icon: BarChart3,
    plan: "advanced_analytics",
  },
  {
    title: "Site Mapping with GPS",
    text: "Locate job sites, crews and field reports on the map for faster coordination.",
    icon: MapPin,
    plan: "field_operations",
  },
  {
    title: "Safety Compliance",
    text: "Record incidents, run safety inspections and keep your crews and records compliant.",
    icon: ShieldCheck,
    plan: "quality_safety",
  },
  {
    title: "Quality Control",
    text: "Checklists and inspections that catch issues before they become costly rework.",
    icon: ClipboardCheck,
    plan: "quality_safety",
  },
  {
    title: "Equipment Management",
    text: "Know where your equipment is, who is using it and when it is due for service.",
    icon: Truck,
    plan: "finance_procurement_hr",
  },
  {
    title: "Client Portal",
    text: "Share progress, documents and invoices with clients in a clear, professional way.",
    icon: Handshake,
    plan: null,
  },
  {
    title: "AI Assistant",
    text: "Ask questions about your projects and finances and get answers from your own data.",
    icon: Bot,
    plan: "ai_assistant",
  },
  {
    title: "Automation",
    text: "Cut repetitive work: reminders, recurring tasks and documents generated from templates.",
    icon: Zap,
    plan: "estimates_invoices",
  },
];

/** "All plans", "Professional and Enterprise", "Enterprise": from the same table as the cards and the gate. */
function plansLine(feature: FeatureName): string {
  const plans = plansWith(feature);
  if (plans.length === PLANS.length) return "All plans";
  return `${planNamesText(plans)} plan${plans.length === 1 ? "" : "s"}`;
}

export function FeaturesPage() {
  useDocumentTitle("Features");
  return (
    <>
      <PageIntro
        eyebrow="Features"
        title="Everything You Need to Build Better"
        lead="One platform for the office and the field: plan, track, document and report on every project without switching between tools."
      />

      <Section
        title="Powerful Tools for Every Job"
        intro="Twelve integrated capabilities, designed around the way construction teams actually work."
        className="pt-0 sm:pt-0"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon, plan }) => (
            <li key={title}>
              <Card className="flex h-full flex-col p-6">
                <IconBadge>
                  <Icon />
                </IconBadge>
                <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
                {plan ? <p className="mt-auto pt-4 text-sm font-medium text-brand">{plansLine(plan)}</p> : null}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="features-cta" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="features-cta" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Ready to See It on Your Projects?
          </h2>
          <p className="mt-4 text-muted">Every plan starts with a 14-day free trial. No credit card required.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={PATHS.signUp} size="lg">
              Start Free Trial
            </ButtonLink>
            <ButtonLink to={PATHS.pricing} size="lg" variant="outline">
              View Pricing
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
