/**
 * A diner's voucher purchase as the buy page sends it (POST /api/gift-vouchers), for the voucher
 * tests that pay it by card, PayPal or the simulated payment: the new voucher's id and the buyer's
 * secret that pays for it.
 */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectPublic } from "./inject-as";

export async function startVoucherPurchase(app: FastifyInstance, amountPence: number, sendOn: string) {
  const created = await injectPublic(app, "POST", "/api/gift-vouchers", {
    amountPence,
    buyerName: "Priya Shah",
    buyerEmail: "priya@example.com",
    recipientName: "Sam Shah",
    recipientEmail: "sam@example.com",
    sendOn,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, token } = created.json() as { id: number; token: string };
  return { id, token, headers: { "x-voucher-token": token } };
}
