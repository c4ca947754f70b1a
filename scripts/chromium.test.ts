import { describe, expect, it } from "vitest";
import { chromiumPath, DEBIAN_CHROMIUM, planChromium, type MachineFacts } from "./chromium.ts";

const machine = (overrides: Partial<MachineFacts> = {}): MachineFacts => ({
  override: undefined,
  isExecutable: () => false,
  isRoot: false,
  hasAptGet: true,
  hasPasswordlessSudo: false,
  ...overrides,
});

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe("planChromium", () => {
  it("uses Debian's Chromium when it is there", () => {
    expect(planChromium(machine({ isExecutable: only(DEBIAN_CHROMIUM) }))).toEqual({
      action: "use",
      path: DEBIAN_CHROMIUM,
    });
  });

  it("uses CHROMIUM_PATH when it points at a browser", () => {
    const plan = planChromium(
      machine({ override: "/opt/chrome/chrome", isExecutable: only("/opt/chrome/chrome", DEBIAN_CHROMIUM) }),
    );
    expect(plan).toEqual({ action: "use", path: "/opt/chrome/chrome" });
  });

  it("installs Debian's package with apt-get as root when there is no browser", () => {
    const plan = planChromium(machine({ isRoot: true }));
    expect(plan).toMatchObject({
      action: "install",
      expectedPath: DEBIAN_CHROMIUM,
      reason: `no Chromium at ${DEBIAN_CHROMIUM}`,
    });
    if (plan.action !== "install") throw new Error("expected an install");
    expect(plan.commands.at(-1)).toEqual([
      "env",
      "DEBIAN_FRONTEND=noninteractive",
      "apt-get",
      "install",
      "-y",
      "-qq",
      "chromium",
    ]);
    expect(plan.commands[0]).toContain("update");
  });

  it("installs when CHROMIUM_PATH names a missing file, and says so", () => {
    const plan = planChromium(
      machine({ isRoot: true, override: "/missing/chrome", isExecutable: only(DEBIAN_CHROMIUM) }),
    );
    expect(plan).toMatchObject({
      action: "install",
      reason: "CHROMIUM_PATH=/missing/chrome is not an executable file",
    });
  });

  it("goes through sudo -n when not root but sudo needs no password", () => {
    const plan = planChromium(machine({ hasPasswordlessSudo: true }));
    if (plan.action !== "install") throw new Error("expected an install");
    for (const command of plan.commands) expect(command.slice(0, 2)).toEqual(["sudo", "-n"]);
  });

  it("says what to do when it cannot install (not root, or no apt-get)", () => {
    for (const facts of [machine(), machine({ isRoot: true, hasAptGet: false })]) {
      const plan = planChromium(facts);
      expect(plan.action).toBe("give-up");
      if (plan.action !== "give-up") continue;
      expect(plan.message).toContain(`none at ${DEBIAN_CHROMIUM}`);
      expect(plan.message).toContain("apt-get install -y chromium");
      expect(plan.message).toContain("CHROMIUM_PATH=");
    }
  });

  it("ignores a blank CHROMIUM_PATH", () => {
    expect(planChromium(machine({ override: "  ", isExecutable: only(DEBIAN_CHROMIUM) }))).toEqual({
      action: "use",
      path: DEBIAN_CHROMIUM,
    });
  });
});

describe("chromiumPath", () => {
  it("throws the advice instead of installing when the browser is missing", () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: "/nonexistent/chromium" })).toThrow(
      /none at \/nonexistent\/chromium[\s\S]*npm test/,
    );
  });
});
