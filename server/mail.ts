import { createTransport } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one e-mail; rejects when the SMTP server does not take it. */
export type SendMail = (mail: Mail) => Promise<void>;

export function smtpMailer(smtpUrl: string, from: string): SendMail {
  const transport = createTransport(smtpUrl, { from });
  return async (mail) => {
    await transport.sendMail(mail);
  };
}
