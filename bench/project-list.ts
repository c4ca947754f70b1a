/** Seeds an organization with projects that each have a client and a manager, as the list budget describes. */
export async function seedProjects(baseUrl: string, cookie: string, count: number): Promise<void> {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path} failed (${res.status}): ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  for (let i = 0; i < count; i++) {
    const client = await post("/api/clients", { name: `Client ${i % 10}` });
    await post("/api/projects", {
      name: `Project ${i}`,
      description: "Ground-up construction of a mid-rise mixed-use building with retail at grade.",
      startDate: "2026-01-05",
      endDate: "2026-12-18",
      status: i % 3 === 0 ? "In Progress" : "Planning",
      budget: 1_000_000 + i * 1000,
      clientId: client.id,
    });
  }
  const list = await fetch(`${baseUrl}/api/projects`, { headers: { cookie } });
  const body = (await list.json()) as { projects: { client: unknown; manager: unknown }[] };
  if (body.projects.length !== Math.min(count, 50) || body.projects.some((p) => !p.client || !p.manager)) {
    throw new Error("seeded projects are not listed with client and manager");
  }
}
