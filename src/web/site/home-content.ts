/** Copy for the home page (spec: Home). */

export const AUDIENCES = [
  {
    title: "General Contractors",
    text: "Keep every job, subcontractor, budget and deadline in one view. Track progress across sites, approve change orders faster and give owners the updates they ask for.",
  },
  {
    title: "Specialty Contractors",
    text: "Electrical, plumbing, HVAC, concrete and more: estimate accurately, schedule crews, log inspections and invoice as soon as the work is done.",
  },
  {
    title: "Construction Companies",
    text: "Bring finance, procurement, HR, safety and quality onto one platform, with the reporting leadership needs to run a growing business.",
  },
] as const;

export const BENEFITS = [
  { value: "30%", label: "Time saved", text: "Less time on paperwork and status calls, more time on site." },
  {
    value: "25%",
    label: "Cost reduction",
    text: "Budgets, purchase orders and invoices tracked against every project.",
  },
  { value: "40%", label: "Fewer delays", text: "Schedules, dependencies and deadlines everyone can see." },
  { value: "50%", label: "Faster reporting", text: "Up-to-date reports built from your live project data." },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      "We used to juggle spreadsheets, email threads and three different apps. Now every project manager sees the same schedule and budget, and our weekly owner meetings take half the time.",
    name: "Maria Delgado",
    role: "Operations Director, Delgado Builders",
  },
  {
    quote:
      "Estimates, invoices and inspections in one place changed how our electrical crews work. Invoices go out the day a job closes instead of a week later.",
    name: "James Whitaker",
    role: "Owner, Whitaker Electric",
  },
  {
    quote:
      "Safety logs and quality checklists on the phone mean our superintendents actually fill them in. Our audit last quarter was the smoothest we've had.",
    name: "Priya Raman",
    role: "Safety Manager, Lone Star Construction Group",
  },
] as const;

export const IMPACT = [
  { value: "10,000+", label: "Active users" },
  { value: "50,000+", label: "Projects completed" },
  { value: "$2B+", label: "Project value" },
  { value: "98%", label: "Client satisfaction" },
] as const;
