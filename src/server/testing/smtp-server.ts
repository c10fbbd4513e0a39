/**
 * Mail servers for tests, on 127.0.0.1: a real SMTP server (smtp-server) whose messages mailparser
 * reads as a mail client would, and one that accepts connections and never says a word.
 */
import net, { type AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for this server. */
  url: string;
  received: ParsedMail[];
  /** The first message to `address` whose subject matches; throws, listing what came, when none did. */
  mailTo(address: string, subject: RegExp): ParsedMail;
  close(): Promise<void>;
}

/** A working SMTP server on `port` (a free one when 0). */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    mailTo(address, subject) {
      const mail = received.find(
        (m) => m.to && !Array.isArray(m.to) && m.to.text === address && subject.test(m.subject ?? ""),
      );
      if (!mail) {
        const subjects = received.map((m) => m.subject).join(" | ");
        throw new Error(`no mail to ${address} matching ${subject}: ${subjects}`);
      }
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SilentServer {
  port: number;
  /** Connections held open now. */
  connections(): number;
  close(): Promise<void>;
}

/** Accepts connections and never answers: a mail server that hangs. */
export async function startSilentServer(port = 0): Promise<SilentServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
