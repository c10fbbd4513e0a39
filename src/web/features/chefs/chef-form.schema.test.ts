import { describe, expect, it } from "vitest";
import { errorsOf } from "@web/testing/schema-errors";
import { ChefFormSchema } from "./chef-form.schema";

describe("chef form", () => {
  const chef = { name: "Ravi", specialty: "Biryani", experience: "12 years", description: "Dum master" };

  it("accepts an uploaded photo's relative URL, as the server does", () => {
    const parsed = ChefFormSchema.parse({ ...chef, photo: "/api/images/ab12-cd/1200.webp" });
    expect(parsed.photo).toBe("/api/images/ab12-cd/1200.webp");
    expect(ChefFormSchema.parse({ ...chef, photo: "" }).photo).toBeNull();
  });

  it("refuses other photo text and names missing fields", () => {
    expect(errorsOf(ChefFormSchema, { ...chef, photo: "javascript:alert(1)" })).toEqual({
      photo: "Photo must be an image URL",
    });
    expect(errorsOf(ChefFormSchema, { ...chef, specialty: "", photo: "" })).toEqual({
      specialty: "Specialty is required",
    });
  });

  it("never sends an order, so an edit keeps the chef's place", () => {
    expect(ChefFormSchema.parse({ ...chef, photo: "" })).not.toHaveProperty("order");
  });
});
