import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Sends a message. Never throws: mail is sent after the record it describes is committed, and a
   * mail server being down must not turn a stored booking into an error for the guest.
   */
  send(message: MailMessage): Promise<boolean>;
}

/** Real SMTP when SMTP_URL is set; otherwise each message is written to the log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mail: { to: message.to, subject: message.subject } },
          `Mail (SMTP_URL unset):\n${message.text}`,
        );
        return true;
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
