import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message, such as a calendar invitation. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /**
   * Sends a message. Never throws: mail is sent after the record it describes is committed, and a
   * mail server being down must not turn a stored booking into an error for the guest.
   */
  send(message: MailMessage): Promise<boolean>;
}

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
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        const mail = { to: message.to, subject: message.subject };
        if (options.demoMode) logger.info({ mail }, `Mail not sent (SMTP_URL unset):\n${message.text}`);
        else logger.warn({ mail }, "Mail not sent: SMTP_URL is unset");
        return false;
      },
    };
  }
  // Loaded on the first message, not at start-up: nodemailer holds a few MB once loaded, and most
  // hours send no mail.
  let transport: Promise<Transporter> | null = null;
  return {
    async send(message) {
      try {
        transport ??= import("nodemailer").then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        );
        await (await transport).sendMail({ from, ...message });
        return true;
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, "sending mail failed");
        return false;
      }
    },
  };
}
