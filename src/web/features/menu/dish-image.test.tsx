import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DishImage } from "./dish-image";

const upload = "/api/images/0b7c2d9e-1f4a-4c3b-9a8e-5d6f7a8b9c0d/1200.webp";

describe("dish image", () => {
  it("loads lazily and off the main thread, in a box of fixed size, offering each stored width", () => {
    render(<DishImage dish={{ image: upload, name: "Lamb Haleem", category: "mains" }} />);
    const img = screen.getByRole("img", { name: "Lamb Haleem" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    // The menu card's box: h-44 (176 px) by a third of the 7xl container.
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["400", "176"]);
    expect(img.getAttribute("srcset")).toBe(
      [400, 800, 1200].map((w) => upload.replace("1200.webp", `${w}.webp ${w}w`)).join(", "),
    );
    expect(img.getAttribute("sizes")).toContain("80px");
  });

  it("takes the box of a thumbnail, and has no srcset for a photo that is not an upload", () => {
    render(
      <DishImage
        dish={{ image: "https://example.com/dal.jpg", name: "Dal", category: "vegetarian" }}
        width={80}
        height={80}
        sizes="80px"
      />,
    );
    const img = screen.getByRole("img", { name: "Dal" });
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["80", "80"]);
    expect(img.getAttribute("srcset")).toBeNull();
  });

  it("shows the category's drawing when the photo fails to load", () => {
    render(<DishImage dish={{ image: upload, name: "Lamb Haleem", category: "mains" }} />);
    fireEvent.error(screen.getByRole("img", { name: "Lamb Haleem" }));
    expect(screen.queryByRole("img", { name: "Lamb Haleem" })).toBeNull();
    expect(screen.getByText("Photo coming soon")).toBeTruthy();
  });
});
