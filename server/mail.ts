import { createTransport } from 'nodemailer';

export interface Mail {
  to: string;
  /** Where an answer goes, when not to the shop's sender. */
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (multipart/alternative): the same words, laid out. */
  html?: string;
}

/** Sends one e-mail; rejects when the SMTP server does not take it. */
export type SendMail = (mail: Mail) => Promise<void>;

export function smtpMailer(smtpUrl: string, from: string): SendMail {
  // Bounded waits: a request that sends mail answers within them even when SMTP hangs.
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return async (mail) => {
    await transport.sendMail(mail);
  };
}
