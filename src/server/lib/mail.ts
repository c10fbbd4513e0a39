import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { SendMailOptions, Transporter } from "nodemailer";
import { fillMailFacts, mailSenderName } from "@shared/restaurant/restaurant-details";
import type { Db, DbTransaction } from "../db/client";
import { loadConfirmedDetails } from "../features/restaurant/restaurant.queries";
import { getBrand, logoImageGroup } from "../features/site-content/site-content.service";
import { type LogoLoader, type MailBrand, withBrandedHtml } from "./mail-html";
import { enqueueOutbox, type OutboxHandler } from "./outbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message, such as a calendar invitation. */
  attachments?: {
    filename: string;
    content: string;
    contentType: string;
    encoding?: "base64";
    /** An inline image's Content-ID (the logo in the HTML part). */
    cid?: string;
  }[];
  /** Extra headers: a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** The name shown before MAIL_FROM's address: the restaurant's sender name (set when queued). */
  fromName?: string;
  /**
   * The restaurant's look when the mail was queued: at delivery it becomes the HTML part with the
   * logo inline (mail-html.ts). Never sent as such.
   */
  brand?: MailBrand;
}

/** The domain of MAIL_FROM ("Name <orders@example.co.uk>" or a bare address). */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split("@").pop()?.trim().toLowerCase();
  if (!domain || !address.includes("@")) throw new Error(`MAIL_FROM has no domain: ${from}`);
  return domain;
}

/**
 * The message as nodemailer composes it: From is MAIL_FROM, the plain text is always a part of its
 * own, and Date and a Message-ID on MAIL_FROM's domain are set here rather than left to the
 * transport, so every kind of mail carries them (issue 27: mail that arrives; decision 0031).
 */
export function composeMail(message: MailMessage, from: string, date = new Date()): SendMailOptions {
  return {
    from: message.fromName ? withDisplayName(from, message.fromName) : from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
    date,
    messageId: `<${randomUUID()}@${mailDomain(from)}>`,
    headers: message.headers ?? {},
  };
}

/** MAIL_FROM's address under the restaurant's own name ("Spice Route <orders@…>"). */
function withDisplayName(from: string, name: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  const quoted = name.replace(/[\r\n"\\]/g, "").trim();
  return quoted ? `"${quoted}" <${address}>` : from;
}

export interface Mailer {
  /**
   * Hands a message to the mail server; throws when it cannot, so the outbox tries again later.
   * Only the outbox drainer calls this: features queue mail with `queueMail` in their transaction.
   */
  send(message: MailMessage): Promise<void>;
  /** False when no mail server is configured (SMTP_URL unset): messages are only logged. */
  readonly delivers: boolean;
}

/**
 * How long each step with the mail server may take (connecting, its greeting, any silence on the
 * socket) before the attempt fails and is retried later: a mail server that accepts and never
 * answers costs one attempt this long, never a diner's request.
 */
export const SMTP_TIMEOUT_MS = 15_000;

/**
 * Real SMTP when SMTP_URL is set. Without it nothing is sent: the log says so, and shows the text
 * only in demo mode, because a text may hold a password-reset link that would let whoever reads the
 * log take over the account.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: FastifyBaseLogger;
  demoMode?: boolean;
  /** Each SMTP step's time-out (SMTP_TIMEOUT_MS unless a test wants a shorter one). */
  timeoutMs?: number;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(message) {
        const mail = { to: message.to, subject: message.subject };
        if (options.demoMode) logger.info({ mail }, `Mail not sent (SMTP_URL unset):\n${message.text}`);
        else logger.warn({ mail }, "Mail not sent: SMTP_URL is unset");
      },
    };
  }
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  // Loaded on the first message, not at start-up: nodemailer holds a few MB once loaded, and most
  // hours send no mail.
  let transport: Promise<Transporter> | null = null;
  return {
    delivers: true,
    async send(message) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        }),
      );
      await (await transport).sendMail(composeMail(message, from));
    },
  };
}

/**
 * Queues a message in the caller's transaction: it is sent after the commit, or never if it rolls
 * back. The restaurant's name, address and phone are filled in here from its details (the
 * templates write MAIL_FACT words; decision 0042), and its sender name goes before MAIL_FROM.
 */
export async function queueMail(
  tx: DbTransaction,
  message: MailMessage,
  dedupeKey?: string,
): Promise<boolean> {
  return enqueueOutbox(tx, { kind: "mail", payload: await withRestaurantFacts(tx, message), dedupeKey });
}

/** The message with the restaurant's details filled in (MAIL_FACT words) and its sender name. */
export async function withRestaurantFacts(
  db: Db | DbTransaction,
  message: MailMessage,
): Promise<MailMessage> {
  const details = await loadConfirmedDetails(db);
  const look = await getBrand(db);
  const brand: MailBrand = {
    name: details?.name ?? null,
    accent: look.accentColour,
    onAccent: look.textOnAccent,
    logoGroupId: logoImageGroup(look.logoUrl),
  };
  return {
    ...message,
    subject: fillMailFacts(message.subject, details).replace(/[\r\n]+/g, " "),
    text: fillMailFacts(message.text, details),
    ...(message.html ? { html: fillMailFacts(message.html, details) } : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((a) => ({ ...a, content: fillMailFacts(a.content, details) })),
        }
      : {}),
    ...(details ? { fromName: mailSenderName(details) } : {}),
    brand,
  };
}

/**
 * The outbox's deliverer of "mail": whole steps time out inside nodemailer (SMTP_TIMEOUT_MS each);
 * the outbox's own limit, a little more than three of them, catches anything else that hangs.
 */
export function mailDelivery(
  mailer: Mailer,
  smtpTimeoutMs = SMTP_TIMEOUT_MS,
  loadLogo?: LogoLoader,
): OutboxHandler<"mail"> {
  return {
    timeoutMs: smtpTimeoutMs * 3 + 5_000,
    deliver: async (message) => mailer.send(await withBrandedHtml(message, loadLogo)),
  };
}
