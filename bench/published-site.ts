import { gzipSync } from "node:zlib";
import sharp from "sharp";

/**
 * A published contractor website for the bench (issue 16): a template, a hero with a picture, 6 services and
 * 12 portfolio projects with pictures, published at `slug` through the API as a person would.
 */
export async function publishBenchSite(baseUrl: string, cookie: string, slug: string): Promise<void> {
  const headers = { cookie, origin: baseUrl };
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  };
  const picture = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const upload = async (use: "hero" | "portfolio") => {
    const res = await fetch(`${baseUrl}/api/websites/images?use=${use}`, {
      method: "POST",
      headers: { ...headers, "content-type": "image/jpeg" },
      body: new Uint8Array(picture),
    });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  const words =
    "Quality construction, honest estimates and crews who show up on time, every time, from the first sketch to the final walk-through.";
  await send("PATCH", "/api/websites/draft", { template: "general-contractor" });
  await send("PATCH", "/api/websites/draft", {
    hero: {
      heading: "Harbor Builders",
      subheading: words,
      ctaText: "Get a Free Estimate",
      backgroundImage: await upload("hero"),
      backgroundVideo: "",
      layout: "image-right",
      textColor: "#FFFFFF",
      buttonColor: "#3B82F6",
    },
    services: Array.from({ length: 6 }, (_, i) => ({
      id: `s${i}`,
      title: `Service ${i + 1}`,
      description: words,
      icon: ["Zap", "Hammer", "Paintbrush", "Home", "Building", "Wrench"][i],
    })),
  });
  const image = await upload("portfolio");
  await send("PATCH", "/api/websites/draft", {
    portfolio: Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      title: `Project ${i + 1}`,
      description: words,
      category: "Residential",
      image,
      projectUrl: "https://example.com/",
    })),
  });
  await send("POST", "/api/websites/publish", { slug });
}

/** The published page's HTML (its CSS is inside it) as sent, and gzipped. */
export async function publishedPageWeight(
  baseUrl: string,
  slug: string,
): Promise<{ bytes: number; gzipBytes: number }> {
  const res = await fetch(`${baseUrl}/sites/${slug}`);
  if (!res.ok) throw new Error(`GET /sites/${slug}: ${res.status}`);
  const html = Buffer.from(await res.arrayBuffer());
  return { bytes: html.length, gzipBytes: gzipSync(html).length };
}
