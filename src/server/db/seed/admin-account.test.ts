import { describe, expect, it } from "vitest";
import { setUpTestApp } from "@server/testing/set-up-test-app";
import { EnvError } from "../../env";
import { isCommonPassword } from "../../lib/new-passwords";
import { ensureAdminAccount } from "./admin-account";

const t = setUpTestApp({ seed: false });

describe("the common-passwords list", () => {
  it("refuses password, 123456, 111111 and qwerty, whatever the case, and lets a real one through", async () => {
    for (const common of ["password", "123456", "111111", "qwerty", "Password", "iloveyou", "letmein1"]) {
      expect(await isCommonPassword(common), common).toBe(true);
    }
    for (const fine of ["kitchen-secret", "biryani-lover", "correct horse battery staple"]) {
      expect(await isCommonPassword(fine), fine).toBe(false);
    }
  });
});

describe("the first owner from ADMIN_PASSWORD", () => {
  it("refuses a common password with a message naming the variable, and creates nothing", async () => {
    await expect(ensureAdminAccount(t.db, { username: "owner", password: "password1" })).rejects.toThrow(
      EnvError,
    );
    await expect(ensureAdminAccount(t.db, { username: "owner", password: "password1" })).rejects.toThrow(
      /ADMIN_PASSWORD: is one of the most commonly used passwords/,
    );
    expect(await ensureAdminAccount(t.db, { username: "owner", password: "kitchen-secret" })).toEqual({
      username: "owner",
      generatedPassword: null,
    });
  });
});
