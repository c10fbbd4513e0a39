import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DATE_OF_BIRTH_SET_ONCE, DateOfBirthUpdateSchema } from "@shared/accounts/auth.schema";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { DateOfBirthForm } from "./date-of-birth-form";

const customer: CustomerSession = {
  id: 4,
  firstName: "Ayesha",
  lastName: "Khan",
  email: "ayesha@example.com",
  phone: "07700 900123",
  totalOrders: 0,
  totalSpent: "0.00",
  loyaltyPoints: 0,
  memberSince: "2026-11-24T12:00:00.000Z",
  dateOfBirth: "1990-03-14",
};

/** A date input takes its value whole, as a browser's picker gives it. */
function pickDate(value: string) {
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value } });
}

describe("date of birth form", () => {
  it("saves a date of birth not given yet, toasting the server's answer", async () => {
    const server = fakeServer({
      "PUT /api/customer/date-of-birth": { message: "Your date of birth has been saved." },
    });
    const { user } = renderWithClient(<DateOfBirthForm customer={{ ...customer, dateOfBirth: null }} />);
    expect(screen.getByText(/Not given/)).toBeTruthy();

    pickDate("1991-12-02");
    await user.click(screen.getByRole("button", { name: "Save date of birth" }));

    expect(await screen.findByText("Your date of birth has been saved.")).toBeTruthy();
    server.expectOneWrite("PUT /api/customer/date-of-birth", DateOfBirthUpdateSchema, {
      dateOfBirth: "1991-12-02",
    });
  });

  it("shows a saved date without offering to change it (it is set once)", () => {
    const server = fakeServer({});
    renderWithClient(<DateOfBirthForm customer={customer} />);
    expect(screen.getByText(/14 March 1990/)).toBeTruthy();
    expect(screen.getByText(/can only be set once/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save date of birth" })).toBeNull();
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it("refuses a future date with the schema's message, sending nothing", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<DateOfBirthForm customer={{ ...customer, dateOfBirth: null }} />);
    pickDate("2999-01-01");
    await user.click(screen.getByRole("button", { name: "Save date of birth" }));
    expect(await screen.findByText("Date of birth must be in the past")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("toasts the failure with the server's message", async () => {
    fakeServer({
      "PUT /api/customer/date-of-birth": () => ({
        status: 409,
        body: { message: DATE_OF_BIRTH_SET_ONCE },
      }),
    });
    const { user } = renderWithClient(<DateOfBirthForm customer={{ ...customer, dateOfBirth: null }} />);
    pickDate("1991-12-02");
    await user.click(screen.getByRole("button", { name: "Save date of birth" }));
    expect(await screen.findByText("Could not save your date of birth")).toBeTruthy();
    expect(await screen.findByText(DATE_OF_BIRTH_SET_ONCE)).toBeTruthy();
  });
});
