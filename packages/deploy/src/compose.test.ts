import express from 'express';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readConfig as readBffAdminConfig } from '../../../bff-admin/src/config';
import { readConfig as readBffPublicConfig } from '../../../bff-public/src/config';
import { serverSettingArgs } from '@fresh-pouf/dev-postgres';
import { readTracingConfig } from '@fresh-pouf/server-kit';
import { NODE_SERVICE_CONFIGS as NODE_SERVICES, TRACING_VARIABLES } from './testing/service-configs';
import { type ComposeService, interpolate, loadCompose, referencedVariables, serviceEnv } from './testing/compose-file';
import {
  NODE_DOCKERFILE,
  nodeServices,
  readRepoFile,
  repoFileExists,
  STATIC_DOCKERFILE,
  staticParts,
} from './testing/repo-files';

/** A deployment's secrets, as an operator would set them (long enough for every rule). */
const SECRETS: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg-password-for-the-compose-test',
  CORE_SERVICE_TOKEN: 'core-service-token-for-the-compose-test',
  ADMIN_JWT_SECRET: 'admin-jwt-secret-for-the-compose-test-000',
};

const compose = loadCompose(SECRETS);
const services = compose.services;
const service = (name: string): ComposeService => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};

const STATIC_PORT = 8080;
/** A static site's server bundle, for the gateway alone (packages/deploy/docker/nginx.conf). */
const SERVER_BUNDLE_PORT = 8081;

/** The port a service listens on inside its container. */
function portOf(name: string): number {
  if (staticParts().includes(name)) return STATIC_PORT;
  const port = Number(serviceEnv(service(name)).PORT);
  if (!port) throw new Error(`${name} sets no PORT`);
  return port;
}

describe('docker-compose.yml', () => {
  it('stops with a message when a required secret is missing', () => {
    for (const name of Object.keys(SECRETS)) {
      expect(() => interpolate({ ...SECRETS, [name]: '' }), name).toThrow(name);
    }
  });

  it('builds every Node service and every static site from the two shared Dockerfiles, plus PostgreSQL', () => {
    expect(nodeServices()).toEqual(['bff-admin', 'bff-public', 'core-service', 'gateway']);
    expect(staticParts()).toEqual(
      expect.arrayContaining(['shell', 'mf-marketing', 'mf-checkout', 'mf-blog', 'mf-admin']),
    );
    for (const name of nodeServices()) {
      expect(service(name).build, name).toEqual({
        context: '.',
        dockerfile: NODE_DOCKERFILE,
        args: { SERVICE: name, PORT: String(portOf(name)) },
      });
    }
    for (const app of staticParts())
      expect(service(app).build, app).toEqual({ context: '.', dockerfile: STATIC_DOCKERFILE, args: { APP: app } });
    for (const [name, s] of Object.entries(services)) {
      if (s.build) expect(repoFileExists(s.build.dockerfile), `${name}: ${s.build.dockerfile}`).toBe(true);
    }
    expect(service('postgres').image).toMatch(/^postgres:\d+/);
  });

  it('runs PostgreSQL with the settings the product asks of every server it runs on', () => {
    expect(service('postgres').command).toEqual(['postgres', '-c', 'wal_init_zero=off']);
    // A setting added for the embedded server and the rehearsal reaches this file too.
    expect(service('postgres').command).toEqual(['postgres', ...serverSettingArgs()]);
  });

  it('runs the migrations once, as a one-shot job from the core-service image, before core-service starts', () => {
    const migrate = service('migrate');
    expect(migrate.image).toBe(service('core-service').image);
    expect(migrate.build).toEqual(service('core-service').build);
    expect(migrate.command).toEqual(['node', 'core-service/dist/migrate.js']);
    expect(migrate.restart).toBe('no');
    expect(migrate.healthcheck).toEqual({ disable: true });
    expect(serviceEnv(migrate).DATABASE_URL).toBe(serviceEnv(service('core-service')).DATABASE_URL);
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(service('core-service').depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(migrate.networks).toEqual(['backend']);
  });

  it('gives every long-running service a health check and a restart policy, and every one we build a locked-down container', () => {
    for (const [name, s] of Object.entries(services)) {
      if (name !== 'migrate') {
        expect(s.healthcheck?.test?.length, `${name} healthcheck`).toBeGreaterThan(0);
        expect(s.restart, name).toBe('unless-stopped');
      }
      if (!s.build) continue;
      expect(s.read_only, `${name} read_only`).toBe(true);
      expect(s.cap_drop, `${name} cap_drop`).toEqual(['ALL']);
      expect(s.security_opt, `${name} security_opt`).toContain('no-new-privileges:true');
    }
  });

  it('waits long enough for core-service to finish an e-mail send on shutdown', () => {
    const seconds = Number(/^(\d+)s$/.exec(service('core-service').stop_grace_period ?? '')?.[1]);
    const sendTimeoutMs = Number(serviceEnv(service('core-service')).OUTBOX_SEND_TIMEOUT_MS);
    // HTTP drain (10 s) runs beside the send; the database pool closes after both.
    expect(seconds * 1000).toBeGreaterThanOrEqual(Math.max(10_000, sendTimeoutMs) + 10_000);
    expect(service('core-service').init).toBe(true);
  });

  it.each(Object.keys(NODE_SERVICES))(
    '%s: its config.ts accepts the environment compose gives it, and knows every variable',
    (name) => {
      const { config, read, named } = NODE_SERVICES[name] ?? { config: '', read: () => ({ PORT: 0 }) };
      const env = serviceEnv(service(name));
      expect(() => read(env)).not.toThrow();
      const source = readRepoFile(config);
      const namedAtRunTime = named?.(env) ?? [];
      for (const key of Object.keys(env)) {
        if (key === 'NODE_ENV') continue; // read by Node and the libraries, not only by config.ts
        if (namedAtRunTime.includes(key)) continue;
        expect(source, `${name} sets ${key}, which ${config} does not read`).toMatch(new RegExp(`\\b${key}\\b`));
      }
    },
  );

  it("gives every Node service the OpenTelemetry collector's address when the deployment sets one, and leaves tracing off otherwise", () => {
    const tracingSource = readRepoFile('packages/server-kit/src/config.ts');
    for (const name of TRACING_VARIABLES) expect(tracingSource).toMatch(new RegExp(`\\b${name}\\b`));
    const traced = loadCompose({ ...SECRETS, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }).services;
    for (const name of Object.keys(NODE_SERVICES)) {
      expect(readTracingConfig(serviceEnv(service(name))), name).toEqual({
        OTEL_TRACES_SAMPLER_ARG: 0.05,
        TRACES_MAX_PER_SECOND: 1,
      });
      expect(readTracingConfig(serviceEnv(traced[name])), name).toEqual({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
        OTEL_TRACES_SAMPLER_ARG: 0.05,
        TRACES_MAX_PER_SECOND: 1,
      });
    }
    expect(serviceEnv(service('migrate')).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it('points every upstream URL at a service that listens on that port', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const [key, value] of Object.entries(serviceEnv(s))) {
        if (!key.endsWith('_URL') || key === 'DATABASE_URL' || key === 'PUBLIC_SITE_URL') continue;
        const url = new URL(value);
        expect(Object.keys(services), `${name} ${key}`).toContain(url.hostname);
        const serverBundle = key.endsWith('_SERVER_URL');
        if (serverBundle) expect(staticParts(), `${name} ${key}`).toContain(url.hostname);
        expect(Number(url.port), `${name} ${key}`).toBe(serverBundle ? SERVER_BUNDLE_PORT : portOf(url.hostname));
        expect(s.depends_on?.[url.hostname]?.condition, `${name} waits for ${url.hostname}`).toBe('service_healthy');
      }
    }
    const database = new URL(serviceEnv(service('core-service')).DATABASE_URL ?? '');
    expect(database.hostname).toBe('postgres');
  });

  it('checks each service on the port it listens on', () => {
    for (const [name, s] of Object.entries(services)) {
      if (name === 'postgres' || name === 'migrate') continue;
      const target = s.healthcheck?.test?.join(' ') ?? '';
      expect(target, name).toContain(`http://127.0.0.1:${portOf(name)}/`);
    }
  });

  it("routes the gateway to the shell, every static remote (each one's server bundle too) and both BFFs", () => {
    const env = serviceEnv(service('gateway'));
    expect(env.SHELL_URL).toBe('http://shell:8080');
    expect(env.SHELL_SERVER_URL).toBe('http://shell:8081');
    for (const part of staticParts().filter((p) => p.startsWith('mf-'))) {
      const key = `MF_${part.slice(3).toUpperCase()}`;
      expect(env[`${key}_URL`], key).toBe(`http://${part}:8080`);
      expect(env[`${key}_SERVER_URL`], key).toBe(`http://${part}:8081`);
    }
    // tmpfs: the one writable place of the read-only container.
    expect(service('gateway').tmpfs).toEqual(['/tmp']);
    expect(env.SSR_BUNDLE_CACHE_DIR).toBe('/tmp/fresh-pouf-server-bundles');
    expect(env.BFF_PUBLIC_URL).toBe('http://bff-public:4001');
    if (services['bff-admin']) expect(env.BFF_ADMIN_URL).toBe('http://bff-admin:4002');
  });

  it("serves every Node service's /metrics on METRICS_PORT, labelled for scraping, and the compose scrape file finds each", () => {
    const scrape = parse(readRepoFile('packages/deploy/prometheus/scrape-compose.yml')) as {
      scrape_configs: Array<{ job_name: string; dns_sd_configs: Array<{ names: string[]; port: number }> }>;
    };
    for (const name of Object.keys(NODE_SERVICES)) {
      const s = service(name);
      const config = NODE_SERVICES[name]?.read({ ...SECRETS, ...serviceEnv(s) }) as
        { METRICS_PORT?: number } | undefined;
      expect(config?.METRICS_PORT, name).toBe(9464);
      expect(s.labels, name).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': '9464',
        'prometheus.io/path': '/metrics',
      });
      expect(scrape.scrape_configs.find((job) => job.job_name === name)?.dns_sd_configs, name).toEqual([
        { names: [name], type: 'A', port: 9464 },
      ]);
    }
    expect(serviceEnv(service('migrate')).METRICS_PORT).toBeUndefined();
  });

  it('publishes only the gateway, on the port it listens on', () => {
    for (const [name, s] of Object.entries(services)) {
      if (name !== 'gateway') expect(s.ports, name).toBeUndefined();
    }
    expect(service('gateway').ports).toEqual([`8080:${portOf('gateway')}`]);
  });

  it('keeps core-service and PostgreSQL where the gateway cannot reach them', () => {
    const gatewayNets = new Set(service('gateway').networks);
    for (const name of ['core-service', 'migrate', 'postgres']) {
      expect(
        service(name).networks?.filter((n) => gatewayNets.has(n)),
        name,
      ).toEqual([]);
    }
    expect(service('postgres').networks).toEqual(['backend']);
    expect(compose.networks.backend?.internal).toBe(true);
  });

  // With a hop count, anything that reached a BFF directly chose its own address.
  it('lets the BFFs believe X-Forwarded-For only from the gateway, on a network only it and the BFFs join', () => {
    const bffs = ['bff-public', 'bff-admin'];
    const members = (network: string) =>
      Object.keys(services).filter((name) => service(name).networks?.includes(network));
    // The one network the gateway shares with the BFFs: nothing else is on it.
    const shared = (service('gateway').networks ?? []).filter((n) =>
      bffs.some((bff) => service(bff).networks?.includes(n)),
    );
    expect(shared).toEqual(['api']);
    expect(members('api').sort()).toEqual(['bff-admin', 'bff-public', 'gateway']);
    const [ipam] = compose.networks.api?.ipam?.config ?? [];
    expect(ipam).toEqual({ subnet: '172.30.42.0/24', ip_range: '172.30.42.128/25', gateway: '172.30.42.1' });

    for (const bff of bffs) {
      const trustProxy = serviceEnv(service(bff)).TRUST_PROXY;
      expect(trustProxy, bff).toBe(ipam?.ip_range);
      // As express will read it: the containers' range, not the host's bridge address nor anyone else.
      const app = express();
      const read = bff === 'bff-public' ? readBffPublicConfig : readBffAdminConfig;
      app.set('trust proxy', read(serviceEnv(service(bff))).TRUST_PROXY);
      const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
      expect(
        ['172.30.42.130', '172.30.42.254', '::ffff:172.30.42.200'].map((a) => trusted(a, 0)),
        bff,
      ).toEqual([true, true, true]);
      expect(
        ['172.30.42.1', '172.30.42.20', '10.0.0.7', '127.0.0.1', '203.0.113.9'].map((a) => trusted(a, 0)),
        bff,
      ).toEqual([false, false, false, false, false]);
    }
  });

  it('refuses a hop count or true as a BFF TRUST_PROXY, and trusts no one when it is unset', () => {
    const base = {
      CORE_SERVICE_TOKEN: SECRETS.CORE_SERVICE_TOKEN ?? '',
      ADMIN_JWT_SECRET: SECRETS.ADMIN_JWT_SECRET ?? '',
    };
    for (const read of [readBffPublicConfig, readBffAdminConfig]) {
      expect(read(base).TRUST_PROXY).toBe(false);
      expect(read({ ...base, TRUST_PROXY: '10.1.2.3, 10.1.3.0/24' }).TRUST_PROXY).toBe('10.1.2.3, 10.1.3.0/24');
      for (const value of ['1', '2', 'true']) {
        expect(() => read({ ...base, TRUST_PROXY: value }), value).toThrow(
          "TRUST_PROXY: must name the gateway's address or subnet",
        );
      }
    }
  });

  it('gives every BFF and core-service the same service token', () => {
    const tokens = ['core-service', 'bff-public', 'bff-admin']
      .filter((name) => services[name])
      .map((name) => serviceEnv(service(name)).CORE_SERVICE_TOKEN);
    expect(new Set(tokens)).toEqual(new Set([SECRETS.CORE_SERVICE_TOKEN]));
  });

  it('documents in docs/configuration.md every variable it reads or sets', () => {
    const configuration = readRepoFile('docs/configuration.md');
    const names = new Set(referencedVariables());
    for (const name of Object.keys(NODE_SERVICES))
      for (const key of Object.keys(serviceEnv(service(name)))) names.add(key);
    for (const name of names)
      expect(configuration, `docs/configuration.md does not mention ${name}`).toContain(`\`${name}\``);
  });

  it('builds the images from files that exist, as a non-root user, exposing the port compose expects', () => {
    const finalStage = (dockerfile: string) => dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    for (const file of [NODE_DOCKERFILE, STATIC_DOCKERFILE]) {
      const dockerfile = readRepoFile(file);
      for (const [, image] of dockerfile.matchAll(/^FROM\s+(\S+)/gm)) expect(image, file).toMatch(/:\d/);
      expect(finalStage(dockerfile), file).toMatch(/^HEALTHCHECK /m);
      for (const [, source] of dockerfile.matchAll(/^COPY (?!--from)(?:--\S+\s+)*(\S+)\s/gm)) {
        if (source !== '.') expect(repoFileExists(source ?? ''), `${file}: COPY ${source}`).toBe(true);
      }
    }
    // Node services: compiled JavaScript, the port from the build argument compose passes.
    const node = finalStage(readRepoFile(NODE_DOCKERFILE));
    expect(node).toMatch(/^USER node$/m);
    expect(node).toContain('EXPOSE ${PORT}');
    expect(node).toContain('COPY --from=build /app/${SERVICE}/dist ./${SERVICE}/dist');
    expect(node).toContain('CMD ["sh", "-c", "exec node --enable-source-maps \\"${SERVICE}/dist/main.js\\""]');
    expect(node).not.toMatch(/tsx/);
    // Static sites: the one nginx.conf, port 8080 for browsers and 8081 for the gateway's server bundles.
    const site = finalStage(readRepoFile(STATIC_DOCKERFILE));
    expect(site).toMatch(/^USER nginx$/m);
    expect(site).toContain(`EXPOSE ${STATIC_PORT} ${SERVER_BUNDLE_PORT}`);
    expect(site).toContain('COPY --chown=root:root packages/deploy/docker/nginx.conf /etc/nginx/nginx.conf');
    expect(site).toContain('COPY --from=build --chown=root:root /app/${APP}/dist /usr/share/nginx/html');
  });
});
