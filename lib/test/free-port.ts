import { once } from 'node:events';
import net from 'node:net';

/** A port on 127.0.0.1 that nothing listens on just now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}
