// The AI assistant's commands, texts and limits: plain values a screen's first render may import without
// loading the zod schemas of ai.contract.ts (decision 0007).

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { AI_DETAIL_LEVELS, AI_ROLES } from "../../shared/column-values.ts";

/** Spec §9: the six quick commands, each a real analysis of the organization's data (issue 17). */
export const AI_COMMANDS = [
  "/analyze-costs",
  "/timeline-analysis",
  "/assess-risks",
  "/optimize-resources",
  "/analyze-equipment",
  "/performance-metrics",
] as const;
export type AiCommand = (typeof AI_COMMANDS)[number];
export const isAiCommand = (s: string): s is AiCommand => (AI_COMMANDS as readonly string[]).includes(s);

/** The quick command a message is: its first word, when that is one of the six ("/analyze-costs", "/analyze-costs for May"). */
export function commandOf(content: string): AiCommand | null {
  const first = content.trim().split(/\s+/)[0] ?? "";
  return isAiCommand(first) ? first : null;
}

export const AI_COMMAND_LABELS: Record<AiCommand, { label: string; description: string }> = {
  "/analyze-costs": {
    label: "Analyze Costs",
    description: "Where the money goes, and which projects run over budget.",
  },
  "/timeline-analysis": {
    label: "Timeline Analysis",
    description: "The critical path and the late tasks from the Gantt's dependencies.",
  },
  "/assess-risks": {
    label: "Assess Risks",
    description: "Late work, overspending, open serious incidents, expiring certifications, low stock.",
  },
  "/optimize-resources": {
    label: "Optimize Resources",
    description: "Crew and people across sites and tasks: who is short, who has room.",
  },
  "/analyze-equipment": {
    label: "Analyze Equipment",
    description: "Inventory and equipment: what is low, on order, and moving.",
  },
  "/performance-metrics": {
    label: "Performance Metrics",
    description: "Progress, budget, resources and quality in four figures, per project.",
  },
};

export { AI_ROLES };
export type AiRole = (typeof AI_ROLES)[number];

export { AI_DETAIL_LEVELS };
export type AiDetailLevel = (typeof AI_DETAIL_LEVELS)[number];

export const AI_LIMITS = {
  messageMax: 4000,
  titleMax: 80,
  conversationsPageSize: 20,
  /** Messages of one conversation kept and sent back to the model as context. */
  contextMessages: 12,
  /** Records a search answers. */
  searchResults: 10,
} as const;

/** The spec's texts (§5, §8), and the few this product adds. */
export const AI_MSG = {
  processError: "Failed to process message. Please try again.",
  commandError: "Failed to execute command. Please try again.",
  settingsSaved: "Settings saved successfully",
  settingsError: "Failed to save settings",
  emptyMessage: "Please type a message.",
  conversationNotFound: "Conversation not found.",
  conversationDeleted: "Conversation deleted",
  placeholder: "Ask about your projects, costs, schedule, crews or equipment… or type / for a command",
} as const;
