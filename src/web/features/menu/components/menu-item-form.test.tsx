import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MenuItem } from "@shared/menu/menu.schema";
import { MenuItemInputSchema, MenuItemPatchSchema } from "@shared/menu/menu-admin.schema";
import { StaffRoleProvider } from "@web/features/admin/staff-role-context";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { MenuTab } from "../menu-tab";

const OWNER = "owner" as const;

const BIRYANI: MenuItem = {
  id: 7,
  name: "Chicken Dum Biryani",
  description: "Slow-cooked in a sealed pot",
  price: "£13.50",
  pricePence: 1350,
  category: "biryanis",
  image: null,
  isVegetarian: false,
  isNonVegetarian: true,
  isSpicy: true,
  allergens: [],
  isAvailable: true,
  soldOutUntil: null,
  isSoldOut: false,
  orderIndex: 0,
  optionGroups: [],
};

function serveMenu() {
  return fakeServer({ "GET /api/menu": [BIRYANI], "GET /api/admin/stats": {} });
}

/** The tab over one dish, as an owner, with its Add Menu Item dialog open. */
async function openAddDialog() {
  const server = serveMenu();
  // Adding and editing dishes is an owner's work; staff see only the sold-out switches.
  const { user } = renderWithClient(
    <StaffRoleProvider role={OWNER}>
      <MenuTab />
    </StaffRoleProvider>,
  );
  await user.click(await screen.findByRole("button", { name: "Add Menu Item" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add Menu Item" }));
  return { server, user, dialog };
}

describe("menu item form", () => {
  it("keeps Add disabled until name and price are filled", async () => {
    const { user, dialog } = await openAddDialog();
    const add = dialog.getByRole("button", { name: "Add menu item" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(dialog.getByLabelText(/Name/), "Paneer Tikka");
    expect(add.disabled).toBe(true);
    await user.type(dialog.getByLabelText(/Price/), "8");
    expect(add.disabled).toBe(false);
  });

  it("refuses a price that is not an amount, with the shared schema's message, sending nothing", async () => {
    const { server, user, dialog } = await openAddDialog();
    await user.type(dialog.getByLabelText(/Name/), "Paneer Tikka");
    await user.type(dialog.getByLabelText(/Price/), "eight pounds");
    await user.click(dialog.getByRole("button", { name: "Add menu item" }));

    expect(await dialog.findByText("Enter a price such as 9.99")).toBeTruthy();
    expect(dialog.getByLabelText(/Price/).getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });

  it("posts a new dish with its dietary marks and allergens as the server expects", async () => {
    const { server, user, dialog } = await openAddDialog();
    await user.type(dialog.getByLabelText(/Name/), "Paneer Tikka");
    await user.type(dialog.getByLabelText(/Price/), "8.95");
    await user.selectOptions(dialog.getByLabelText("Category"), "starters");
    await user.click(dialog.getByLabelText("Vegetarian"));
    await user.click(dialog.getByLabelText("Milk"));
    await user.click(dialog.getByRole("button", { name: "Add menu item" }));

    expect(await screen.findByText("Menu item created successfully")).toBeTruthy();
    server.expectOneWrite("POST /api/admin/menu", MenuItemInputSchema, {
      name: "Paneer Tikka",
      description: "",
      price: "8.95",
      category: "starters",
      isVegetarian: true,
      isNonVegetarian: false,
      isSpicy: false,
      allergens: ["milk"],
    });
  });

  it("sends an edit to the dish's own address without touching its photo", async () => {
    const server = serveMenu();
    // Adding and editing dishes is an owner's work; staff see only the sold-out switches.
    const { user } = renderWithClient(
      <StaffRoleProvider role={OWNER}>
        <MenuTab />
      </StaffRoleProvider>,
    );
    await user.click(await screen.findByRole("button", { name: `Edit ${BIRYANI.name}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Menu Item" }));
    const price = dialog.getByLabelText(/Price/);
    expect((price as HTMLInputElement).value).toBe("13.50");
    await user.clear(price);
    await user.type(price, "14.25");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Menu item updated successfully")).toBeTruthy();
    const write = server.expectOneWriteMatching(
      `PUT /api/admin/menu/${BIRYANI.id}`,
      MenuItemPatchSchema, // Not the category: happy-dom does not select the option a registered <select> is given on mount.
      { name: BIRYANI.name, price: "14.25", isSpicy: true },
    );
    expect(write.body).not.toHaveProperty("image");
  });
});
