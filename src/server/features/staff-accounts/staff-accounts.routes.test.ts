import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import {
  CANNOT_CHANGE_OWN_ACCOUNT,
  CANNOT_RESET_OWN_PASSWORD,
  USERNAME_TAKEN,
} from "@shared/staff-accounts/staff-account.schema";
import { auditLog } from "../../db/schema";
import { adminSessionCookie } from "../../testing/admin-session";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

const signIn = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/admin/login", payload: { username, password } });
const session = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } });

function addAccount(payload: object) {
  return t.signedIn("POST", "/api/admin/staff-accounts", payload);
}

describe("staff accounts", () => {
  it("the first account is an owner; an added one is staff and signs in with the password shown once", async () => {
    expect((await session(t.cookie)).json()).toEqual({
      authenticated: true,
      username: "admin",
      role: "owner",
    });
    const res = await addAccount({ username: "priya", role: "staff" });
    expect(res.statusCode).toBe(201);
    const { account, generatedPassword } = res.json();
    expect(account).toMatchObject({ username: "priya", role: "staff", isDisabled: false });
    expect(generatedPassword).toMatch(/^[\w-]{16}$/);
    const cookie = adminSessionCookie(await signIn("priya", generatedPassword));
    expect((await session(cookie)).json()).toEqual({ authenticated: true, username: "priya", role: "staff" });
    const list = await t.signedIn("GET", "/api/admin/staff-accounts");
    expect(list.json().map((a: { username: string }) => a.username)).toEqual(["admin", "priya"]);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "POST /api/admin/staff-accounts"));
    expect(row?.summary).toBe("admin added the sign-in priya (staff)");
    expect(JSON.stringify(row)).not.toContain(generatedPassword);
  });

  it("refuses a taken username (409) and a bad one (400)", async () => {
    await addAccount({ username: "taken", role: "staff", password: "long-enough" });
    const again = await addAccount({ username: "taken", role: "owner", password: "long-enough" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: USERNAME_TAKEN });
    const bad = await addAccount({ username: "a b", role: "staff" });
    expect(bad.statusCode).toBe(400);
    expect((await addAccount({ username: "short-pw", role: "staff", password: "x" })).statusCode).toBe(400);
    expect((await addAccount({ username: "boss", role: "king" })).statusCode).toBe(400);
  });

  it("disabling ends the account's sessions and refuses its sign-in; enabling lets it back", async () => {
    const { account } = (
      await addAccount({ username: "leaver", role: "staff", password: "leaver-pass" })
    ).json();
    const cookie = adminSessionCookie(await signIn("leaver", "leaver-pass"));
    const disable = await t.signedIn("PUT", `/api/admin/staff-accounts/${account.id}`, {
      isDisabled: true,
    });
    expect(disable.json()).toMatchObject({ isDisabled: true });
    expect((await session(cookie)).json().authenticated).toBe(false);
    const orders = await t.app.inject({ method: "GET", url: "/api/admin/orders", headers: { cookie } });
    expect(orders.statusCode).toBe(401);
    expect((await signIn("leaver", "leaver-pass")).statusCode).toBe(401);
    await t.signedIn("PUT", `/api/admin/staff-accounts/${account.id}`, { isDisabled: false });
    expect((await signIn("leaver", "leaver-pass")).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, "admin disabled the sign-in leaver"));
    expect(row?.before).toMatchObject({ isDisabled: false });
    expect(row?.after).toMatchObject({ isDisabled: true });
  });

  it("resets a password (typed or generated): the old one and the old sessions stop working", async () => {
    const { account } = (
      await addAccount({ username: "forgetful", role: "staff", password: "old-password" })
    ).json();
    const cookie = adminSessionCookie(await signIn("forgetful", "old-password"));
    const typed = await t.signedIn("POST", `/api/admin/staff-accounts/${account.id}/password`, {
      password: "new-password",
    });
    expect(typed.json()).toMatchObject({ generatedPassword: null });
    expect((await session(cookie)).json().authenticated).toBe(false);
    expect((await signIn("forgetful", "old-password")).statusCode).toBe(401);
    expect((await signIn("forgetful", "new-password")).statusCode).toBe(200);
    const generated = await t.signedIn("POST", `/api/admin/staff-accounts/${account.id}/password`, {});
    expect((await signIn("forgetful", generated.json().generatedPassword)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(account.id)));
    expect(JSON.stringify(rows)).not.toMatch(/new-password|old-password/);
  });

  it("an owner cannot disable or demote themselves; an unknown account is 404", async () => {
    const self = await t.signedIn("PUT", "/api/admin/staff-accounts/1", { isDisabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: CANNOT_CHANGE_OWN_ACCOUNT });
    const ownReset = await t.signedIn("POST", "/api/admin/staff-accounts/1/password", {});
    expect(ownReset.statusCode).toBe(400);
    expect(ownReset.json()).toEqual({ message: CANNOT_RESET_OWN_PASSWORD });
    expect((await session(t.cookie)).json().authenticated).toBe(true);
    const missing = await t.signedIn("POST", "/api/admin/staff-accounts/999/password", {});
    expect(missing.statusCode).toBe(404);
    const empty = await t.signedIn("PUT", "/api/admin/staff-accounts/2", {});
    expect(empty.statusCode).toBe(400);
  });

  it("a staff account made owner has its sessions ended and signs in as an owner", async () => {
    const { account } = (
      await addAccount({ username: "promoted", role: "staff", password: "promoted-pw" })
    ).json();
    const cookie = adminSessionCookie(await signIn("promoted", "promoted-pw"));
    await t.signedIn("PUT", `/api/admin/staff-accounts/${account.id}`, { role: "owner" });
    expect((await session(cookie)).json().authenticated).toBe(false);
    const again = adminSessionCookie(await signIn("promoted", "promoted-pw"));
    const settings = await injectAs(t.app, again, "GET", "/api/admin/settings");
    expect(settings.statusCode).toBe(200);
  });

  it("the list says who takes deliveries, as the owner's driver switch sets it", async () => {
    const { account } = (await addAccount({ username: "dev-driver", role: "staff" })).json();
    const driverOf = async () =>
      (await t.signedIn("GET", "/api/admin/staff-accounts"))
        .json()
        .find((a: { id: number }) => a.id === account.id)?.isDriver;
    expect(await driverOf()).toBe(false);
    const made = await t.signedIn("PUT", `/api/admin/delivery/drivers/${account.id}`, { isDriver: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(await driverOf()).toBe(true);
    const drivers = await t.signedIn("GET", "/api/admin/delivery/drivers");
    expect(drivers.json().map((d: { username: string }) => d.username)).toContain("dev-driver");
    await t.signedIn("PUT", `/api/admin/delivery/drivers/${account.id}`, { isDriver: false });
    expect(await driverOf()).toBe(false);
  });
});
