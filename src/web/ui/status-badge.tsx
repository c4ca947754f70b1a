import { Badge } from "./badge.tsx";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger";

/** One mapping per status set, defined once (UI.md): the colour always comes with the status text. */
export const STATUS_TONES = {
  project: { Planning: "neutral", "In Progress": "brand", "On Hold": "warning", Completed: "success", Cancelled: "danger" },
  document: { Uploaded: "brand", "Under Review": "warning", Approved: "success" },
  contract: { Draft: "neutral", Active: "success", "Under Review": "warning", Completed: "brand", Terminated: "danger", Expired: "danger" },
} as const satisfies Record<string, Record<string, Tone>>;

export type StatusSet = keyof typeof STATUS_TONES;

export function StatusBadge<S extends StatusSet>({ set, status }: { set: S; status: keyof (typeof STATUS_TONES)[S] & string }) {
  const tones: Record<string, Tone> = STATUS_TONES[set];
  return <Badge tone={tones[status] ?? "neutral"}>{status}</Badge>;
}
