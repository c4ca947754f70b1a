import { randomUUID } from "node:crypto";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, newUser, signIn } from "./support/users.ts";

/**
 * RFIs (issue 31) on a phone: an admin writes an RFI whose ball is in a colleague's court; the colleague, e-mailed
 * a link, opens it on their phone and gives the official answer; the RFI shows Answered to both.
 */

const PHONE = { width: 375, height: 740 };
test.use({ viewport: PHONE });

test("create an RFI, the assignee answers it officially, and it shows Answered", async ({
  page,
  browser,
  playwright,
}) => {
  const id = randomUUID().slice(0, 6);
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const admin = await createVerifiedUser(request, { plan: "enterprise" });
  await request.dispose();
  await signIn(page, admin);
  const projectName = `Harbor ${id}`;
  const project = await page.request.post("/api/projects", {
    data: { name: projectName, startDate: "2026-01-05", endDate: "2026-12-30" },
  });
  expect(project.status(), await project.text()).toBe(201);

  // The colleague joins from an invitation, in a phone browser of their own.
  const architect = newUser();
  const sent = await page.request.post("/api/team/invitations", { data: { email: architect.email, role: "member" } });
  expect(sent.status(), await sent.text()).toBe(201);
  const invite = await waitForMail(architect.email, `You are invited to join ${admin.companyName}`);
  const theirs = await browser.newContext({ baseURL: appUrl(), viewport: PHONE });
  const theirPage = await theirs.newPage();
  await theirPage.goto(linkFrom(invite));
  await theirPage.getByLabel("Full Name").fill(architect.fullName);
  await theirPage.getByLabel("Password", { exact: true }).fill(architect.password);
  await theirPage.getByLabel("Confirm Password", { exact: true }).fill(architect.password);
  await theirPage.getByRole("button", { name: "Create Account and Join" }).click();
  await expect(theirPage).toHaveURL(/\/dashboard$/);

  // The admin writes the RFI and sends it to the architect.
  await page.goto("/dashboard/rfis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RFIs & Submittals");
  await expect(page.getByRole("heading", { name: "No RFIs yet" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "New RFI" }).first().click();
  const form = page.getByRole("dialog", { name: "New RFI" });
  await form.getByLabel("Project").selectOption({ label: projectName });
  await form.getByLabel("Subject").fill("Footing depth at grid C4");
  await form.getByLabel("Question").fill("The drawings show 36 in; the soils report says 48 in. Which governs?");
  await form.getByLabel("Ball in Court").selectOption({ label: architect.fullName });
  await form.getByLabel("Due Date").fill("2026-12-01");
  await form.getByRole("button", { name: "Create RFI" }).click();
  await expectToast(page, "RFI sent.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RFI-001 Footing depth at grid C4");
  await expect(page.getByRole("main")).toContainText("Open");
  // Sent at once: there is no draft left to send.
  await expect(page.getByRole("button", { name: "Send RFI" })).toHaveCount(0);

  // The architect follows the e-mailed link and answers officially.
  const mail = await waitForMail(
    architect.email,
    `RFI-001 for ${projectName} is yours to answer: Footing depth at grid C4`,
  );
  await theirPage.goto(linkFrom(mail));
  await expect(theirPage.getByRole("heading", { level: 1 })).toHaveText("RFI-001 Footing depth at grid C4");
  await theirPage.getByLabel("Your Answer").fill("48 in governs; see the soils report, section 4.2.");
  await expect(theirPage.getByLabel("Official answer (marks the RFI Answered)")).toBeChecked();
  await theirPage.getByRole("button", { name: "Send Answer" }).click();
  await expectToast(theirPage, "Official answer given.");
  await expect(theirPage.getByRole("main")).toContainText("Answered");
  await expect(theirPage.getByRole("main")).toContainText("Official answer");
  await theirs.close();

  // The admin sees it Answered in the list, and closes it.
  await page.goto("/dashboard/rfis");
  const rows = page.getByRole("list", { name: "RFIs" });
  await expect(rows.getByRole("listitem").filter({ hasText: "RFI-001" })).toContainText("Answered");
  await rows.getByRole("link", { name: "RFI-001 Footing depth at grid C4" }).click();
  await page.getByRole("button", { name: "Close RFI" }).click();
  await expectToast(page, "RFI closed.");
  await expect(page.getByRole("main")).toContainText("Closed");
});

test("edit a draft RFI attaching a drawing, then delete it; edit and delete a draft submittal", async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const admin = await createVerifiedUser(request, { plan: "enterprise" });
  await request.dispose();
  await signIn(page, admin);
  const me = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } };
  const project = await page.request.post("/api/projects", {
    data: { name: `Stairs ${randomUUID().slice(0, 6)}`, startDate: "2026-01-05", endDate: "2026-12-30" },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const rfi = await page.request.post("/api/rfis", { data: { projectId, subject: "Stair nosing" } });
  expect(rfi.status(), await rfi.text()).toBe(201);

  // Edit: the form comes prefilled; a PDF goes to the Document Hub and is attached.
  await page.goto(`/dashboard/rfis/${((await rfi.json()) as { id: string }).id}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Edit RFI" });
  await expect(form.getByLabel("Subject")).toHaveValue("Stair nosing");
  await form.getByLabel("Subject").fill("Stair nosing at level 2");
  await form.getByLabel("Upload a File").setInputFiles({
    name: "A-501 Stair details.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  });
  await expect(form.getByRole("list", { name: "Attached documents" })).toContainText("A-501 Stair details");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "RFI saved.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RFI-001 Stair nosing at level 2");
  await expect(
    page.getByRole("list", { name: "Documents" }).getByRole("link", { name: "Download A-501 Stair details" }),
  ).toBeVisible();

  // Delete asks first, then goes back to the list.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Delete RFI" }).getByRole("button", { name: "Delete RFI" }).click();
  await expectToast(page, "RFI deleted.");
  await expect(page).toHaveURL(/\/dashboard\/rfis$/);
  await expect(page.getByRole("heading", { name: "No RFIs yet" })).toBeVisible();

  // A draft submittal: edited, then deleted.
  const submittal = await page.request.post("/api/submittals", {
    data: {
      projectId,
      specSection: "03 30 00",
      title: "Concrete mix",
      type: "product_data",
      reviewerIds: [me.user.id],
    },
  });
  expect(submittal.status(), await submittal.text()).toBe(201);
  await page.goto(`/dashboard/rfis/submittals/${((await submittal.json()) as { id: string }).id}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Submittal" });
  await expect(edit.getByLabel("First Reviewer")).toHaveValue(me.user.id);
  await edit.getByLabel("Title").fill("Concrete mix design");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Submittal saved.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("03 30 00-1 Concrete mix design");
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Submittal" })
    .getByRole("button", { name: "Delete Submittal" })
    .click();
  await expectToast(page, "Submittal deleted.");
  await expect(page).toHaveURL(/\/dashboard\/rfis\/submittals$/);
});
