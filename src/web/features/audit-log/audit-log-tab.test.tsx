import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditEntry, AuditLogPage } from "@shared/audit-log/audit-log.schema";
import { AuditLogQuerySchema } from "@shared/audit-log/audit-log.schema";
import { fakeServer, renderWithClient } from "../../testing/render-with-server";
import { AuditLogTab } from "./audit-log-tab";

const PEOPLE = "GET /api/admin/audit-log/people";

const ready: AuditEntry = {
  id: 9,
  at: "2026-11-24T18:05:00.000Z",
  username: "sara",
  kind: "order.status",
  entity: "order",
  entityId: "12",
  subject: "HH-7VSW9Z",
  summary: "sara marked order HH-7VSW9Z ready",
  before: { status: "preparing" },
  after: { status: "ready" },
};
const price: AuditEntry = {
  id: 8,
  at: "2026-11-23T21:30:00.000Z",
  username: "owner",
  kind: "dish.changed",
  entity: "menu-item",
  entityId: "3",
  subject: "Lamb Rogan Josh",
  summary: "",
  before: { name: "Lamb Rogan Josh", pricePence: 1495 },
  after: { name: "Lamb Rogan Josh", pricePence: 1595 },
};
const page = (entries: AuditEntry[], nextBeforeId: number | null = null): AuditLogPage => ({
  entries,
  nextBeforeId,
});

describe("the audit log tab", () => {
  it("reads each entry as a sentence with its time and kind, and pages on to older ones", async () => {
    const server = fakeServer({
      [PEOPLE]: { people: ["owner", "sara"] },
      "GET /api/admin/audit-log": page([ready], 9),
      "GET /api/admin/audit-log?beforeId=9": page([price]),
    });
    const { user } = renderWithClient(<AuditLogTab />);
    const list = await screen.findByRole("list", { name: "Changes, newest first" });
    const [first] = within(list).getAllByRole("listitem");
    expect(first?.textContent).toContain("sara marked order HH-7VSW9Z ready");
    expect(first?.textContent).toContain("24/11/2026, 18:05 · Order status and cancellations");
    expect(screen.getByRole("status")?.textContent).toContain("1 change shown (older ones below).");
    await user.click(screen.getByRole("button", { name: "Show older changes" }));
    expect(await within(list).findByText("owner changed Lamb Rogan Josh from £14.95 to £15.95")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show older changes" })).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it("asks the server for the filters chosen, and says when nothing matches", async () => {
    const server = fakeServer({
      [PEOPLE]: { people: ["owner", "sara"] },
      "GET /api/admin/audit-log": page([ready, price]),
      "GET /api/admin/audit-log?person=sara&kind=order-status&from=2026-11-24&to=2026-11-24": page([ready]),
      "GET /api/admin/audit-log?person=owner&kind=refunds": page([]),
    });
    const { user } = renderWithClient(<AuditLogTab />);
    const form = within(await screen.findByRole("form", { name: "Filter the audit log" }));
    await screen.findByText("2 changes shown.");
    await within(form.getByLabelText("Person")).findByRole("option", { name: "sara" });
    await user.selectOptions(form.getByLabelText("Person"), "sara");
    await user.selectOptions(form.getByLabelText("Kind of change"), "Order status and cancellations");
    await user.type(form.getByLabelText("From"), "2026-11-24");
    await user.type(form.getByLabelText("To"), "2026-11-24");
    await user.click(form.getByRole("button", { name: "Show changes" }));
    expect(await screen.findByText("1 change shown.")).toBeTruthy();
    const query = server.requests.at(-1)?.path.split("?")[1] ?? "";
    expect(AuditLogQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success).toBe(true);

    await user.click(form.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("2 changes shown.")).toBeTruthy();
    await user.selectOptions(form.getByLabelText("Person"), "owner");
    await user.selectOptions(form.getByLabelText("Kind of change"), "Refunds");
    await user.click(form.getByRole("button", { name: "Show changes" }));
    expect(await screen.findByText("No changes match these filters.")).toBeTruthy();
  });

  it("refuses a 'to' before 'from' as the server would, without asking it", async () => {
    const server = fakeServer({ [PEOPLE]: { people: [] }, "GET /api/admin/audit-log": page([]) });
    const { user } = renderWithClient(<AuditLogTab />);
    expect(await screen.findByText("No changes recorded yet.")).toBeTruthy();
    const form = within(screen.getByRole("form", { name: "Filter the audit log" }));
    await user.type(form.getByLabelText("From"), "2026-11-24");
    await user.type(form.getByLabelText("To"), "2026-11-20");
    const asked = server.requests.length;
    await user.click(form.getByRole("button", { name: "Show changes" }));
    expect(await form.findByText("The 'to' date cannot be before the 'from' date")).toBeTruthy();
    expect(form.getByLabelText("To").getAttribute("aria-invalid")).toBe("true");
    expect(server.requests).toHaveLength(asked);
  });
});
