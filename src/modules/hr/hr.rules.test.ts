import { describe, expect, it } from "vitest";
import { addDays } from "../../shared/calendar.ts";
import {
  anniversaryDays,
  anniversaryIn,
  certificationDatesInOrder,
  certificationState,
  daysFrom,
  headcount,
  monthDayNumber,
  splitSkills,
  upcomingAnniversary,
  upcomingEvents,
  yearsOfService,
  type EventPerson,
} from "./hr.rules.ts";

const person = (id: string, startDate: string, status: EventPerson["status"] = "Active"): EventPerson => ({
  id,
  firstName: "Pat",
  lastName: id,
  startDate,
  status,
});

describe("certificationState", () => {
  it("is expired before today, expiring up to 30 days ahead (both ends inclusive), valid after, and null without an expiry", () => {
    expect(certificationState("2026-03-14", "2026-03-15")).toBe("expired");
    expect(certificationState("2026-03-15", "2026-03-15")).toBe("expiring");
    expect(certificationState("2026-04-14", "2026-03-15")).toBe("expiring");
    expect(certificationState("2026-04-15", "2026-03-15")).toBe("valid");
    expect(certificationState(null, "2026-03-15")).toBeNull();
  });

  it("crosses a year end", () => {
    expect(certificationState("2027-01-10", "2026-12-20")).toBe("expiring");
    expect(certificationState("2026-12-31", "2027-01-01")).toBe("expired");
  });

  it("says dates are in order unless it expires before it was issued", () => {
    expect(certificationDatesInOrder("2026-01-01", "2026-01-01")).toBe(true);
    expect(certificationDatesInOrder("2026-01-02", "2026-01-01")).toBe(false);
    expect(certificationDatesInOrder(null, "2026-01-01")).toBe(true);
    expect(certificationDatesInOrder("2026-01-01", undefined)).toBe(true);
  });
});

describe("anniversaries", () => {
  it("fall on the start's month and day; a Feb 29 start has its anniversary on Feb 28 in a common year", () => {
    expect(anniversaryIn("2019-07-04", 2026)).toBe("2026-07-04");
    expect(anniversaryIn("2020-02-29", 2025)).toBe("2025-02-28");
    expect(anniversaryIn("2020-02-29", 2028)).toBe("2028-02-29");
    expect(anniversaryIn("2020-02-29", 2100)).toBe("2100-02-28");
    expect(anniversaryIn("2020-02-29", 2000)).toBe("2000-02-29");
  });

  it("count whole years of service", () => {
    expect(yearsOfService("2019-07-04", "2026-07-03")).toBe(6);
    expect(yearsOfService("2019-07-04", "2026-07-04")).toBe(7);
    expect(yearsOfService("2020-02-29", "2025-02-27")).toBe(4);
    expect(yearsOfService("2020-02-29", "2025-02-28")).toBe(5);
    expect(yearsOfService("2026-05-01", "2026-04-01")).toBe(0);
  });

  it("are upcoming within 30 days from today, inclusive, with the years they mark", () => {
    expect(upcomingAnniversary("2019-07-04", "2026-07-04")).toEqual({ date: "2026-07-04", years: 7 });
    expect(upcomingAnniversary("2019-07-04", "2026-06-04")).toEqual({ date: "2026-07-04", years: 7 });
    expect(upcomingAnniversary("2019-07-04", "2026-06-03")).toBeNull();
    expect(upcomingAnniversary("2019-07-04", "2026-07-05")).toBeNull();
  });

  it("cross a year end into the next year's anniversary", () => {
    expect(upcomingAnniversary("2020-01-05", "2026-12-20")).toEqual({ date: "2027-01-05", years: 7 });
    expect(upcomingAnniversary("2025-12-31", "2026-12-31")).toEqual({ date: "2026-12-31", years: 1 });
    expect(upcomingAnniversary("2026-01-10", "2026-12-20")).toEqual({ date: "2027-01-10", years: 1 });
  });

  it("never count the start date itself, or a start in the future", () => {
    expect(upcomingAnniversary("2026-03-20", "2026-03-01")).toBeNull();
    expect(upcomingAnniversary("2026-03-01", "2026-03-01")).toBeNull();
    expect(upcomingAnniversary("2027-01-10", "2026-12-20")).toBeNull();
  });

  it("of a Feb 29 start fall on Feb 28 in a common year and Feb 29 in a leap year", () => {
    expect(upcomingAnniversary("2020-02-29", "2025-02-10")).toEqual({ date: "2025-02-28", years: 5 });
    expect(upcomingAnniversary("2020-02-29", "2028-02-10")).toEqual({ date: "2028-02-29", years: 8 });
    expect(upcomingAnniversary("2020-02-29", "2025-03-01")).toBeNull();
  });
});

describe("anniversaryDays", () => {
  it("are the window's days as month × 100 + day, soonest first, with Feb 29 at Feb 28's distance in a common year only", () => {
    expect(monthDayNumber("2026-07-04")).toBe(704);
    expect(anniversaryDays("2026-06-01").map((d) => d.monthDay)).toEqual([
      ...Array.from({ length: 30 }, (_, i) => 601 + i),
      701,
    ]);
    expect(anniversaryDays("2026-06-01").map((d) => d.daysAway)).toEqual(Array.from({ length: 31 }, (_, i) => i));
    expect(anniversaryDays("2026-12-20").slice(11, 14)).toEqual([
      { monthDay: 1231, daysAway: 11 },
      { monthDay: 101, daysAway: 12 },
      { monthDay: 102, daysAway: 13 },
    ]);
    expect(anniversaryDays("2026-12-20").at(-1)).toEqual({ monthDay: 119, daysAway: 30 });
    const common = anniversaryDays("2027-02-20");
    expect(common).toHaveLength(32);
    expect(common.filter((d) => d.monthDay >= 228 && d.monthDay <= 301)).toEqual([
      { monthDay: 228, daysAway: 8 },
      { monthDay: 229, daysAway: 8 },
      { monthDay: 301, daysAway: 9 },
    ]);
    const leap = anniversaryDays("2028-02-20");
    expect(leap.filter((d) => d.monthDay >= 228 && d.monthDay <= 301)).toEqual([
      { monthDay: 228, daysAway: 8 },
      { monthDay: 229, daysAway: 9 },
      { monthDay: 301, daysAway: 10 },
    ]);
    // A leap year's window ending on Feb 28 holds no Feb 29 anniversary.
    expect(anniversaryDays("2028-01-29").map((d) => d.monthDay)).not.toContain(229);
  });

  it("sieve exactly the employees upcomingAnniversary gives an anniversary, at its distance (what the events query relies on)", () => {
    // Every day of more than two years (2028 a leap year), starts around Feb 29 and the year's end among others.
    const starts = [
      "2016-02-29",
      "2020-02-29",
      "2019-02-28",
      "2021-03-01",
      "2018-12-31",
      "2019-01-01",
      "2020-06-15",
      "2025-07-04",
      "2026-12-25",
      "2027-01-10",
      "2027-02-28",
      "2028-02-29",
    ];
    for (let today = "2026-11-01"; today <= "2029-03-31"; today = addDays(today, 1)) {
      const days = anniversaryDays(today);
      for (const start of starts) {
        const sieved = start < today ? days.find((d) => d.monthDay === monthDayNumber(start)) : undefined;
        const anniversary = upcomingAnniversary(start, today);
        expect(sieved?.daysAway ?? null, `${start} as of ${today}`).toBe(
          anniversary ? daysFrom(today, anniversary.date) : null,
        );
      }
    }
  });
});

describe("upcomingEvents", () => {
  const today = "2026-12-20";
  const people = [
    person("Anniv", "2020-01-05"),
    person("Starter", "2027-01-02"),
    person("Left", "2019-12-25", "Inactive"),
    person("Onleave", "2021-12-20", "On Leave"),
    person("Far", "2020-06-01"),
  ];
  const certs = [
    { id: "c1", name: "First Aid", expires: "2027-01-19", employee: { id: "Far", name: "Pat Far" } },
    { id: "c2", name: "Forklift", expires: "2026-11-30", employee: { id: "Far", name: "Pat Far" } },
    { id: "c3", name: "Crane", expires: "2027-01-20", employee: { id: "Far", name: "Pat Far" } },
  ];

  it("lists expired and expiring certifications, anniversaries and starts in the next 30 days, soonest first", () => {
    const events = upcomingEvents(people, certs, today, 100);
    expect(events.map((e) => [e.kind, e.date, e.employee.id, e.daysAway, e.years, e.expired])).toEqual([
      ["certification", "2026-11-30", "Far", -20, null, true],
      ["anniversary", "2026-12-20", "Onleave", 0, 5, false],
      ["start", "2027-01-02", "Starter", 13, null, false],
      ["anniversary", "2027-01-05", "Anniv", 16, 7, false],
      ["certification", "2027-01-19", "Far", 30, null, false],
    ]);
    expect(events[0]?.certification).toEqual({ id: "c2", name: "Forklift" });
  });

  it("leaves out employees who have left, and stops at the limit", () => {
    expect(upcomingEvents(people, certs, today, 100).some((e) => e.employee.id === "Left")).toBe(false);
    expect(upcomingEvents(people, certs, today, 2)).toHaveLength(2);
  });
});

describe("headcount", () => {
  it("counts Active and On Leave by department and employment type, every one listed, Inactive apart", () => {
    const h = headcount([
      { department: "Operations", employmentType: "Full-time", status: "Active" },
      { department: "Operations", employmentType: "Contract", status: "On Leave" },
      { department: "Safety", employmentType: "Full-time", status: "Active" },
      { department: "Safety", employmentType: "Part-time", status: "Inactive" },
    ]);
    expect(h).toMatchObject({ total: 3, active: 2, onLeave: 1, inactive: 1 });
    expect(h.byDepartment).toEqual([
      { department: "Operations", headcount: 2, active: 1, onLeave: 1 },
      { department: "Engineering", headcount: 0, active: 0, onLeave: 0 },
      { department: "Administration", headcount: 0, active: 0, onLeave: 0 },
      { department: "Safety", headcount: 1, active: 1, onLeave: 0 },
    ]);
    expect(h.byType).toEqual([
      { employmentType: "Full-time", headcount: 2 },
      { employmentType: "Part-time", headcount: 0 },
      { employmentType: "Contract", headcount: 1 },
      { employmentType: "Temporary", headcount: 0 },
    ]);
  });
});

describe("splitSkills", () => {
  it("trims, drops empties and keeps each skill once", () => {
    expect(splitSkills(" Welding, rigging ,, Welding,RIGGING, CAD ")).toEqual(["Welding", "rigging", "CAD"]);
    expect(splitSkills("")).toEqual([]);
  });
});
