/**
 * One app per test file whose mail goes over real SMTP: a server on 127.0.0.1 (smtp-server.ts) is
 * started first, and the app sends through its own mailer, made from SMTP_URL and MAIL_FROM as
 * server.ts makes it. The newsletter, booking and review-request mail tests each wrote this start,
 * build, sign-in and close, and the same "deliver the outbox, then find the mail" step.
 */
import type { ParsedMail } from "mailparser";
import { drainOutbox } from "./build-test-app";
import {
  buildFileTestApp,
  builtForTestFile,
  type FileTestApp,
  type FileTestAppOptions,
} from "./set-up-test-app";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp-server";

export type RealMailTestApp = FileTestApp & {
  smtp: TestSmtpServer;
  /** Delivers what is queued in the outbox, then the first mail to `address` whose subject matches. */
  mailTo(address: string, subject: RegExp): Promise<ParsedMail>;
};

/** Like setUpTestApp, with env.SMTP_URL pointing at a fresh test SMTP server (`t.smtp`). */
export function setUpRealMailTestApp(options: Omit<FileTestAppOptions, "realMail">): RealMailTestApp {
  return builtForTestFile("setUpRealMailTestApp", async () => {
    const smtp = await startTestSmtpServer();
    let t: FileTestApp;
    try {
      t = await buildFileTestApp({ ...options, realMail: true, env: { ...options.env, SMTP_URL: smtp.url } });
    } catch (error) {
      await smtp.close();
      throw error;
    }
    return {
      ...t,
      smtp,
      mailTo: async (address, subject) => {
        await drainOutbox(t);
        return smtp.mailTo(address, subject);
      },
      close: async () => {
        await t.close();
        await smtp.close();
      },
    };
  });
}
