import type { SmtpCatcher } from "./smtp-catcher.ts";

/**
 * A project's construction finance made as a contractor makes it, for the Lighthouse pages that need one: a
 * client, a project, a schedule of values of twelve lines, an approved pay application and a change order of
 * three lines sent to the client. Answers the project's id (its job-finance pages) and the client's change-order
 * page (`/view/change-orders/{token}`: the token is a key, so say it only as the placeholder).
 */
export async function jobFinancePages(
  baseUrl: string,
  cookie: string,
  smtp: SmtpCatcher,
): Promise<{ projectId: string; changeOrderPath: string }> {
  const send = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body ? { "content-type": "application/json", cookie } : { cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const client = await send("POST", "/api/clients", { name: "Port Authority" });
  const project = await send("POST", "/api/projects", {
    clientId: client.id,
    name: "Harbor Tower",
    status: "In Progress",
    startDate: "2026-01-05",
    endDate: "2026-12-30",
    budget: "1.2M",
  });
  const projectId = String(project.id);
  const base = `/api/job-finance/projects/${projectId}`;
  const sov = (await send("PUT", `${base}/schedule-of-values`, {
    lines: Array.from({ length: 12 }, (_, i) => ({
      itemNo: String(i + 1),
      description: `Work package ${i + 1}`,
      scheduledValue: "100,000",
    })),
  })) as { lines: { id: string }[] };
  const app = await send("POST", `${base}/pay-applications`, { periodTo: "2026-03-31" });
  const appUrl = `/api/job-finance/pay-applications/${String(app.id)}`;
  await send("PUT", appUrl, {
    lines: sov.lines.map((l) => ({ sovLineId: l.id, workThisPeriod: "25,000", storedThisPeriod: "0" })),
  });
  await send("POST", `${appUrl}/submit`, {});
  await send("POST", `${appUrl}/approve`, {});
  const codes = (await send("GET", "/api/job-finance/cost-codes")) as {
    costCodes: { id: string }[];
  };
  const costCodeId = codes.costCodes[3]?.id ?? "";
  const order = await send("POST", `${base}/change-orders`, {
    title: "Extra pile caps",
    description: "Four pile caps more than drawn, after the soil report.",
    reason: "Soil report",
    lines: ["Pile caps", "Rebar", "Pumping"].map((description, i) => ({
      costCodeId,
      costType: "material",
      description,
      amount: `${(i + 1) * 1500}`,
      days: i,
    })),
  });
  const to = `owner-${Date.now()}@example.com`;
  await send("POST", `/api/job-finance/change-orders/${String(order.id)}/send`, { to });
  const mail = await smtp.waitForMail(to);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/view\/change-orders\/[^\s"<>]+/)?.[0];
  if (!link) throw new Error("no client link in the change order's e-mail");
  return { projectId, changeOrderPath: new URL(link).pathname };
}
