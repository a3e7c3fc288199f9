import { createServer } from 'node:net';

/**
 * A loopback port free at the moment: the system picks one for a probe, which gives it back at
 * once for the caller to listen on (or to hand to a program that takes a port, such as a WebDriver).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
