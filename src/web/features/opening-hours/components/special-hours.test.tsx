import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
import {
  SPECIAL_HOURS_PAST_MESSAGE,
  SPECIAL_HOURS_REQUIRED_MESSAGE,
  SpecialHoursInputSchema,
} from "@shared/opening-hours/opening-hours.schema";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { SpecialHoursSection } from "./special-hours";

const tomorrow = addDays(getLondonMoment(new Date()).date, 1);

function serveNoSpecialHours() {
  return fakeServer({ "GET /api/special-hours": { data: [] } });
}

describe("special hours form", () => {
  it("says once that date and reason are required, marks both, and sends nothing", async () => {
    const server = serveNoSpecialHours();
    const { user } = renderWithClient(<SpecialHoursSection />);
    await user.click(screen.getByRole("button", { name: "Add special hours" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(SPECIAL_HOURS_REQUIRED_MESSAGE);
    expect(screen.getByLabelText(/Date/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/Reason/).getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });

  it("refuses a day in the past and open hours without times", async () => {
    const server = serveNoSpecialHours();
    const { user } = renderWithClient(<SpecialHoursSection />);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: "2020-01-01" } });
    await user.type(screen.getByLabelText(/Reason/), "Private party");
    await user.clear(screen.getByLabelText("Open"));
    await user.click(screen.getByRole("button", { name: "Add special hours" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Open and close times are required unless closed all day");
    expect(server.writes()).toEqual([]);

    await user.type(screen.getByLabelText("Open"), "12:00");
    await user.click(screen.getByRole("button", { name: "Add special hours" }));
    expect((await screen.findByRole("alert")).textContent).toBe(SPECIAL_HOURS_PAST_MESSAGE);
    expect(server.writes()).toEqual([]);
  });

  it("posts a day closed all day without times", async () => {
    const server = serveNoSpecialHours();
    const { user } = renderWithClient(<SpecialHoursSection />);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: tomorrow } });
    await user.type(screen.getByLabelText(/Reason/), "Staff training");
    await user.click(screen.getByRole("switch", { name: "Closed all day" }));
    expect(screen.queryByLabelText("Open")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add special hours" }));

    expect(await screen.findByText("Special hours added successfully")).toBeTruthy();
    server.expectOneWriteMatching("POST /api/special-hours", SpecialHoursInputSchema, {
      date: tomorrow,
      reason: "Staff training",
      isClosed: true,
      openTime: null,
      closeTime: null,
      lastOrderTime: null,
    });
  });

  it("fills evening-only hours from the shortcut and posts them", async () => {
    const server = serveNoSpecialHours();
    const { user } = renderWithClient(<SpecialHoursSection />);
    await user.click(screen.getByRole("button", { name: /Special hours 17:00-21:00/ }));
    await user.click(screen.getByRole("button", { name: "Add special hours" }));

    expect(await screen.findByText("Special hours added successfully")).toBeTruthy();
    expect(server.writes()[0]?.body).toMatchObject({
      date: tomorrow,
      reason: "Special hours",
      isClosed: false,
      openTime: "17:00",
      closeTime: "21:00",
      lastOrderTime: "20:30",
    });
  });
});
