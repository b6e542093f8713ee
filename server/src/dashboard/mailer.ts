import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * E-mail through the SMTP server of `SEGUE_SMTP_URL` with nodemailer (the maintained SMTP client
 * for Node: TLS, STARTTLS, auth and pooling, so none of it is written here). Bounded waits, so a
 * mail server that hangs cannot hold a request's work for minutes.
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
