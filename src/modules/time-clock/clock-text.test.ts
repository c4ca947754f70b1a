import { describe, expect, it } from "vitest";
import { elapsedText, hoursText, momentField, otherWeek, readWeek, typedMoment } from "./clock-text.ts";

describe("clock texts", () => {
  it("writes a running time as h:mm:ss, never negative", () => {
    expect(elapsedText(0)).toBe("0:00:00");
    expect(elapsedText((2 * 3600 + 5 * 60 + 13) * 1000 + 999)).toBe("2:05:13");
    expect(elapsedText(-5000)).toBe("0:00:00");
    expect(elapsedText(26 * 3600 * 1000)).toBe("26:00:00");
  });

  it("writes minutes as hours with up to two decimals", () => {
    expect(hoursText(510)).toBe("8.5");
    expect(hoursText(440)).toBe("7.33");
    expect(hoursText(0)).toBe("0");
    expect(hoursText(480)).toBe("8");
  });
});

describe("the week in the address", () => {
  it("takes a valid date, else the current week", () => {
    expect(readWeek(new URLSearchParams("week=2026-11-23"))).toEqual({ week: "2026-11-23" });
    expect(readWeek(new URLSearchParams("week=2026-13-45"))).toEqual({ week: "" });
    expect(readWeek(new URLSearchParams("week=monday"))).toEqual({ week: "" });
    expect(readWeek(new URLSearchParams())).toEqual({ week: "" });
  });

  it("steps a week back and forward", () => {
    expect(otherWeek("2026-11-23", -1)).toBe("2026-11-16");
    expect(otherWeek("2026-11-30", 1)).toBe("2026-12-07");
  });
});

describe("typed moments", () => {
  it("reads a datetime-local value as an instant with the browser's offset, and writes it back", () => {
    const moment = typedMoment("2026-11-23T07:02");
    expect(moment).not.toBeNull();
    if (!moment) return;
    expect(moment.utcOffsetMin).toBe(-new Date("2026-11-23T07:02").getTimezoneOffset());
    expect(momentField(moment.at)).toBe("2026-11-23T07:02");
    expect(typedMoment("")).toBeNull();
    expect(typedMoment("not a time")).toBeNull();
    expect(momentField("nonsense")).toBe("");
  });
});
