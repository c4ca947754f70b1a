import { describe, expect, it } from "vitest";
import {
  emptySiteContent,
  imageIdsOf,
  isWebAddress,
  slugProblem,
  suggestSlug,
  withTemplate,
  youtubeEmbedUrl,
  youtubeVideoId,
} from "./websites.rules.ts";

describe("youtubeVideoId", () => {
  it("reads the spec's two forms (watch?v= and youtu.be/) and nothing else", () => {
    expect(youtubeVideoId("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("http://m.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://youtu.be/dQw4w9WgXcQ?si=abc")).toBe("dQw4w9WgXcQ");
    for (const url of [
      "https://vimeo.com/123",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://youtu.be/short",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      'https://youtu.be/dQw4w9WgXc"',
      "",
    ]) {
      expect(youtubeVideoId(url), url).toBeNull();
    }
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0");
  });
});

describe("slugs", () => {
  it("takes 3 to 50 lowercase letters, digits and single hyphens, and refuses the reserved words", () => {
    expect(slugProblem("harbor-builders")).toBeNull();
    expect(slugProblem("a1b")).toBeNull();
    for (const slug of ["ab", "-abc", "abc-", "a--b", "Abc", "a_b", "a b", "x".repeat(51)])
      expect(slugProblem(slug), slug).toBe("invalid");
    expect(slugProblem("admin")).toBe("reserved");
    expect(slugProblem("preview")).toBe("reserved");
  });

  it("suggests one from the company name, or none when the name gives no usable one", () => {
    expect(suggestSlug("Acme Builders, LLC")).toBe("acme-builders-llc");
    expect(suggestSlug("Café Construcción")).toBe("cafe-construccion");
    expect(suggestSlug("AB")).toBe("");
    expect(suggestSlug("Admin")).toBe("");
    expect(suggestSlug(`${"a".repeat(49)} b`)).toBe("a".repeat(49));
  });
});

describe("templates and content", () => {
  it("fills an empty site once with starter text naming the company, and keeps what was written", () => {
    const first = withTemplate(emptySiteContent(), "remodeler", "Harbor Builders");
    expect(first).toMatchObject({
      template: "remodeler",
      theme: { layout: "classic", fonts: { heading: "Roboto", body: "Roboto" }, colors: { primary: "#2563eb" } },
    });
    expect(first.hero.heading).toBe("Harbor Builders");
    expect(first.hero.ctaText).toBe("Get a Free Estimate");
    expect(first.services.map((s) => s.icon)).toEqual(["Building", "Hammer", "Wrench"]);
    const written = {
      ...first,
      hero: { ...first.hero, heading: "Ours" },
      services: [first.services[0]].filter((s) => s !== undefined),
    };
    const second = withTemplate(written, "specialty-trade", "Harbor Builders");
    expect(second.hero.heading).toBe("Ours");
    expect(second.services).toHaveLength(1);
    expect(second.theme.layout).toBe("minimal");
  });

  it("lists the pictures a site shows once each", () => {
    const content = emptySiteContent();
    content.hero.backgroundImage = "a";
    content.portfolio = [
      { id: "1", title: "t", description: "d", category: "c", projectUrl: "", image: "b" },
      { id: "2", title: "t", description: "d", category: "c", projectUrl: "", image: "a" },
      { id: "3", title: "t", description: "d", category: "c", projectUrl: "", image: null },
    ];
    expect(imageIdsOf(content)).toEqual(["a", "b"]);
    expect(imageIdsOf(null)).toEqual([]);
  });

  it("takes only http and https addresses for links", () => {
    expect(isWebAddress("https://example.com/x")).toBe(true);
    expect(isWebAddress("http://example.com")).toBe(true);
    for (const url of ["javascript:alert(1)", "data:text/html,x", "example.com", "//example.com", "ftp://example.com"])
      expect(isWebAddress(url), url).toBe(false);
  });
});
