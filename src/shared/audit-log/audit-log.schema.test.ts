import { describe, expect, it } from "vitest";
import { REDACTED, redactSecrets } from "./audit-log.schema";

describe("redactSecrets", () => {
  it("replaces passwords and National Insurance numbers at any depth, and keeps the rest", () => {
    expect(
      redactSecrets({
        username: "sam",
        password: "hunter22",
        employee: { firstName: "Ravi", nationalInsuranceNumber: "AB123456C" },
        list: [{ newPassword: "x" }],
        cleared: { nationalInsuranceNumber: null },
      }),
    ).toEqual({
      username: "sam",
      password: REDACTED,
      employee: { firstName: "Ravi", nationalInsuranceNumber: REDACTED },
      list: [{ newPassword: REDACTED }],
      cleared: { nationalInsuranceNumber: null },
    });
  });
});
