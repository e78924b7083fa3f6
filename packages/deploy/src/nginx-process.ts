import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@fresh-pouf/dev-postgres';

/** Debian's nginx; `.ci/run` installs it on a fresh machine. */
export const NGINX_BIN = '/usr/sbin/nginx';

export function requireNginx(): void {
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing: apt-get install -y nginx (.ci/run does this)`);
}

/** `nginx -t` on a config file exactly as the image ships it. */
export function checkNginxConfig(confPath: string): { ok: boolean; output: string } {
  requireNginx();
  const result = spawnSync(NGINX_BIN, ['-t', '-q', '-e', 'stderr', '-c', confPath], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1)
    throw new Error(`expected one ${what} directive in the nginx config, found ${matches?.length ?? 0}`);
  return text.replace(pattern, replacement);
}

/** A loopback port nobody listens on right now (the OS picks it). */
export { freePort as freeLoopbackPort } from '@fresh-pouf/dev-postgres';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** A static image's nginx: its site (port 8080 in the image) and its server bundle for the gateway (8081). */
export interface RunningStaticSite extends RunningNginx {
  /** What the gateway's SHELL_SERVER_URL / MF_<NAME>_SERVER_URL name. */
  serverBundleUrl: string;
}

/**
 * Runs an image's nginx.conf for real, changed only where a container differs from this
 * machine: the ports it listens on (loopback here; the server bundle's port is picked when not
 * given), the folder it serves and where its pid and temporary files go (a private prefix, so
 * several can run side by side).
 */
export async function startNginx(options: {
  confPath: string;
  root: string;
  port: number;
  serverBundlePort?: number;
}): Promise<RunningStaticSite> {
  requireNginx();
  const serverBundlePort = options.serverBundlePort ?? (await freePort());
  const prefix = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-nginx-'));
  await mkdir(path.join(prefix, 'tmp'));
  let conf = await readFile(options.confPath, 'utf8');
  conf = replaceOnce(conf, /^(\s*)listen\s+8080;/m, `$1listen 127.0.0.1:${options.port};`, 'listen 8080');
  conf = replaceOnce(conf, /^(\s*)listen\s+8081;/m, `$1listen 127.0.0.1:${serverBundlePort};`, 'listen 8081');
  conf = replaceOnce(conf, /^(\s*)root\s+\/usr\/share\/nginx\/html;/m, `$1root ${options.root};`, 'root');
  conf = replaceOnce(conf, /^pid\s+\/tmp\/nginx\.pid;/m, `pid ${prefix}/nginx.pid;`, 'pid');
  conf = conf.replaceAll(/(_temp_path\s+)\/tmp\//g, `$1${prefix}/tmp/`);
  const confPath = path.join(prefix, 'nginx.conf');
  await writeFile(confPath, conf);

  const nginx = await launchNginx({ confPath, prefix, url: `http://127.0.0.1:${options.port}` });
  return { ...nginx, serverBundleUrl: `http://127.0.0.1:${serverBundlePort}` };
}

/**
 * Runs nginx on a config already written into `prefix` (its pid and temporary files live
 * there); resolves once `url`/healthz answers. stop() removes the prefix.
 */
export async function launchNginx(options: { confPath: string; prefix: string; url: string }): Promise<RunningNginx> {
  requireNginx();
  const { confPath, prefix, url } = options;
  // As root here (not in the image), nginx would hand workers to `nobody`; root reads any checkout.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = spawn(NGINX_BIN, ['-e', 'stderr', '-p', prefix, '-c', confPath, '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    async stop() {
      // SIGQUIT: nginx's graceful stop, as `docker stop` asks of the image (STOPSIGNAL SIGQUIT).
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
