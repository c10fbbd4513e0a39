import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@web/app/query-client";
import { orderAheadDays, slotAt, TODAY_SLOTS } from "@web/testing/order-ahead-days";
import { fakeServer } from "@web/testing/render-with-server";
import { useLaterDaysOffered, useOrderAheadSlots } from "./use-order-ahead-slots";

const today = TODAY_SLOTS;
const slot = (time: string) => slotAt(time, "Saturday");
const days = orderAheadDays(4, [
  { date: "2026-12-05", label: "Saturday 5 December", slots: [slot("12:00"), slot("12:30")] },
]);

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe("the checkout's days", () => {
  it("today only while the owner's setting is off", async () => {
    fakeServer({
      "GET /api/order-ahead/days": { ...days, daysAhead: 0, days: [days.days[0]], notOffered: [] },
    });
    const { result } = renderHook(() => useOrderAheadSlots(today, ""), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toMatchObject({ slots: today, dates: null, laterDay: false });
  });

  it("offers the days with their labels, Saturday's own slots, and says why Monday is missing", async () => {
    fakeServer({ "GET /api/order-ahead/days": days });
    const { result } = renderHook(() => useOrderAheadSlots(today, "2026-12-05"), { wrapper });
    await waitFor(() => expect(result.current.dates).not.toBeNull());
    expect(result.current.dates?.map((d) => d.label)).toEqual([
      "Today - Thursday 3 December",
      "Saturday 5 December",
    ]);
    expect(result.current.slots).toMatchObject({ date: "2026-12-05", dateLabel: "Saturday 5 December" });
    expect(result.current.slots?.slots.map((s) => s.time)).toEqual(["12:00", "12:30"]);
    expect(result.current.notOffered).toEqual(["Monday 7 December: Closed"]);
    expect(result.current.laterDay).toBe(true);
  });

  it("leaves today out while the cart holds a dish sold out today, and says which", async () => {
    fakeServer({ "GET /api/order-ahead/days": days });
    const { result } = renderHook(() => useOrderAheadSlots(today, "", ["Lamb Biryani"]), { wrapper });
    await waitFor(() => expect(result.current.dates).not.toBeNull());
    expect(result.current.dates?.map((d) => d.label)).toEqual(["Saturday 5 December"]);
    expect(result.current.slots).toMatchObject({ date: "2026-12-05" });
    expect(result.current.laterDay).toBe(true);
    expect(result.current.notOffered).toEqual([
      "Today - Thursday 3 December: Lamb Biryani sold out today",
      "Monday 7 December: Closed",
    ]);
  });

  it("says whether a later day can be chosen at all", async () => {
    fakeServer({ "GET /api/order-ahead/days": days });
    const { result } = renderHook(() => useLaterDaysOffered(), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(true));
  });
});
