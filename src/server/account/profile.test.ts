import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { PROFILE_MSG, type ProfileResponse } from "../../shared/contracts/profile.ts";

let t: TestApp;
let jane: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  jane = await signedInUser(t, { fullName: "Jane Doe", companyName: "Doe Construction" });
  other = await signedInUser(t, { fullName: "Other Person", companyName: "Other Co" });
});
afterAll(async () => {
  await t.close();
});

async function profileOf(user: TestUser): Promise<ProfileResponse> {
  const res = await as(t, user).get("/api/profile");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("reading the profile", () => {
  it("shows the full name, company, phone, read-only e-mail and the organization", async () => {
    const { userId, organizationId } = await idsOf(t, jane);
    expect(await profileOf(jane)).toMatchObject({
      id: userId,
      email: jane.email,
      fullName: "Jane Doe",
      companyName: "Doe Construction",
      phone: null,
      avatarUrl: null,
      organizationId,
    });
  });

  it("answers 401 signed out", async () => {
    expect((await as(t, null).get("/api/profile")).statusCode).toBe(401);
    expect((await as(t, null).put("/api/profile", { fullName: "X" })).statusCode).toBe(401);
  });
});

describe("saving the profile", () => {
  it("saves the full name, company and phone, and the session shows the new name", async () => {
    const res = await as(t, jane).put("/api/profile", {
      fullName: "  Jane Q. Doe ",
      companyName: "Doe & Daughters",
      phone: "+1 (210) 555-0199",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: "Jane Q. Doe",
      companyName: "Doe & Daughters",
      phone: "+1 (210) 555-0199",
      email: jane.email,
    });
    expect(await profileOf(jane)).toEqual(res.json());
    const session = (await as(t, jane).get("/api/auth/session")).json();
    expect(session.user).toMatchObject({ fullName: "Jane Q. Doe", companyName: "Doe & Daughters" });
  });

  it("clears the company and phone when left empty", async () => {
    const res = await as(t, jane).put("/api/profile", { fullName: "Jane Doe", companyName: "", phone: "  " });
    expect(res.json()).toMatchObject({ companyName: null, phone: null });
  });

  it("never changes the e-mail (read-only)", async () => {
    const res = await as(t, jane).put("/api/profile", { fullName: "Jane Doe", email: "hijack@example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(jane.email);
    expect((await profileOf(jane)).email).toBe(jane.email);
  });

  it("refuses a blank name and a phone that is not a number with 400 and the field's message, saving nothing", async () => {
    await as(t, jane).put("/api/profile", { fullName: "Jane Doe", phone: "210 555 0100" });
    const blank = await as(t, jane).put("/api/profile", { fullName: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: PROFILE_MSG.fullNameRequired,
      fields: { fullName: PROFILE_MSG.fullNameRequired },
    });
    const phone = await as(t, jane).put("/api/profile", { fullName: "Jane Doe", phone: "call me" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.fields).toEqual({ phone: PROFILE_MSG.phoneInvalid });
    for (const body of [
      {},
      { fullName: "x".repeat(121) },
      { fullName: 42 },
      { fullName: "Jane", companyName: "c".repeat(161) },
    ]) {
      expect((await as(t, jane).put("/api/profile", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await profileOf(jane)).toMatchObject({ fullName: "Jane Doe", phone: "210 555 0100" });
  });

  it("changes only the caller's own profile, whatever their role", async () => {
    expect(await profileOf(other)).toMatchObject({ fullName: "Other Person", companyName: "Other Co", phone: null });
    const viewer = await signedInUser(t, { fullName: "Vic Viewer" });
    await joinOrganizationOf(t, viewer, jane, "viewer");
    const res = await as(t, viewer).put("/api/profile", { fullName: "Vic V. Viewer", phone: "555 0100 123" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: "Vic V. Viewer",
      organizationId: (await idsOf(t, jane)).organizationId,
    });
    expect((await profileOf(jane)).fullName).toBe("Jane Doe");
  });
});
