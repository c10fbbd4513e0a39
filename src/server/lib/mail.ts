import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
        return true;
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, "sending mail failed");
        return false;
      }
    },
  };
}
