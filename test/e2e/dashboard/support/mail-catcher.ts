import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SEGUE_SMTP_URL. */
  url: string;
  inbox: CaughtMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server) that keeps every message it is sent, parsed with mailparser. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const inbox: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
