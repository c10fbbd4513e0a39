import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

const list = async () =>
  (await t.app.inject({ method: "GET", url: "/api/chefs" })).json() as { id: number; name: string }[];

describe("chef writes", () => {
  it("adds, updates and removes a chef", async () => {
    const created = await t.signedIn("POST", "/api/chefs", {
      name: "Chef Imran",
      specialty: "Haleem",
      experience: "15 years",
      description: "Slow-cooked classics",
      photo: "https://example.com/imran.jpg",
    });
    expect(created.statusCode).toBe(201);
    const chef = created.json();
    expect((await list()).some((c) => c.name === "Chef Imran")).toBe(true);
    const updated = await t.signedIn("PUT", `/api/chefs/${chef.id}`, {
      specialty: "Haleem and kebabs",
      photo: "",
    });
    expect(updated.json()).toMatchObject({ specialty: "Haleem and kebabs", photo: null });
    await t.app.inject({ method: "DELETE", url: `/api/chefs/${chef.id}`, headers: { cookie: t.cookie } });
    expect((await list()).some((c) => c.id === chef.id)).toBe(false);
  });

  it("refuses missing fields and a javascript: photo", async () => {
    const before = (await list()).length;
    for (const payload of [
      { name: "X", specialty: "", experience: "1", description: "d" },
      { name: "X", specialty: "s", experience: "1", description: "d", photo: "javascript:alert(1)" },
    ]) {
      const res = await t.signedIn("POST", "/api/chefs", payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await list()).length).toBe(before);
  });
});
