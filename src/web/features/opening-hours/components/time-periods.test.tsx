import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TIME_FORMAT_MESSAGE, TimePeriodInputSchema } from "@shared/opening-hours/opening-hours.schema";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { AddPeriodForm } from "./time-periods";

const noop = () => {};

/** Asks for a lunch period opening at `openTime` and closing at 15:00. */
async function addLunch(user: UserEvent, openTime: string) {
  await user.type(screen.getByLabelText(/Period name/), "Lunch");
  await user.type(screen.getByLabelText(/Opening time/), openTime);
  await user.type(screen.getByLabelText(/Closing time/), "15:00");
  await user.click(screen.getByRole("button", { name: "Add period" }));
}

describe("add time period form", () => {
  it("names every missing field and sends nothing when submitted empty", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<AddPeriodForm dayOfWeek={1} onDone={noop} />);
    await user.click(screen.getByRole("button", { name: "Add period" }));

    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Opening time is required")).toBeTruthy();
    expect(screen.getByText("Closing time is required")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("says a badly written time in the field and in a toast, sending nothing", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<AddPeriodForm dayOfWeek={1} onDone={noop} />);
    await addLunch(user, "25:00");

    // Once under the field, once in the toast.
    expect(await screen.findAllByText(TIME_FORMAT_MESSAGE)).toHaveLength(2);
    expect(server.writes()).toEqual([]);
  });

  it("posts the period for its day in the shape the server validates", async () => {
    const server = fakeServer({
      "POST /api/time-periods": { success: true, message: "Time period added successfully" },
    });
    const { user } = renderWithClient(<AddPeriodForm dayOfWeek={5} onDone={noop} />);
    await addLunch(user, "12:00");

    expect(await screen.findByText("Time period added successfully")).toBeTruthy();
    server.expectOneWrite("POST /api/time-periods", TimePeriodInputSchema, {
      dayOfWeek: 5,
      periodName: "Lunch",
      openTime: "12:00",
      closeTime: "15:00",
    });
  });
});
