/**
 * Registering a diner through the API, for tests that need a signed-in customer: each file used to
 * write its own ten-line sign-up. Every account gets its own email, phone and address unless the
 * test names them, so one-per-phone offers and the sign-up limit never get in the way.
 */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { RegisterRequest } from "@shared/accounts/auth.schema";

let registered = 0;

export interface RegisteredCustomer {
  /** The Cookie header value carrying the new account's session. */
  cookie: string;
  id: number;
}

export async function registerCustomer(
  app: FastifyInstance,
  details: Partial<RegisterRequest> = {},
): Promise<RegisteredCustomer> {
  const n = registered++;
  const password = details.password ?? "biryani1";
  const res = await app.inject({
    method: "POST",
    url: "/api/customer/register",
    remoteAddress: `10.99.${(n >> 8) & 255}.${n & 255}`,
    payload: {
      firstName: "Sara",
      lastName: "Ali",
      email: `diner${n}@example.com`,
      phone: `07700 7${String(n).padStart(5, "0")}`,
      confirmPassword: password,
      ...details,
      password,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = res.cookies.find((c) => c.name === "customer_session");
  if (!session) throw new Error(res.body);
  return { cookie: `customer_session=${session.value}`, id: res.json().customer.id };
}
