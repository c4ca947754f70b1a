import { expect, expectToast, test } from "./support/fixtures.ts";
import type { Page } from "@playwright/test";
import { createVerifiedUser, signIn } from "./support/users.ts";

/** The public site (spec §2): every page's headings, texts and figures, and where every link and button goes. */

const NAV = [
  { name: "Features", path: "/features" },
  { name: "Pricing", path: "/subscription" },
  { name: "About", path: "/about" },
  { name: "Contact", path: "/contact" },
] as const;

const heading1 = (page: Page) => page.getByRole("heading", { level: 1 });

function pathIs(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^[a-z]+://[^/]+${escaped}$`);
}

test.describe("public navigation", () => {
  test("header links, Sign In, Get Started and the logo go where the spec says", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("navigation", { name: "Main" });
    for (const { name, path } of NAV) {
      await header.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(pathIs(path));
      await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(pathIs("/signin"));
    await expect(heading1(page)).toHaveText("Sign In");

    await page.getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL(pathIs("/subscription"));
    await expect(heading1(page)).toHaveText("Simple, Transparent Pricing");

    await header.getByRole("link", { name: "BuildOps" }).click();
    await expect(page).toHaveURL(pathIs("/"));
    await expect(heading1(page)).toHaveText("The Ultimate Construction Management Platform");
  });

  test("footer links go to the same pages", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const { name, path } of NAV) {
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(pathIs(path));
    }
  });

  test("an unknown path sends a visitor who is not signed in to the home page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(pathIs("/"));
    await expect(heading1(page)).toHaveText("The Ultimate Construction Management Platform");
  });
});

test.describe("home", () => {
  test("hero, audiences, stats, testimonials and impact figures", async ({ page }) => {
    await page.goto("/");
    await expect(heading1(page)).toHaveText("The Ultimate Construction Management Platform");

    await expect(page.getByRole("heading", { name: "Who Can Benefit?" })).toBeVisible();
    for (const audience of ["General Contractors", "Specialty Contractors", "Construction Companies"]) {
      await expect(page.getByRole("heading", { name: audience, exact: true })).toBeVisible();
    }

    const why = page.getByRole("region", { name: "Why Choose Us?" });
    for (const stat of ["30% Time saved", "25% Cost reduction", "40% Fewer delays", "50% Faster reporting"]) {
      await expect(why.getByText(stat, { exact: true })).toBeVisible();
    }

    await expect(page.getByRole("region", { name: "What Our Customers Say" }).getByRole("blockquote")).toHaveCount(3);

    const impact = page.getByRole("region", { name: "Platform Impact" });
    for (const figure of [
      "10,000+ Active users",
      "50,000+ Projects completed",
      "$2B+ Project value",
      "98% Client satisfaction",
    ]) {
      await expect(impact.getByText(figure, { exact: true })).toBeVisible();
    }
  });

  test("hero and closing buttons", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Start 14-Day Free Trial" }).click();
    await expect(page).toHaveURL(pathIs("/subscription"));

    await page.goto("/");
    await page.getByRole("link", { name: "Explore Features" }).click();
    await expect(page).toHaveURL(pathIs("/features"));
    await expect(heading1(page)).toHaveText("Everything You Need to Build Better");

    await page.goto("/");
    await page.getByRole("link", { name: "Get Started Now" }).click();
    await expect(page).toHaveURL(pathIs("/subscription"));
  });
});

test.describe("about", () => {
  test("mission, vision, values, figures and impact", async ({ page }) => {
    await page.goto("/about");
    await expect(heading1(page)).toHaveText("About BuildOps");
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();

    const values = page.getByRole("region", { name: "Our Core Values" });
    for (const value of ["Innovation", "Excellence", "Reliability", "Growth"]) {
      await expect(values.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    for (const figure of [
      "10,000+ Active users",
      "5,000+ Projects managed",
      "8+ Years in the industry",
      "50+ Awards won",
    ]) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    const impact = page.getByRole("region", { name: "Our Impact" });
    for (const card of ["Industry Innovation", "Sustainability", "Community"]) {
      await expect(impact.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }

    await page.getByRole("link", { name: "View Plans" }).click();
    await expect(page).toHaveURL(pathIs("/subscription"));
    await page.goto("/about");
    await page.getByRole("link", { name: "Talk to Us" }).click();
    await expect(page).toHaveURL(pathIs("/contact"));
  });
});

test.describe("features", () => {
  test("twelve features and the two calls to action", async ({ page }) => {
    await page.goto("/features");
    await expect(heading1(page)).toHaveText("Everything You Need to Build Better");
    const grid = page.getByRole("region", { name: "Powerful Tools for Every Job" }).getByRole("listitem");
    await expect(grid).toHaveCount(12);
    const titles = [
      "Project Management",
      "Team Collaboration",
      "Document Management",
      "Scheduling",
      "Analytics",
      "Site Mapping with GPS",
      "Safety Compliance",
      "Quality Control",
      "Equipment Management",
      "Client Portal",
      "AI Assistant",
      "Automation",
    ];
    await expect(grid.getByRole("heading")).toHaveText(titles);

    await page.getByRole("link", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(pathIs("/signup"));
    await expect(heading1(page)).toContainText("14-day free trial");

    await page.goto("/features");
    await page.getByRole("link", { name: "View Pricing" }).click();
    await expect(page).toHaveURL(pathIs("/subscription"));
  });
});

test.describe("pricing", () => {
  test("three plans with prices, Most Popular on Professional, and the FAQ", async ({ page }) => {
    await page.goto("/subscription");
    await expect(heading1(page)).toHaveText("Simple, Transparent Pricing");

    const plans = [
      { name: "Basic", price: "$29.99", popular: false },
      { name: "Professional", price: "$49.99", popular: true },
      { name: "Enterprise", price: "$99.99", popular: false },
    ];
    for (const plan of plans) {
      const card = page.getByRole("group", { name: plan.name, exact: true });
      await expect(card).toContainText(plan.price);
      await expect(card).toContainText("/month");
      await expect(card.getByText("Most Popular")).toHaveCount(plan.popular ? 1 : 0);
      await expect(card.getByRole("link", { name: "Start Free Trial" })).toBeVisible();
    }

    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    // The spec's FAQ (decision 0048): payment information after the trial, changes at the next billing cycle.
    await faq.getByText("When do I pay?").click();
    await expect(faq.getByText(/Payment information is requested after the trial/)).toBeVisible();
    await faq.getByText("Can I change my plan later?").click();
    await expect(faq.getByText(/Plan changes apply at the next billing cycle/)).toBeVisible();
  });

  for (const plan of ["basic", "professional", "enterprise"] as const) {
    test(`the ${plan} plan's button starts a trial of that plan`, async ({ page }) => {
      await page.goto("/subscription");
      const name = plan[0]?.toUpperCase() + plan.slice(1);
      await page.getByRole("group", { name, exact: true }).getByRole("link", { name: "Start Free Trial" }).click();
      await expect(page).toHaveURL(pathIs(`/signup?plan=${plan}`));
      await expect(heading1(page)).toContainText(name);
    });
  }

  test("signed in, the plan buttons read 'Switch to this Plan' and the header has the spec's Sign In and Get Started, Sign In leading to the dashboard", async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request);
    await signIn(page, user);
    await page.goto("/subscription");
    for (const name of ["Basic", "Professional", "Enterprise"]) {
      const card = page.getByRole("group", { name, exact: true });
      await expect(card.getByRole("link", { name: "Switch to this Plan" })).toBeVisible();
      await expect(card.getByRole("link", { name: "Start Free Trial" })).toHaveCount(0);
    }
    // Spec (shared public navigation): a Sign In button and a Get Started button, whoever is visiting.
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/subscription");
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await header.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(pathIs("/dashboard"));
  });

  test("contact sales leads to the contact page", async ({ page }) => {
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { name: "Need More Than 3 Users?" })).toBeVisible();
    await page.getByRole("link", { name: "Contact Sales" }).click();
    await expect(page).toHaveURL(pathIs("/contact"));
  });
});

test.describe("contact", () => {
  test("contact details, field errors on an empty submit, and a real message", async ({ page }) => {
    await page.goto("/contact");
    await expect(heading1(page)).toHaveText("Contact Us");
    await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByText("San Antonio, TX")).toBeVisible();

    const name = page.getByLabel("Name");
    const email = page.getByLabel("Email");
    const subject = page.getByLabel("Subject");
    const message = page.getByLabel("Message");
    const send = page.getByRole("button", { name: "Send Message" });

    await send.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(subject).toHaveAccessibleDescription("Please enter a subject.");
    await expect(message).toHaveAccessibleDescription("Please enter a message.");

    await name.fill("Riley Foreman");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await email.fill(`riley-${Date.now()}@example.com`);
    await subject.fill("Demo for our crew");
    await message.fill("We run six crews in San Antonio and would like a demo.");
    await send.click();

    await expectToast(page, "Message Sent!", "We'll get back to you as soon as possible.");
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue("");
    await expect(send).toBeEnabled();
  });
});

test.describe("phone-width menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the toggle opens the menu, a link navigates and closes it", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const toggle = banner.getByRole("button", { name: "Toggle menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(banner.getByRole("link", { name: "Pricing" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const { name } of NAV) await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Get Started" })).toBeVisible();

    await banner.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(pathIs("/subscription"));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(banner.getByRole("link", { name: "Pricing" })).toBeHidden();

    await toggle.click();
    await banner.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(pathIs("/signin"));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
