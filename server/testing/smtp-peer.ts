/**
 * A real SMTP server in the test process (smtp-server), each message parsed as a mail client
 * would read it (mailparser). `down()` closes it (connections refused), `up()` listens again
 * on the same port: an SMTP outage and its end.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  /** For SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Refuses every message with this SMTP answer until cleared (null). */
  refuseWith: { code: number; message: string } | null;
  /** Resolves once `count` messages have arrived in all (throws after `ms`). */
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const peer: SmtpPeer = {
    url: '',
    received,
    refuseWith: null,
    async waitFor(count, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${received.length} of ${count} messages arrived in ${ms} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    async down() {
      const closing = server;
      server = null;
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    async up() {
      const listening = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        // down() is an outage: open connections get 421 and are dropped at once, not after
        // the default 30 s grace.
        closeTimeout: 1,
        logger: false,
        onData(stream, _session, callback) {
          const refusal = peer.refuseWith;
          if (refusal) {
            stream.resume();
            stream.on('end', () =>
              callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code })),
            );
            return;
          }
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      port = (listening.server.address() as AddressInfo).port;
      peer.url = `smtp://127.0.0.1:${port}`;
      server = listening;
    },
    close: () => peer.down(),
  };
  await peer.up();
  return peer;
}
