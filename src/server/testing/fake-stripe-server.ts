/**
 * A local stand-in for Stripe's PaymentIntent and Refund endpoints, so API tests drive the real
 * `stripe` SDK over HTTP (STRIPE_API_BASE). Tests move an intent to "succeeded" as a diner's
 * browser confirmation would.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startLocalHttpServer } from "./local-http-server";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** Every create call's form fields and idempotency key, for assertions. */
  createCalls: { params: Record<string, string>; idempotencyKey: string | undefined }[];
  /** Makes an intent look paid (or anything else) as Stripe would after confirmation. */
  setIntentStatus(id: string, status: string): void;
  addIntent(intent: Partial<FakeIntent> & { amount: number }): FakeIntent;
  /** The next refund call answers with this card-style error. */
  failNextRefund: string | null;
  close(): Promise<void>;
}

/** The app's settings for card payments through this fake (with the webhook secret when a test signs events). */
export function fakeStripeEnv(stripe: Pick<FakeStripe, "url">, webhookSecret?: string) {
  return {
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    ...(webhookSecret === undefined ? {} : { STRIPE_WEBHOOK_SECRET: webhookSecret }),
    STRIPE_API_BASE: stripe.url,
  };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refunds: FakeStripe["refunds"] = [];
  const createCalls: FakeStripe["createCalls"] = [];

  const fake: FakeStripe = {
    url: "",
    intents,
    refunds,
    createCalls,
    failNextRefund: null,
    setIntentStatus(intentId, status) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = status;
      intent.amount_received = status === "succeeded" ? intent.amount : 0;
    },
    addIntent(partial) {
      const intentId = partial.id ?? id("pi");
      const intent: FakeIntent = {
        object: "payment_intent",
        currency: "gbp",
        status: "requires_payment_method",
        metadata: {},
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        amount_received: partial.status === "succeeded" ? partial.amount : 0,
        ...partial,
        id: intentId,
      };
      intents.set(intentId, intent);
      return intent;
    },
    close: async () => {},
  };

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
    res.end(JSON.stringify(body));
  }
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
    });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!String(req.headers.authorization).startsWith("Bearer sk_test_")) {
      return send(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    const url = new URL(req.url ?? "/", "http://fake");
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;

    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      createCalls.push({ params, idempotencyKey });
      const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (existing) return send(res, 200, existing);
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(params)) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m?.[1]) metadata[m[1]] = value;
      }
      const intent = fake.addIntent({
        amount: Number(params.amount),
        currency: params.currency ?? "gbp",
        metadata,
        automatic_payment_methods: {
          enabled: params["automatic_payment_methods[enabled]"] === "true",
          allow_redirects: params["automatic_payment_methods[allow_redirects]"],
        },
      });
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && intentMatch?.[1]) {
      const intent = intents.get(decodeURIComponent(intentMatch[1]));
      return intent ? send(res, 200, intent) : notFound(res, `payment_intent: '${intentMatch[1]}'`);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      if (fake.failNextRefund) {
        const message = fake.failNextRefund;
        fake.failNextRefund = null;
        return send(res, 402, { error: { type: "card_error", code: "refund_failed", message } });
      }
      const intent = intents.get(params.payment_intent ?? "");
      if (!intent) return notFound(res, `payment_intent: '${params.payment_intent}'`);
      const already = refunds.filter((r) => r.payment_intent === intent.id).reduce((s, r) => s + r.amount, 0);
      const amount = params.amount ? Number(params.amount) : intent.amount_received - already;
      if (intent.status !== "succeeded" || already + amount > intent.amount_received) {
        return send(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "amount_too_large",
            message: "Refund amount is greater than unrefunded amount on charge",
          },
        });
      }
      const refund = {
        id: id("re"),
        object: "refund",
        payment_intent: intent.id,
        amount,
        status: "succeeded",
      };
      refunds.push(refund);
      return send(res, 200, refund);
    }
    return send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL` } });
  }

  const server = await startLocalHttpServer(handle, (res, error) =>
    send(res, 500, { error: { type: "api_error", message: String(error) } }),
  );
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
