/**
 * Issue 33, item 3: until the later dish cards of /order are live, the fallback of their Suspense
 * boundary is the server's own markup of each card, so React giving up hydrating them (an update
 * reached the boundary first) leaves every dish in the document.
 */
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuItem } from "@shared/menu/menu.schema";
import { Providers } from "@web/app/providers";
import { createQueryClient } from "@web/app/query-client";
import { fakeServer } from "@web/testing/render-with-server";
import { MenuView } from "./menu-view";

const dish = (id: number): MenuItem => ({
  id,
  name: `Dish ${id}`,
  description: `The ${id}th dish`,
  price: "£9.50",
  pricePence: 950,
  category: "curries",
  image: null,
  isVegetarian: id % 2 === 0,
  isNonVegetarian: id % 2 === 1,
  isSpicy: id % 3 === 0,
  allergens: [],
  isAvailable: true,
  soldOutUntil: null,
  isSoldOut: id === 9,
  orderIndex: id,
  optionGroups: [],
});
const MENU = Array.from({ length: 10 }, (_, index) => dish(index + 1));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("the later dish cards before they are live", () => {
  it("are the server's markup of each card, and leave out a dish the server did not draw", async () => {
    fakeServer({});
    // The page as the server drew it: every card of the menu.
    render(
      <Providers queryClient={createQueryClient()}>
        <MenuView menu={MENU} onAdd={() => {}} />
      </Providers>,
    );
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(MENU.length));
    const drawn = [...document.querySelectorAll("li[data-dish-id]")];

    // The fallback reads the cards back from the document, as React has not yet replaced them.
    const { ServerDrawnCards } = await import("./server-drawn-cards");
    const later = MENU.slice(6).map((item) => item.id);
    const fallback = render(
      <ul>
        <ServerDrawnCards ids={[...later, 99]} className="card" firstId="later-dishes" />
      </ul>,
    );
    const cards = [...fallback.container.querySelectorAll("li")];
    expect(cards.map((card) => card.getAttribute("data-dish-id"))).toEqual(later.map(String));
    expect(cards.map((card) => card.innerHTML)).toEqual(drawn.slice(6).map((card) => card.innerHTML));
    expect(cards[0]?.id).toBe("later-dishes");
    expect(cards.at(-1)?.textContent).toContain("Dish 10");
  });
});
