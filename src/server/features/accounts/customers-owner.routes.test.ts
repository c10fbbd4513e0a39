/**
 * A date of birth the customer set once is corrected by an owner, and the change is audited with the
 * date before and after (issue 25, decision 0020).
 */
import { describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { registerCustomer } from "../../testing/customer-account";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ seed: false, signedIn: true });

describe("owners correct a customer's date of birth", () => {
  it("finds the customer by email, corrects the date, and leaves an audit row with before and after", async () => {
    const { cookie } = await registerCustomer(t.app, {
      firstName: "Zain",
      lastName: "Malik",
      email: "zain@example.com",
      dateOfBirth: "1990-03-14",
    });

    const found = await t.signedIn("GET", "/api/admin/customers?email=ZAIN@example.com");
    expect(found.json()).toEqual([
      {
        id: expect.any(Number),
        firstName: "Zain",
        lastName: "Malik",
        email: "zain@example.com",
        dateOfBirth: "1990-03-14",
      },
    ]);
    const id = found.json()[0].id;

    const corrected = await t.signedIn("PUT", `/api/admin/customers/${id}/date-of-birth`, {
      dateOfBirth: "1990-04-14",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().dateOfBirth).toBe("1990-04-14");
    const me = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(me.json().customer.dateOfBirth).toBe("1990-04-14");

    const audit = await t.signedIn("GET", "/api/admin/audit-log");
    expect(audit.json().entries[0]).toMatchObject({
      kind: "customer.date-of-birth",
      entity: "customer",
      entityId: String(id),
      summary: "admin corrected the date of birth of zain@example.com from 1990-03-14 to 1990-04-14",
      before: { dateOfBirth: "1990-03-14" },
      after: { dateOfBirth: "1990-04-14" },
    });
  });

  it("answers 404 for an unknown customer and 400 for a date that does not exist", async () => {
    const missing = await t.signedIn("PUT", "/api/admin/customers/99999/date-of-birth", {
      dateOfBirth: "1990-04-14",
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.signedIn("PUT", "/api/admin/customers/1/date-of-birth", {
      dateOfBirth: "1990-02-30",
    });
    expect(bad.statusCode).toBe(400);
  });
});
