import { describe, expect, it } from "vitest";
import {
  canMoveIncident,
  complianceRate,
  daysWithoutIncident,
  isOpenIncident,
  statusesMovableTo,
} from "./safety.rules.ts";
import { INCIDENT_STATUSES } from "./safety.constants.ts";

describe("the incident status flow", () => {
  it("goes Under Investigation → Resolved → Closed, a Resolved one may be reopened, Closed is final", () => {
    const allowed = INCIDENT_STATUSES.flatMap((from) =>
      INCIDENT_STATUSES.filter((to) => canMoveIncident(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual(["Under Investigation → Resolved", "Resolved → Under Investigation", "Resolved → Closed"]);
    expect(canMoveIncident("Under Investigation", "Closed")).toBe(false);
    expect(canMoveIncident("Closed", "Resolved")).toBe(false);
    expect(canMoveIncident("Resolved", "Resolved")).toBe(false);
  });

  it("names the statuses a move to a status may start from", () => {
    expect(statusesMovableTo("Resolved")).toEqual(["Under Investigation"]);
    expect(statusesMovableTo("Closed")).toEqual(["Resolved"]);
    expect(statusesMovableTo("Under Investigation")).toEqual(["Resolved"]);
  });

  it("counts as open what is not Resolved or Closed", () => {
    expect(INCIDENT_STATUSES.filter(isOpenIncident)).toEqual(["Under Investigation"]);
  });
});

describe("daysWithoutIncident", () => {
  it("counts days since the newest incident's date, 0 on its day or after today, null without one", () => {
    expect(daysWithoutIncident("2026-11-25", "2026-11-25")).toBe(0);
    expect(daysWithoutIncident("2026-10-11", "2026-11-25")).toBe(45);
    expect(daysWithoutIncident("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysWithoutIncident("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysWithoutIncident("2026-11-26", "2026-11-25")).toBe(0);
    expect(daysWithoutIncident(null, "2026-11-25")).toBeNull();
  });
});

describe("complianceRate", () => {
  it("is compliant of all as a rounded percent, null without items", () => {
    expect(complianceRate(3, 4)).toBe(75);
    expect(complianceRate(2, 3)).toBe(67);
    expect(complianceRate(1, 3)).toBe(33);
    expect(complianceRate(1, 8)).toBe(13);
    expect(complianceRate(0, 5)).toBe(0);
    expect(complianceRate(5, 5)).toBe(100);
    expect(complianceRate(0, 0)).toBeNull();
  });
});
