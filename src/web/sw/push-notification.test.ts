import { describe, expect, it } from "vitest";
import { clickTarget, notificationOf } from "./push-notification.ts";

const ORIGIN = "https://app.example.com";

describe("the service worker's push notifications", () => {
  it("show the server's message, and still something for any other", () => {
    const sent = { title: "Rebar is low", body: "7 bar left.", url: `${ORIGIN}/dashboard/procurement`, tag: "t1" };
    expect(notificationOf(JSON.stringify(sent))).toEqual(sent);
    expect(notificationOf(JSON.stringify({ title: 5 }))).toEqual({
      title: "BuildOps",
      body: "",
      url: "/dashboard",
      tag: undefined,
    });
    expect(notificationOf("plain words")).toMatchObject({ title: "BuildOps", body: "plain words" });
    expect(notificationOf(null)).toMatchObject({ title: "BuildOps", body: "You have a new notification." });
  });

  it("open only an address of the app itself, else the dashboard", () => {
    expect(clickTarget(`${ORIGIN}/dashboard/safety?x=1`, ORIGIN)).toBe(`${ORIGIN}/dashboard/safety?x=1`);
    expect(clickTarget("/dashboard/projects/p1", ORIGIN)).toBe(`${ORIGIN}/dashboard/projects/p1`);
    expect(clickTarget("https://evil.example.net/phish", ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    expect(clickTarget("javascript:alert(1)", ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    expect(clickTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/dashboard`);
  });
});
