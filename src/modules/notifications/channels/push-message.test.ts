import { describe, expect, it } from "vitest";
import type { Outgoing, OutgoingItem } from "./channel.ts";
import { PUSH_WHY, pushMessage } from "./push-message.ts";

const item = (title: string, body = ""): OutgoingItem => ({
  kind: "stock_low",
  title,
  body,
  url: `https://app.example.com/dashboard/procurement#${title}`,
  at: new Date(),
});
const outgoing = (items: OutgoingItem[]): Outgoing => ({
  key: "k",
  organizationId: "o",
  organizationName: "Acme",
  userId: "u",
  items,
  settingsUrl: "https://app.example.com/dashboard/settings",
});

describe("a push message", () => {
  it("shows one notification's title and body, says why it came, and opens its record", () => {
    expect(pushMessage(outgoing([item("Rebar is low", "7 bar left.")]), "t1")).toEqual({
      title: "Rebar is low",
      body: `7 bar left.\n${PUSH_WHY}`,
      url: "https://app.example.com/dashboard/procurement#Rebar is low",
      tag: "t1",
    });
    expect(pushMessage(outgoing([item("No body")]), "t").body).toBe(PUSH_WHY);
  });

  it("cuts what a device would not show", () => {
    const long = pushMessage(outgoing([item("T".repeat(500), "B".repeat(5000))]), "t");
    expect(long.title).toHaveLength(120);
    expect(long.title.endsWith("…")).toBe(true);
    expect(long.body.length).toBeLessThan(300 + PUSH_WHY.length + 2);
  });

  it("gathers a digest: how many, the first titles, and the dashboard", () => {
    expect(pushMessage(outgoing([item("A"), item("B")]), "d")).toEqual({
      title: "2 new notifications",
      body: `A\nB\n${PUSH_WHY}`,
      url: "https://app.example.com/dashboard",
      tag: "d",
    });
    expect(pushMessage(outgoing(["A", "B", "C", "D"].map((t) => item(t))), "d").body).toBe(
      `A\nB\nC\nand 1 more\n${PUSH_WHY}`,
    );
  });
});
