/**
 * Who may act on an order as a guest (decision 0008, "safe by default"): order ids count up,
 * so every guest route keyed by one also needs the order's secret, issued once at checkout and kept
 * only as a SHA-256. A missing or wrong secret and an unknown order get the same 404.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

export const ORDER_NOT_FOUND_MESSAGE = "Order not found";

type OrderRow = typeof onlineOrders.$inferSelect;

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A fresh secret: 32 random bytes, base64url. */
export function issueOrderAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The secret of an order placed with an Idempotency-Key, derived from the key and the request's hash
 * so that a replay can hand it out again while the database keeps only hashes of both the key and the
 * secret. Handing it to a replay is safe because only the original client knows the key and the body.
 */
export function deriveOrderAccessToken(idempotencyKey: string, requestHash: string): string {
  return createHmac("sha256", idempotencyKey).update(`order-access-token:${requestHash}`).digest("base64url");
}

export function hashOrderAccessToken(token: string): string {
  return sha256Hex(token);
}

/** Constant-time comparison of the hashes, so the answer time says nothing about the stored one. */
function hasOrderAccess(order: Pick<OrderRow, "accessTokenHash">, token: string | undefined): boolean {
  if (!token || !order.accessTokenHash) return false;
  const given = Buffer.from(hashOrderAccessToken(token), "hex");
  const stored = Buffer.from(order.accessTokenHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function requireOrderAccess<T extends Pick<OrderRow, "accessTokenHash">>(
  order: T | null | undefined,
  token: string | undefined,
): T {
  if (!order || !hasOrderAccess(order, token)) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/** The order a guest may act on, or 404 "Order not found" whether it is missing or the secret is wrong. */
export async function findOrderForGuest(
  db: Db,
  orderId: number,
  token: string | undefined,
): Promise<OrderRow> {
  const [order] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
  return requireOrderAccess(order, token);
}

/** JSON with object keys sorted at every depth: equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The X-Order-Token header's value; anything but one plain value counts as none. */
export function readOrderToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[ORDER_TOKEN_HEADER];
  return typeof value === "string" && value.length <= 200 ? value : undefined;
}
