/**
 * PayPal's REST API (OAuth client credentials, Orders v2, Payments v2) over fetch. PAYPAL_API_BASE
 * overrides the address (tests answer it with a local fake).
 */
import type { Env } from "../env";

const PAYPAL_BASES = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
} as const;

interface PaypalAmount {
  currency_code: string;
  value: string;
}

interface PaypalCapture {
  id: string;
  status: string;
  amount?: PaypalAmount;
  custom_id?: string;
}

export interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PaypalAmount;
    payments?: { captures?: PaypalCapture[] };
  }[];
}

interface PaypalRefund {
  id: string;
  status: string;
}

/** A non-2xx answer from PayPal, with its error name (e.g. ORDER_ALREADY_CAPTURED) when it gave one. */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface PaypalClient {
  generateClientToken(): Promise<string>;
  /** One purchase unit: `referenceId` is what the capture is checked against (our order or voucher). */
  createOrder(input: {
    referenceId: string;
    invoiceId: string;
    description: string;
    amount: PaypalAmount;
    requestId: string;
  }): Promise<PaypalOrder>;
  getOrder(paypalOrderId: string): Promise<PaypalOrder>;
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder>;
  refundCapture(
    captureId: string,
    input: { amount: PaypalAmount; note?: string; requestId: string },
  ): Promise<PaypalRefund>;
  /** PayPal's own check of a webhook's signature headers: true only for "SUCCESS". */
  verifyWebhookSignature(input: PaypalWebhookSignature): Promise<boolean>;
}

/** The headers PayPal signs a webhook delivery with, the webhook's id and the event as received. */
interface PaypalWebhookSignature {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  event: unknown;
}

export function createPaypalClient(env: Env): PaypalClient | null {
  const clientId = env.PAYPAL_CLIENT_ID;
  const secret = env.PAYPAL_CLIENT_SECRET;
  if (!clientId || !secret) return null;
  const base = (env.PAYPAL_API_BASE ?? PAYPAL_BASES[env.PAYPAL_ENVIRONMENT]).replace(/\/$/, "");
  let cached: { token: string; expiresAt: number } | null = null;

  async function getAccessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await readJson(response)) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) {
      throw new PaypalApiError(response.status, null, `PayPal sign-in failed (${response.status})`);
    }
    // Renew a minute early so a token never expires mid-request.
    cached = { token: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 };
    return body.access_token;
  }

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T> {
    const token = await getAccessToken();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        prefer: "return=representation",
        ...(requestId ? { "paypal-request-id": requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await readJson(response)) as {
      name?: string;
      message?: string;
      details?: { issue?: string; description?: string }[];
    };
    if (!response.ok) {
      const issue = json.details?.[0]?.issue ?? json.name ?? null;
      const detail = json.details?.[0]?.description ?? json.message ?? response.statusText;
      throw new PaypalApiError(response.status, issue, `PayPal: ${detail}`);
    }
    return json as T;
  }

  return {
    async generateClientToken() {
      const result = await call<{ client_token?: string }>("POST", "/v1/identity/generate-token", {});
      if (!result.client_token) throw new PaypalApiError(502, null, "PayPal sent no client token");
      return result.client_token;
    },
    createOrder({ referenceId, invoiceId, description, amount, requestId }) {
      return call<PaypalOrder>(
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: referenceId,
              custom_id: referenceId,
              invoice_id: invoiceId,
              description,
              amount,
            },
          ],
        },
        requestId,
      );
    },
    getOrder(paypalOrderId) {
      return call<PaypalOrder>("GET", `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
    },
    captureOrder(paypalOrderId, requestId) {
      return call<PaypalOrder>(
        "POST",
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
        {},
        requestId,
      );
    },
    refundCapture(captureId, { amount, note, requestId }) {
      return call<PaypalRefund>(
        "POST",
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount, ...(note ? { note_to_payer: note.slice(0, 255) } : {}) },
        requestId,
      );
    },
    async verifyWebhookSignature(input) {
      const result = await call<{ verification_status?: string }>(
        "POST",
        "/v1/notifications/verify-webhook-signature",
        {
          auth_algo: input.authAlgo,
          cert_url: input.certUrl,
          transmission_id: input.transmissionId,
          transmission_sig: input.transmissionSig,
          transmission_time: input.transmissionTime,
          webhook_id: input.webhookId,
          webhook_event: input.event,
        },
      );
      return result.verification_status === "SUCCESS";
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
