/**
 * A TCP proxy in the test process between a server process and PostgreSQL, so a test can
 * take the database away from the server and give it back without touching the machine's
 * PostgreSQL: `cut()` closes the listener (new connections are refused) and destroys every
 * open connection; `restore()` listens again on the same port.
 */
import net from 'node:net';
import { cleanUpAfterFile } from './cleanup.ts';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const stop = async () => {
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const proxy: TcpProxy = {
    port,
    rewrite(url) {
      const rewritten = new URL(url);
      rewritten.hostname = '127.0.0.1';
      rewritten.port = String(port);
      return rewritten.toString();
    },
    async cut() {
      const closing = stop();
      for (const socket of sockets) socket.destroy();
      await closing;
    },
    async restore() {
      await listen(port);
    },
    async close() {
      await proxy.cut();
    },
  };
  cleanUpAfterFile(() => proxy.close());
  return proxy;
}
