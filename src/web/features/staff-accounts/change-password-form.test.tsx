import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PASSWORDS_DONT_MATCH } from "@shared/accounts/auth.schema";
import {
  ChangeAdminPasswordRequestSchema,
  CURRENT_PASSWORD_INCORRECT,
} from "@shared/admin/admin-auth.schema";
import { fakeServer, renderWithClient, reply } from "@web/testing/render-with-server";
import { ChangePasswordForm } from "./change-password-form";

/** Types the current, new and confirmed passwords, then submits. */
async function submit(user: UserEvent, [current, next, confirm]: [string, string, string]) {
  await user.type(screen.getByLabelText(/Current password/), current);
  await user.type(screen.getByLabelText(/New password/), next);
  await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("change password form", () => {
  it("says what is missing and sends nothing when submitted empty", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<ChangePasswordForm />);
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Please enter your current password")).toBeTruthy();
    expect(screen.getByText("New password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByLabelText(/Current password/).getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });

  it("refuses a confirmation that differs from the new password", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<ChangePasswordForm />);
    await submit(user, ["old-password", "new-password-1", "new-password-2"]);

    expect(await screen.findByText(PASSWORDS_DONT_MATCH)).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("sends the three fields to PUT /api/admin/password and empties the form on success", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<ChangePasswordForm />);
    await submit(user, ["old-password", "new-password-1", "new-password-1"]);

    expect(await screen.findByText("Password changed")).toBeTruthy();
    server.expectOneWrite("PUT /api/admin/password", ChangeAdminPasswordRequestSchema, {
      currentPassword: "old-password",
      newPassword: "new-password-1",
      confirmPassword: "new-password-1",
    });
    await waitFor(() =>
      expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe(""),
    );
  });

  it("shows the server's refusal under the spec's failure title", async () => {
    fakeServer({ "PUT /api/admin/password": reply(400, { message: CURRENT_PASSWORD_INCORRECT }) });
    const { user } = renderWithClient(<ChangePasswordForm />);
    await submit(user, ["wrong-password", "new-password-1", "new-password-1"]);

    expect(await screen.findByText("Password not changed")).toBeTruthy();
    expect(screen.getByText(CURRENT_PASSWORD_INCORRECT)).toBeTruthy();
  });
});
