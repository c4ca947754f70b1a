import type { Database } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { analyticsFor } from "../analytics/analytics.queries.ts";
import { listBids } from "../bids/bids.queries.ts";
import { listClients } from "../clients/clients.queries.ts";
import { contractsMatching } from "../contracts/contracts-search.queries.ts";
import { documentList } from "../documents/documents.contract.ts";
import { listDocumentsJson } from "../documents/documents.queries.ts";
import { crewOnActiveSites } from "../field/field-sites.queries.ts";
import { paymentBreakdown } from "../finance/finance-figures.queries.ts";
import { openTasksByAssignee, tasksWithDependencies } from "../gantt/gantt-dependencies.queries.ts";
import { employeesByDepartment } from "../hr/hr.queries.ts";
import { inventoryByCategory, openOrders, stockMovementsSince } from "../procurement/procurement-equipment.queries.ts";
import { lowStockItems } from "../procurement/procurement-items.queries.ts";
import { procurementSummary } from "../procurement/procurement-summary.queries.ts";
import { formatQuantity } from "../procurement/procurement.constants.ts";
import { listProjects } from "../projects/projects.queries.ts";
import { projectFigures } from "../projects/projects.queries.ts";
import { AI_LIMITS, type AiCommand, type AiDetailLevel } from "./ai.constants.ts";
import { combineAnswers, LISTED, windowsOf, type AiAnswer } from "./ai-answer.rules.ts";
import { costsAnswer } from "./ai-costs.rules.ts";
import { matchCommands, searchAnswer, searchTerms, type SearchHit } from "./ai-questions.rules.ts";
import { equipmentAnswer, resourcesAnswer } from "./ai-resources.rules.ts";
import { performanceAnswer, risksAnswer } from "./ai-risks.rules.ts";
import { timelineAnswer } from "./ai-timeline.rules.ts";

/**
 * The AI assistant's analyses on the caller's organization (decision 0036): each gathers its figures through the
 * other modules' query files (the AI module reads no table of theirs), every one filtered by `scope`, and hands
 * them to the pure rules of the ai-*.rules.ts files (one per analysis). The model's tools call these same
 * functions, so the model can reach nothing a quick command cannot.
 */
export type AnalysisContext = { database: Database; scope: Scope; today: string; detail: AiDetailLevel };

/** Tasks a timeline analysis reads at most. */
const PLAN_TASKS_MAX = 5000;
const ROWS = 50;

const analyticsOf = (ctx: AnalysisContext) =>
  analyticsFor(ctx.database.db, ctx.scope, { period: "30days", today: ctx.today, projects: [] });

async function analyzeCosts(ctx: AnalysisContext): Promise<AiAnswer> {
  const { db } = ctx.database;
  const { previous } = windowsOf(ctx.today);
  const [analytics, before, projects] = await Promise.all([
    analyticsOf(ctx),
    paymentBreakdown(db, ctx.scope, previous),
    projectFigures(db, ctx.scope),
  ]);
  const names = new Map(projects.map((p) => [p.id, p.name] as const));
  const cost = analytics.costAnalysis;
  const previousByCategory = new Map(before.byCategory.map((c) => [c.category, c.cents] as const));
  const previousByProject = new Map(before.byProject.map((p) => [p.projectId, p.cents] as const));
  const projectIds = new Set<string | null>([
    ...cost.byProject.map((p) => p.id),
    ...before.byProject.map((p) => p.projectId),
  ]);
  const currentByProject = new Map(cost.byProject.map((p) => [p.id, p.cents] as const));
  const spentById = new Map(analytics.projectPerformance.map((p) => [p.id, p.spentCents] as const));
  return costsAnswer(
    {
      today: ctx.today,
      byCategory: [...new Set([...cost.byCategory.map((c) => c.category), ...previousByCategory.keys()])].map(
        (category) => ({
          category,
          cents: cost.byCategory.find((c) => c.category === category)?.cents ?? 0,
          previousCents: previousByCategory.get(category) ?? 0,
        }),
      ),
      byProject: [...projectIds].map((id) => ({
        id,
        name: id === null ? "No project" : (names.get(id) ?? "Unknown project"),
        cents: currentByProject.get(id) ?? 0,
        previousCents: previousByProject.get(id) ?? 0,
      })),
      projects: analytics.projectPerformance.map((p) => ({
        id: p.id,
        name: p.name,
        budgetCents: p.budgetCents,
        spentCents: spentById.get(p.id) ?? 0,
      })),
    },
    ctx.detail,
  );
}

async function analyzeTimeline(ctx: AnalysisContext): Promise<AiAnswer> {
  const plan = await tasksWithDependencies(ctx.database.db, ctx.scope, PLAN_TASKS_MAX);
  return timelineAnswer({ today: ctx.today, ...plan }, ctx.detail);
}

async function assessRisks(ctx: AnalysisContext): Promise<AiAnswer> {
  const analytics = await analyticsOf(ctx);
  return risksAnswer({ risks: analytics.risks }, ctx.detail);
}

async function optimizeResources(ctx: AnalysisContext): Promise<AiAnswer> {
  const { db } = ctx.database;
  const [crew, departments, load] = await Promise.all([
    crewOnActiveSites(db, ctx.scope, ctx.today, { limit: ROWS }),
    employeesByDepartment(db, ctx.scope),
    openTasksByAssignee(db, ctx.scope, ctx.today, ROWS),
  ]);
  return resourcesAnswer(
    { sites: crew.list, crewRequired: crew.crewRequired, crewAssigned: crew.crewAssigned, departments, load },
    ctx.detail,
  );
}

async function analyzeEquipment(ctx: AnalysisContext): Promise<AiAnswer> {
  const { db } = ctx.database;
  const since = new Date(`${windowsOf(ctx.today).current.from}T00:00:00Z`);
  const [summary, categories, low, orders, movements] = await Promise.all([
    procurementSummary(db, ctx.scope),
    inventoryByCategory(db, ctx.scope, ROWS),
    lowStockItems(db, ctx.scope, LISTED * 2),
    openOrders(db, ctx.scope, LISTED * 2),
    stockMovementsSince(db, ctx.scope, since, LISTED),
  ]);
  return equipmentAnswer(
    {
      summary,
      categories,
      lowStock: low.items.map((i) => ({
        id: i.id,
        name: i.name,
        quantity: formatQuantity(i.quantity),
        unit: i.unit,
        status: i.status,
      })),
      openOrders: orders,
      movements: movements.byKind,
      recent: movements.latest.map((m) => ({
        itemName: m.itemName,
        kind: m.kind,
        quantity: formatQuantity(Number(m.quantity)),
        date: new Date(m.createdAt).toISOString().slice(0, 10),
      })),
    },
    ctx.detail,
  );
}

async function performanceMetrics(ctx: AnalysisContext): Promise<AiAnswer> {
  const a = await analyticsOf(ctx);
  const c = a.cards;
  return performanceAnswer(
    {
      cards: {
        progress: c.projectProgress.percent,
        projects: c.projectProgress.projects,
        budget: c.budgetUtilization.percent,
        spentCents: c.budgetUtilization.spentCents,
        budgetCents: c.budgetUtilization.budgetCents,
        resources: c.resourceEfficiency.percent,
        crewAssigned: c.resourceEfficiency.crewAssigned,
        crewRequired: c.resourceEfficiency.crewRequired,
        quality: c.qualityScore.percent,
        passed: c.qualityScore.passed,
        inspections: c.qualityScore.inspections,
      },
      projects: a.projectPerformance,
    },
    ctx.detail,
  );
}

const COMMANDS: Record<AiCommand, (ctx: AnalysisContext) => Promise<AiAnswer>> = {
  "/analyze-costs": analyzeCosts,
  "/timeline-analysis": analyzeTimeline,
  "/assess-risks": assessRisks,
  "/optimize-resources": optimizeResources,
  "/analyze-equipment": analyzeEquipment,
  "/performance-metrics": performanceMetrics,
};

/** One quick command's analysis of the caller's organization. */
export const runCommand = (ctx: AnalysisContext, command: AiCommand): Promise<AiAnswer> => COMMANDS[command](ctx);

/** What the record search reads, as the answer names it. */
export const SEARCHED = ["projects", "clients", "contracts", "documents", "bids"] as const;

/**
 * The organization's records matching any of `terms` (name contains it, any case): projects, clients, contracts,
 * documents and bids, each through its module's own search, at most AI_LIMITS.searchResults in all.
 */
export async function searchRecords(ctx: AnalysisContext, terms: readonly string[]): Promise<SearchHit[]> {
  const { database, scope } = ctx;
  const { db } = database;
  const limit = AI_LIMITS.searchResults;
  const perTerm = await Promise.all(
    terms.map(async (q): Promise<SearchHit[]> => {
      const [projects, clients, contracts, documents, bids] = await Promise.all([
        listProjects(database, scope, { q, limit }),
        listClients(db, scope, { q, limit }),
        contractsMatching(db, scope, q, limit),
        listDocumentsJson(database, scope, { q, limit }).then((json) => documentList.parse(JSON.parse(json))),
        listBids(db, scope, { q, limit }),
      ]);
      return [
        ...projects.projects.map((p) => ({ module: "projects" as const, id: p.id, label: p.name, kind: "Projects" })),
        ...clients.clients.map((c) => ({ module: "clients" as const, id: c.id, label: c.name, kind: "Clients" })),
        ...contracts.map((c) => ({
          module: "contracts" as const,
          id: c.id,
          label: `${c.name} (${c.clientName})`,
          kind: "Contracts",
        })),
        ...documents.documents.map((d) => ({
          module: "documents" as const,
          id: d.id,
          label: d.name,
          kind: "Documents",
        })),
        ...bids.data.map((b) => ({
          module: "bids" as const,
          id: b.id,
          label: `${b.projectName} (${b.client})`,
          kind: "Bids",
        })),
      ];
    }),
  );
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const hit of perTerm.flat()) {
    const key = `${hit.module}|${hit.id ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push(hit);
  }
  return hits.slice(0, limit);
}

/**
 * A free-text question answered without a model: the analyses its words point to (costs, schedule, risk, crew,
 * equipment, performance) and a search of the records for its other words; when neither finds anything, the
 * answer says so and suggests the commands.
 */
export async function answerWithoutModel(ctx: AnalysisContext, question: string): Promise<AiAnswer> {
  const matched = matchCommands(question);
  const terms = searchTerms(question);
  const [analyses, hits] = await Promise.all([
    Promise.all(matched.map((c) => runCommand(ctx, c))),
    terms.length > 0 ? searchRecords(ctx, terms) : Promise.resolve([]),
  ]);
  const search = searchAnswer({ terms, searched: SEARCHED, hits, matched: matched.length > 0 }, ctx.detail);
  const matchedSource =
    matched.length > 0
      ? [{ content: "", figures: [], links: [], sources: [`Matched your question to ${matched.join(", ")}`] }]
      : [];
  const parts = hits.length > 0 ? [search, ...analyses] : [...analyses, search];
  const combined = combineAnswers([...matchedSource, ...parts]);
  return { ...combined, content: combined.content.trim() };
}
