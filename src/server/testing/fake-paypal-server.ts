/**
 * A local stand-in for PayPal's REST API (OAuth token, client token, Orders v2 create / get /
 * capture, capture refunds) so API tests exercise the server's real HTTP calls (PAYPAL_API_BASE).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startLocalHttpServer } from "./local-http-server";

export const FAKE_PAYPAL_CLIENT_ID = "fake-paypal-client";
const FAKE_PAYPAL_SECRET = "fake-paypal-secret";

interface Amount {
  currency_code: string;
  value: string;
}

interface FakePaypalOrder {
  id: string;
  status: string;
  intent: string;
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    amount: Amount;
    payments?: { captures: { id: string; status: string; amount: Amount; custom_id?: string }[] };
  }[];
}

export interface FakePaypal {
  url: string;
  orders: Map<string, FakePaypalOrder>;
  refunds: { id: string; captureId: string; amount: Amount }[];
  requests: { method: string; path: string; requestId: string | undefined; body: unknown }[];
  /** The status the next capture reports (PayPal can answer PENDING or DECLINED). */
  nextCaptureStatus: string;
  /** When set, the next capture reports this amount instead of the order's. */
  nextCaptureAmount: Amount | null;
  close(): Promise<void>;
}

/** The app's settings for PayPal through this fake. */
export function fakePaypalEnv(paypal: Pick<FakePaypal, "url">) {
  return {
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_SECRET,
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID,
  };
}

/** The webhook id the app is given; the fake verifies only deliveries signed for it. */
const FAKE_PAYPAL_WEBHOOK_ID = "WH-FAKE-0001";
const FAKE_WEBHOOK_SIGNING_KEY = "fake-paypal-webhook-key";

function fakeWebhookSignature(transmissionId: string, time: string, webhookId: string, event: unknown) {
  return createHmac("sha256", FAKE_WEBHOOK_SIGNING_KEY)
    .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
    .digest("base64");
}

/**
 * Headers and body of a webhook delivery as PayPal would send it. PayPal signs with a certificate
 * and checks on request (verify-webhook-signature); this fake signs with an HMAC and checks that.
 */
export function fakePaypalWebhook(event: object, webhookId = FAKE_PAYPAL_WEBHOOK_ID) {
  const transmissionId = randomBytes(8).toString("hex");
  const time = new Date().toISOString();
  return {
    headers: {
      "content-type": "application/json",
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api.paypal.com/v1/notifications/certs/CERT-fake",
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-sig": fakeWebhookSignature(transmissionId, time, webhookId, event),
      "paypal-transmission-time": time,
    },
    payload: JSON.stringify(event),
  };
}

const newId = (n = 8) => randomBytes(n).toString("hex").toUpperCase();

export async function startFakePaypal(): Promise<FakePaypal> {
  const tokens = new Set<string>();
  const fake: FakePaypal = {
    url: "",
    orders: new Map(),
    refunds: [],
    requests: [],
    nextCaptureStatus: "COMPLETED",
    nextCaptureAmount: null,
    close: async () => {},
  };
  const byRequestId = new Map<string, unknown>();

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }
  const unprocessable = (res: ServerResponse, issue: string, description: string) =>
    send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue, description }] });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const requestId = req.headers["paypal-request-id"] as string | undefined;

    if (req.method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_SECRET}`).toString("base64")}`;
      if (req.headers.authorization !== expected || raw !== "grant_type=client_credentials") {
        return send(res, 401, { error: "invalid_client" });
      }
      const token = `A21${newId(16)}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: 32400 });
    }
    const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(bearer)) return send(res, 401, { name: "AUTHENTICATION_FAILURE" });
    const body = raw ? JSON.parse(raw) : undefined;
    fake.requests.push({ method: req.method ?? "", path, requestId, body });
    // PayPal-Request-Id makes a retried POST answer what the first one did.
    const replay = requestId ? byRequestId.get(`${path}|${requestId}`) : undefined;
    if (req.method === "POST" && replay) return send(res, 200, replay);
    const remember = (value: unknown) => {
      if (requestId) byRequestId.set(`${path}|${requestId}`, value);
      return value;
    };

    if (req.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      const expected = fakeWebhookSignature(
        body.transmission_id,
        body.transmission_time,
        body.webhook_id,
        body.webhook_event,
      );
      const ok = body.webhook_id === FAKE_PAYPAL_WEBHOOK_ID && body.transmission_sig === expected;
      return send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    if (req.method === "POST" && path === "/v1/identity/generate-token") {
      return send(res, 200, { client_token: `fake-client-token-${newId()}`, expires_in: 3600 });
    }
    if (req.method === "POST" && path === "/v2/checkout/orders") {
      const order: FakePaypalOrder = {
        id: newId(),
        status: "CREATED",
        intent: body.intent,
        purchase_units: body.purchase_units.map((u: FakePaypalOrder["purchase_units"][number]) => ({
          reference_id: u.reference_id,
          custom_id: u.custom_id,
          amount: u.amount,
        })),
      };
      fake.orders.set(order.id, order);
      return send(res, 201, remember(order));
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch?.[1]) {
      const order = fake.orders.get(orderMatch[1]);
      if (!order)
        return send(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
      if (req.method === "GET" && !orderMatch[2]) return send(res, 200, order);
      if (req.method === "POST" && orderMatch[2]) {
        if (order.status === "COMPLETED") {
          return unprocessable(res, "ORDER_ALREADY_CAPTURED", "Order already captured.");
        }
        const status = fake.nextCaptureStatus;
        const amount = fake.nextCaptureAmount;
        fake.nextCaptureStatus = "COMPLETED";
        fake.nextCaptureAmount = null;
        order.status = status === "COMPLETED" || status === "PENDING" ? "COMPLETED" : "APPROVED";
        for (const unit of order.purchase_units) {
          unit.payments = {
            captures: [{ id: newId(), status, amount: amount ?? unit.amount, custom_id: unit.custom_id }],
          };
        }
        return send(res, 201, remember(order));
      }
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === "POST" && refundMatch?.[1]) {
      const captureId = refundMatch[1];
      const capture = [...fake.orders.values()]
        .flatMap((o) => o.purchase_units.flatMap((u) => u.payments?.captures ?? []))
        .find((c) => c.id === captureId);
      if (!capture) return send(res, 404, { name: "RESOURCE_NOT_FOUND" });
      const toPence = (a: Amount) => Math.round(Number(a.value) * 100);
      const already = fake.refunds
        .filter((r) => r.captureId === captureId)
        .reduce((s, r) => s + toPence(r.amount), 0);
      const amount: Amount = body?.amount ?? capture.amount;
      if (already + toPence(amount) > toPence(capture.amount)) {
        return unprocessable(
          res,
          "REFUND_AMOUNT_EXCEEDED",
          "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
        );
      }
      const refund = { id: newId(), captureId, amount };
      fake.refunds.push(refund);
      return send(res, 201, remember({ id: refund.id, status: "COMPLETED" }));
    }
    return send(res, 404, { name: "RESOURCE_NOT_FOUND" });
  }

  const server = await startLocalHttpServer(handle, (res, error) =>
    send(res, 500, { name: "INTERNAL_SERVER_ERROR", message: String(error) }),
  );
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
