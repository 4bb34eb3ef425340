/** Sending through the SMTP server of SMTP_URL (nodemailer), and how a failure reads. */
import nodemailer from 'nodemailer';
import type { DeliveryFailure } from '../../lib/delivery-state.ts';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The same on every attempt, so a receiver can drop a copy sent twice. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // One connection kept open for the worker's messages, not a new one (and its greeting)
    // for each.
    pool: true,
    maxConnections: 1,
    // Well inside the delivery lease (2 min), so an attempt ends before its row is reclaimed.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * A permanent refusal (a 5xx answer to the message or a recipient) fails the message at once;
 * anything else (no connection, time-outs, 4xx, a refused login) is retried.
 */
export function deliveryFailure(error: unknown): DeliveryFailure {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
  const reason = response ?? message ?? 'Unknown error';
  return {
    error: `${code ? `${code}: ` : ''}${reason}`.slice(0, 500),
    transient: !permanent,
  };
}
