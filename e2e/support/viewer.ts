import type { Page } from "@playwright/test";
import { PAGE_SESSION_ELEMENT_ID } from "../../src/shared/contracts/session-probe.ts";

const ROLE_IN_SESSION = /("role":)"(admin|member)"/;

/**
 * The signed-in account presented to the browser as a viewer: the session written into each dashboard page, and
 * the session route's answer, say role viewer. For journeys about what a viewer's screens leave out; the
 * server's 403 on a viewer's writes is covered by the API tests, and team.spec.ts makes a real viewer.
 */
export async function presentAsViewer(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith("/dashboard"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        new RegExp(`(id="${PAGE_SESSION_ELEMENT_ID}">[^<]*?)${ROLE_IN_SESSION.source}`),
        '$1$2"viewer"',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route("**/api/auth/session", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { organization: { role: string } | null };
    if (body.organization) body.organization.role = "viewer";
    await route.fulfill({ response, json: body });
  });
}
