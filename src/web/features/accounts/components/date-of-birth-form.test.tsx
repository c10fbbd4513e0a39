import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DateOfBirthUpdateSchema } from "../../../../shared/accounts/auth.schema";
import type { CustomerSession } from "../../../../shared/accounts/customer.schema";
import { fakeServer, renderWithClient } from "../../../testing/render-with-server";
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
  it("shows the stored date and saves a new one, toasting the server's answer", async () => {
    const server = fakeServer({
      "PUT /api/customer/date-of-birth": { message: "Your date of birth has been saved." },
    });
    const { user } = renderWithClient(<DateOfBirthForm customer={customer} />);
    expect(screen.getByText(/Saved: 14 March 1990/)).toBeTruthy();
    expect((screen.getByLabelText(/Date of birth/) as HTMLInputElement).value).toBe("1990-03-14");

    pickDate("1991-12-02");
    await user.click(screen.getByRole("button", { name: "Save date of birth" }));

    expect(await screen.findByText("Your date of birth has been saved.")).toBeTruthy();
    server.expectOneWrite(
      { method: "PUT", path: "/api/customer/date-of-birth", body: { dateOfBirth: "1991-12-02" } },
      DateOfBirthUpdateSchema,
    );
  });

  it("refuses a future date with the schema's message, sending nothing", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<DateOfBirthForm customer={{ ...customer, dateOfBirth: null }} />);
    expect(screen.getByText(/Not given/)).toBeTruthy();
    pickDate("2999-01-01");
    await user.click(screen.getByRole("button", { name: "Save date of birth" }));
    expect(await screen.findByText("Date of birth must be in the past")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("toasts the failure with the server's message", async () => {
    fakeServer({
      "PUT /api/customer/date-of-birth": () => ({
        status: 401,
        body: { message: "Please sign in to continue." },
      }),
    });
    const { user } = renderWithClient(<DateOfBirthForm customer={customer} />);
    await user.click(screen.getByRole("button", { name: "Save date of birth" }));
    expect(await screen.findByText("Could not save your date of birth")).toBeTruthy();
    expect(await screen.findByText("Please sign in to continue.")).toBeTruthy();
  });
});
