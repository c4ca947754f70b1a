import { afterEach, describe, expect, it, vi } from "vitest";
import { checkForm } from "../../../web/lib/form-check.ts";
import { SAFETY_MSG } from "../safety.constants.ts";
import { incidentForm, initialIncidentValues } from "./incident-form.ts";

describe("the incident's date (the reporter's calendar, with a day's margin)", () => {
  afterEach(() => vi.useRealTimers());

  it("takes the reporter's tomorrow while UTC is still a day behind (east of UTC), as the server will, not the day after", async () => {
    // 00:57 on 29 November in Auckland is 11:57 on the 28th in UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T11:57:00Z"));
    const initial = {
      ...initialIncidentValues("2026-11-29"),
      type: "injury",
      location: "Level 3",
      description: "A fall",
    };
    const tomorrow = await checkForm(incidentForm, { ...initial, date: "2026-11-30" });
    expect(tomorrow.ok ? tomorrow.input : tomorrow.errors).toMatchObject({ date: "2026-11-30", today: "2026-11-29" });
    const later = await checkForm(incidentForm, { ...initial, date: "2026-12-01" });
    expect(later.ok ? null : later.errors.date).toBe(SAFETY_MSG.futureDate);
  });
});
