import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MenuItem } from "@shared/menu/menu.schema";
import { AddDishButton } from "./add-dish-button";

const dish: MenuItem = {
  id: 4,
  name: "Lamb Biryani",
  description: "",
  price: "£14.95",
  pricePence: 1495,
  category: "biryanis",
  image: null,
  isVegetarian: false,
  isNonVegetarian: true,
  isSpicy: true,
  allergens: [],
  isAvailable: true,
  soldOutUntil: null,
  isSoldOut: false,
  orderIndex: 1,
  optionGroups: [],
};
const soldOutToday = { ...dish, isSoldOut: true, soldOutUntil: "2026-12-04" };

describe("a dish's Add button", () => {
  it("adds a dish on sale, and shows a sold-out one as a badge", () => {
    const { rerender } = render(<AddDishButton dish={dish} className="" onClick={() => {}} />);
    expect(screen.getByRole("button", { name: "Add" })).toBeTruthy();
    rerender(<AddDishButton dish={soldOutToday} className="" />);
    expect(screen.getByText("Sold out")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers a dish sold out only today for a later day when one can be chosen (issue 39)", async () => {
    const onClick = vi.fn();
    render(<AddDishButton dish={soldOutToday} laterDays className="" onClick={onClick} />);
    expect(screen.getByText("Sold out today")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add Lamb Biryani for a later day" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("keeps a dish switched off sold out, later days or not", () => {
    render(<AddDishButton dish={{ ...soldOutToday, isAvailable: false }} laterDays className="" />);
    expect(screen.getByText("Sold out")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
