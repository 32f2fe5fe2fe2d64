import net from 'node:net';

/**
 * What the proxy does to traffic between Lunna and a dependency (PostgreSQL, Redis):
 * - `pass`: forwards both ways;
 * - `reset`: resets every open connection and every new one at once (a restart, a failover, a firewall);
 * - `silent`: accepts connections but moves no byte either way, as a network partition does; the
 *   bytes held back flow again when the mode returns to `pass`, as TCP retransmission would deliver them.
 */
export type FaultMode = 'pass' | 'reset' | 'silent';

export type FaultProxy = {
  port: number;
  /** The same URL with host and port pointing at the proxy. */
  url(target: string): string;
  mode(): FaultMode;
  setMode(mode: FaultMode): void;
  /** Resets the connections open now and keeps forwarding new ones. */
  resetConnections(): void;
  openConnections(): number;
  close(): Promise<void>;
};

type Pair = {
  client: net.Socket;
  upstream: net.Socket | null;
  held: { toUpstream: Buffer[]; toClient: Buffer[] };
};

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let current: FaultMode = 'pass';
  const pairs = new Set<Pair>();

  const destroy = (pair: Pair) => {
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
    pairs.delete(pair);
  };

  const flush = (pair: Pair) => {
    if (!pair.upstream) return;
    for (const chunk of pair.held.toUpstream.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.held.toClient.splice(0)) pair.client.write(chunk);
  };

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => {
      if (current === 'pass') pair.client.write(chunk);
      else pair.held.toClient.push(chunk);
    });
    upstream.on('connect', () => flush(pair));
    upstream.on('error', () => destroy(pair));
    upstream.on('close', () => {
      pair.client.destroy();
      pairs.delete(pair);
    });
  };

  const server = net.createServer((client) => {
    if (current === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, held: { toUpstream: [], toClient: [] } };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (current === 'pass' && pair.upstream && !pair.upstream.connecting) pair.upstream.write(chunk);
      else pair.held.toUpstream.push(chunk);
    });
    client.on('error', () => destroy(pair));
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    // During a partition nothing reaches the server, not even the connection itself.
    if (current === 'pass') connectUpstream(pair);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    url(original) {
      const url = new URL(original);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    mode: () => current,
    setMode(mode) {
      current = mode;
      if (mode === 'reset') for (const pair of [...pairs]) destroy(pair);
      if (mode === 'pass')
        for (const pair of pairs) {
          if (pair.upstream) flush(pair);
          else connectUpstream(pair);
        }
    },
    resetConnections() {
      for (const pair of [...pairs]) destroy(pair);
    },
    openConnections: () => pairs.size,
    close() {
      for (const pair of [...pairs]) destroy(pair);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
