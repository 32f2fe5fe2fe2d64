import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { scratchDir } from '../faults/server-process';

/** Debian's nginx (scripts/ensure-test-tools.sh installs it). */
export const NGINX = '/usr/sbin/nginx';

export type Nginx = {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  /** What nginx logged (errors, upstream failures). */
  errors(): string;
  stop(): Promise<void>;
};

/** A port nobody listens on now (nginx needs a number in its configuration). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * nginx as the load balancer in front of `upstreams` (round robin; a SockJS session's requests to one
 * instance; WebSockets passed through; the client's address in X-Forwarded-For), in the foreground as a child of the test, with its configuration, logs and
 * temporary files in a scratch folder.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = scratchDir('lunna-nginx');
  const port = await freePort();
  const servers = upstreams
    .map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  map $uri $sockjs_session { "~^/api/ws/[^/]+/([^/]+)/" $1; default ""; }
  upstream lunna {
${servers}
  }
  # SockJS without WebSocket makes several requests per session (/api/ws/<server>/<session>/…), and the
  # session lives in the instance that opened it: those go by the session id, the rest round robin.
  upstream lunna_sockjs {
    hash $sockjs_session;
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location ~ "^/api/ws/[^/]+/[^/]+/" {
      proxy_pass http://lunna_sockjs;
      include ${dir}/proxy.conf;
    }
    location / {
      proxy_pass http://lunna;
      include ${dir}/proxy.conf;
    }
  }
}
`;
  // The same forwarding for both locations.
  fs.writeFileSync(
    path.join(dir, 'proxy.conf'),
    `proxy_http_version 1.1;
proxy_set_header Host $host;
proxy_set_header Upgrade $http_upgrade;
proxy_set_header Connection $connection_upgrade;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_read_timeout 1h;
proxy_connect_timeout 2s;
proxy_buffering off;
`,
  );
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  let output = '';
  const child = spawn(NGINX, ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errors = () =>
    output +
    (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '');

  const deadline = Date.now() + 10_000;
  for (;;) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${errors()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    errors,
    async stop() {
      // SIGTERM: nginx's fast shutdown, its workers included.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
