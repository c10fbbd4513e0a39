import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CustomerSessionSchema } from "@shared/accounts/customer.schema";
import { parseStoredCustomer } from "./stored-customer";

const session = {
  id: 7,
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  phone: "07700 900123",
  totalOrders: 3,
  totalSpent: "54.20",
  loyaltyPoints: 54,
  memberSince: "2026-01-02T10:00:00.000Z",
  dateOfBirth: null,
};

/** Values near a session: each field right, wrong in type, missing, or with extra fields beside. */
const fieldValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constant(2 ** 53),
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const nearSession = fc
  .record(
    Object.fromEntries(Object.keys(session).map((k) => [k, fc.option(fieldValue, { nil: undefined })])),
    { requiredKeys: [] },
  )
  .chain((changes) =>
    fc.record({ extra: fc.option(fc.string(), { nil: undefined }) }).map(({ extra }) => {
      const value: Record<string, unknown> = { ...session };
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined) delete value[k];
        else value[k] = v;
      }
      if (extra !== undefined) value.extra = extra;
      return value;
    }),
  );

describe("parseStoredCustomer", () => {
  it("keeps a valid session", () => {
    expect(parseStoredCustomer({ ...session, dateOfBirth: "1990-05-01" })).toEqual({
      ...session,
      dateOfBirth: "1990-05-01",
    });
  });

  it("refuses what is not a session object", () => {
    for (const value of [null, "x", 3, [session]]) expect(parseStoredCustomer(value)).toBeInstanceOf(Error);
    expect(parseStoredCustomer({ ...session, id: 1.5 })).toBeInstanceOf(Error);
  });

  it("accepts and strips exactly as CustomerSessionSchema does", () => {
    fc.assert(
      fc.property(fc.oneof(nearSession, fc.anything()), (value) => {
        const expected = CustomerSessionSchema.safeParse(value);
        const actual = parseStoredCustomer(value);
        if (expected.success) expect(actual).toEqual(expected.data);
        else expect(actual).toBeInstanceOf(Error);
      }),
    );
  });
});
