import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchNginx, type RunningNginx } from '../nginx-process';

/** A name clients use and the copies behind it (their ports on loopback). */
export interface BalancedService {
  name: string;
  listenPort: number;
  copyPorts: number[];
}

/**
 * One nginx that plays what the host gives a deployment: the load balancer in front of the
 * gateways (`edge`) and the service names the parts call each other by (compose's DNS names,
 * Kubernetes Services), each spreading requests over the copies. Like those, it moves new
 * connections off a copy that refuses them and never replays a request already sent: a POST
 * cut off by a dying copy is the client's to try again.
 */
export function balancerConfig(prefix: string, services: BalancedService[]): string {
  const upstreams = services
    .map(
      (s) => `  upstream ${s.name} {
${s.copyPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
  }`,
    )
    .join('\n');
  const servers = services
    .map(
      (s) => `  server {
    listen 127.0.0.1:${s.listenPort};
    location = /healthz { default_type text/plain; return 200 "ok\\n"; }
    location / {
      proxy_pass http://${s.name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout;
      proxy_buffering off;
    }
  }`,
    )
    .join('\n');
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr error;
events { worker_connections 4096; }
http {
  access_log off;
  client_max_body_size 1m;
  client_body_temp_path ${prefix}/tmp/client_body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${upstreams}
${servers}
}
`;
}

export async function startBalancer(services: BalancedService[]): Promise<RunningNginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-balancer-'));
  await mkdir(path.join(prefix, 'tmp'));
  const confPath = path.join(prefix, 'nginx.conf');
  await writeFile(confPath, balancerConfig(prefix, services));
  const first = services[0];
  if (!first) throw new Error('nothing to balance');
  return launchNginx({ confPath, prefix, url: `http://127.0.0.1:${first.listenPort}` });
}
