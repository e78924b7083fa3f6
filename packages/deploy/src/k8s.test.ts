import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Job } from 'kubernetes-models/batch/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import { readTracingConfig } from '@fresh-pouf/server-kit';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readMigrateConfig } from '../../../core-service/src/config';
import { readConfig as readGatewayConfig } from '../../../gateway/src/config';
import { NODE_SERVICE_CONFIGS as NODE_SERVICES } from './testing/service-configs';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const K8S_DIR = 'packages/deploy/k8s';
const readRepoFile = (relative: string) => readFileSync(path.join(REPO_ROOT, relative), 'utf8');

/** What `kubectl apply -k packages/deploy/k8s` would send: kustomize's rendering, parsed. */
const rendered = execFileSync('kubectl', ['kustomize', K8S_DIR], { cwd: REPO_ROOT, encoding: 'utf8' });

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
  };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: EnvVar[];
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
}
interface PeerSelector {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: object;
}
interface NetworkRule {
  from?: PeerSelector[];
  to?: PeerSelector[];
  ports?: { protocol: string; port: number }[];
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    template?: { metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec };
    selector?: { matchLabels?: Record<string, string> };
    scaleTargetRef?: { kind: string; name: string };
    ports?: { port: number; targetPort: string }[];
    podSelector?: {
      matchLabels?: Record<string, string>;
      matchExpressions?: { key: string; operator: string; values: string[] }[];
    };
    policyTypes?: string[];
    ingress?: NetworkRule[];
    egress?: NetworkRule[];
  };
}

const objects = parseAllDocuments(rendered).map((doc) => doc.toJS() as K8sObject);
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
const named = (kind: string, name: string): K8sObject => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the rendered manifests`);
  return found;
};
const containerOf = (o: K8sObject): Container => {
  const [container] = o.spec?.template?.spec.containers ?? [];
  if (!container) throw new Error(`${o.kind} ${o.metadata.name} has no container`);
  return container;
};

/** The schema of each kind we ship, from kubernetes-models (the Kubernetes OpenAPI definitions). */
const MODELS: Record<string, new (data: object) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

const SECRET_VALUES: Record<string, string> = {
  DATABASE_URL: 'postgres://fresh_pouf:secret@db.example:5432/fresh_pouf',
  CORE_SERVICE_TOKEN: 'core-service-token-for-the-k8s-test',
  ADMIN_JWT_SECRET: 'admin-jwt-secret-for-the-k8s-test-000000',
};

const STATIC_SITES = ['shell', ...readGatewayConfig({}).remotes.map(({ name }) => `mf-${name}`)];
const STATIC_PORT = 8080;
/** A static site's server bundle, for the gateway alone (packages/deploy/docker/nginx.conf). */
const SERVER_BUNDLE_PORT = 8081;

/** A container's environment as its process sees it: secrets and settings filled with test values. */
function envOf(container: Container, configMap: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    (container.env ?? []).flatMap(({ name, value, valueFrom }): [string, string][] => {
      if (value !== undefined) return [[name, value]];
      const fromMap = valueFrom?.configMapKeyRef ? configMap[valueFrom.configMapKeyRef.key] : undefined;
      const fromSecret = valueFrom?.secretKeyRef ? SECRET_VALUES[valueFrom.secretKeyRef.key] : undefined;
      const resolved = fromMap ?? fromSecret;
      return resolved === undefined ? [] : [[name, resolved]];
    }),
  );
}
const siteSettings = named('ConfigMap', 'fresh-pouf-site').data ?? {};

describe('packages/deploy/k8s (kubectl kustomize)', () => {
  it('renders every part: a Deployment, Service, PodDisruptionBudget and HorizontalPodAutoscaler each, and the migration Job', () => {
    const parts = [...Object.keys(NODE_SERVICES), ...STATIC_SITES].sort();
    for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler']) {
      expect(
        ofKind(kind)
          .map((o) => o.metadata.name)
          .sort(),
        kind,
      ).toEqual(parts);
    }
    expect(ofKind('Job').map((o) => o.metadata.name)).toEqual(['migrate']);
    expect(new Set(objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace))).toEqual(
      new Set(['fresh-pouf']),
    );
  });

  it('validates every object against the Kubernetes schemas', () => {
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `${object.apiVersion} ${object.kind} has no schema here`).toBeDefined();
      expect(
        () => new (Model as NonNullable<typeof Model>)(object).validate(),
        `${object.kind} ${object.metadata.name}`,
      ).not.toThrow();
    }
  });

  it('refuses an object that breaks the schema (the validation is real)', () => {
    const broken = structuredClone(named('Deployment', 'gateway'));
    (containerOf(broken).ports ?? [])[0] = { name: 'http', containerPort: 'eighty' as unknown as number };
    expect(() => new Deployment(broken as object).validate()).toThrow();
  });

  it('contains no Secret and references every secret through secretKeyRef', () => {
    expect(ofKind('Secret')).toEqual([]);
    for (const o of [...ofKind('Deployment'), ...ofKind('Job')]) {
      for (const { name, value, valueFrom } of containerOf(o).env ?? []) {
        if (/TOKEN|SECRET|PASSWORD|DATABASE_URL|STRIPE_/.test(name)) {
          expect(value, `${o.metadata.name} ${name} inlined`).toBeUndefined();
          expect(valueFrom?.secretKeyRef, `${o.metadata.name} ${name}`).toEqual(
            expect.objectContaining({ name: 'fresh-pouf-secrets', key: name }),
          );
        }
      }
    }
  });

  it.each(Object.keys(NODE_SERVICES))(
    '%s: listens on the port its config defaults to, and its config accepts and knows every variable given',
    (name) => {
      const { config, read, named: namedAtRunTime } = NODE_SERVICES[name] ?? { config: '', read: () => ({ PORT: 0 }) };
      const container = containerOf(named('Deployment', name));
      const defaultPort = read({ ...SECRET_VALUES }).PORT;
      expect(container.ports).toEqual([
        { name: 'http', containerPort: defaultPort },
        { name: 'metrics', containerPort: 9464 },
      ]);
      expect(named('Service', name).spec?.ports).toEqual([{ name: 'http', port: defaultPort, targetPort: 'http' }]);
      const env = envOf(container, siteSettings);
      expect(Number(env.PORT)).toBe(defaultPort);
      expect(() => read(env)).not.toThrow();
      const source = readRepoFile(config);
      const runTimeNames = namedAtRunTime?.(env) ?? [];
      for (const key of Object.keys(env)) {
        if (key === 'NODE_ENV' || runTimeNames.includes(key)) continue;
        expect(source, `${name} sets ${key}, which ${config} does not read`).toMatch(new RegExp(`\\b${key}\\b`));
      }
    },
  );

  it('points every upstream URL at a Service on a port that Service serves', () => {
    const servicePorts = (host: string) => (named('Service', host).spec?.ports ?? []).map((p) => p.port);
    for (const name of Object.keys(NODE_SERVICES)) {
      for (const [key, value] of Object.entries(envOf(containerOf(named('Deployment', name)), siteSettings))) {
        if (!key.endsWith('_URL') || key === 'DATABASE_URL' || key === 'PUBLIC_SITE_URL') continue;
        const url = new URL(value);
        expect(servicePorts(url.hostname), `${name} ${key}`).toContain(Number(url.port));
      }
    }
    for (const site of STATIC_SITES) {
      expect(named('Service', site).spec?.ports, site).toEqual([
        { name: 'http', port: STATIC_PORT, targetPort: 'http' },
        { name: 'server-bundle', port: SERVER_BUNDLE_PORT, targetPort: 'server-bundle' },
      ]);
      expect(containerOf(named('Deployment', site)).ports, site).toEqual([
        { name: 'http', containerPort: STATIC_PORT },
        { name: 'server-bundle', containerPort: SERVER_BUNDLE_PORT },
      ]);
    }
  });

  it("gives the gateway every front end's server bundle on its own port, and room for them in /tmp", () => {
    const gateway = named('Deployment', 'gateway');
    const env = envOf(containerOf(gateway), siteSettings);
    expect(env.SHELL_URL).toBe(`http://shell:${STATIC_PORT}`);
    expect(env.SHELL_SERVER_URL).toBe(`http://shell:${SERVER_BUNDLE_PORT}`);
    for (const { name } of readGatewayConfig(env).remotes) {
      expect(env[`MF_${name.toUpperCase()}_URL`], name).toBe(`http://mf-${name}:${STATIC_PORT}`);
      expect(env[`MF_${name.toUpperCase()}_SERVER_URL`], name).toBe(`http://mf-${name}:${SERVER_BUNDLE_PORT}`);
    }
    // The cache is on the tmp volume, the one writable place of a read-only container.
    const pod = gateway.spec?.template?.spec as PodSpec & {
      volumes?: { name: string; emptyDir?: { sizeLimit?: string } }[];
    };
    const mounts =
      (pod.containers[0] as Container & { volumeMounts?: { name: string; mountPath: string }[] }).volumeMounts ?? [];
    expect(mounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
    expect(readGatewayConfig(env).SSR_BUNDLE_CACHE_DIR).toBe('/tmp/fresh-pouf-server-bundles');
    expect(pod.volumes?.find((v) => v.name === 'tmp')?.emptyDir?.sizeLimit).toBe('64Mi');
  });

  it('runs the migrations as a Job from the core-service image with only the database URL', () => {
    const job = named('Job', 'migrate');
    const container = containerOf(job);
    expect(container.image).toBe(containerOf(named('Deployment', 'core-service')).image);
    expect(container.command).toEqual(['node', 'core-service/dist/migrate.js']);
    expect(readMigrateConfig(envOf(container, siteSettings)).DATABASE_URL).toBe(SECRET_VALUES.DATABASE_URL);
  });

  it('serves /metrics on the port METRICS_PORT names, annotated for Prometheus, in every Node service', () => {
    for (const [name, service] of Object.entries(NODE_SERVICES)) {
      const deployment = named('Deployment', name);
      const container = containerOf(deployment);
      const config = service.read(envOf(container, siteSettings)) as { METRICS_PORT?: number };
      expect(config.METRICS_PORT, name).toBe(9464);
      expect(container.ports?.find((p) => p.name === 'metrics')?.containerPort, name).toBe(9464);
      expect(deployment.spec?.template?.metadata?.annotations, name).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': '9464',
        'prometheus.io/path': '/metrics',
      });
      // The Service names the API port alone: nothing routes to the metrics port.
      expect(
        named('Service', name).spec?.ports?.map((p) => p.targetPort),
        name,
      ).toEqual(['http']);
    }
  });

  it("gives every Node service the trace collector's address once the site settings name one; until then tracing is off", () => {
    const collector = 'http://otel-collector.monitoring:4318';
    expect(readRepoFile(`${K8S_DIR}/site-config.yaml`)).toContain(`# OTEL_EXPORTER_OTLP_ENDPOINT: ${collector}`);
    for (const name of Object.keys(NODE_SERVICES)) {
      const container = containerOf(named('Deployment', name));
      expect(container.env?.find((e) => e.name === 'OTEL_EXPORTER_OTLP_ENDPOINT')?.valueFrom, name).toEqual({
        configMapKeyRef: { name: 'fresh-pouf-site', key: 'OTEL_EXPORTER_OTLP_ENDPOINT', optional: true },
      });
      expect(readTracingConfig(envOf(container, siteSettings)).OTEL_EXPORTER_OTLP_ENDPOINT, name).toBeUndefined();
      expect(
        readTracingConfig(envOf(container, { ...siteSettings, OTEL_EXPORTER_OTLP_ENDPOINT: collector }))
          .OTEL_EXPORTER_OTLP_ENDPOINT,
        name,
      ).toBe(collector);
    }
  });

  it('probes readiness on /readyz and liveness on /healthz, paths every service answers', () => {
    const healthRoutes = readRepoFile('packages/server-kit/src/health.ts');
    expect(healthRoutes).toContain("LIVE_PATH = '/healthz'");
    expect(healthRoutes).toContain("READY_PATH = '/readyz'");
    const nginx = readRepoFile('packages/deploy/docker/nginx.conf');
    expect(nginx).toMatch(/location = \/healthz \{[^}]*return 200/);
    expect(nginx).toMatch(/location = \/readyz \{[^}]*return 200/);
    for (const o of ofKind('Deployment')) {
      const container = containerOf(o);
      expect(container.readinessProbe?.httpGet, o.metadata.name).toEqual({ path: '/readyz', port: 'http' });
      expect(container.livenessProbe?.httpGet, o.metadata.name).toEqual({ path: '/healthz', port: 'http' });
    }
  });

  it('runs every pod non-root, read-only, with no capabilities, and with resource requests and a memory limit', () => {
    for (const o of [...ofKind('Deployment'), ...ofKind('Job')]) {
      const pod = o.spec?.template?.spec;
      expect(pod?.securityContext?.runAsNonRoot, o.metadata.name).toBe(true);
      expect(pod?.securityContext?.runAsUser, o.metadata.name).toBeGreaterThan(0);
      const container = containerOf(o);
      expect(container.securityContext, o.metadata.name).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(Object.keys(container.resources?.requests ?? {}).sort(), o.metadata.name).toEqual(['cpu', 'memory']);
      expect(container.resources?.limits?.memory, o.metadata.name).toBeDefined();
    }
  });

  it('gives every Deployment a PodDisruptionBudget and an autoscaler that select it', () => {
    for (const d of ofKind('Deployment')) {
      const labels = d.spec?.template?.metadata?.labels ?? {};
      expect(d.spec?.selector?.matchLabels, d.metadata.name).toEqual({ 'app.kubernetes.io/name': d.metadata.name });
      for (const [key, value] of Object.entries(d.spec?.selector?.matchLabels ?? {}))
        expect(labels[key], d.metadata.name).toBe(value);
      expect(named('PodDisruptionBudget', d.metadata.name).spec?.selector).toEqual(d.spec?.selector);
      expect(named('Service', d.metadata.name).spec).toEqual(
        expect.objectContaining({ selector: d.spec?.selector?.matchLabels }),
      );
      expect(named('HorizontalPodAutoscaler', d.metadata.name).spec?.scaleTargetRef).toEqual({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: d.metadata.name,
      });
    }
  });

  describe('network policies mirror compose networks', () => {
    const policies = ofKind('NetworkPolicy');
    const appOf = (labels: Record<string, string>) => labels['app.kubernetes.io/name'] ?? '';
    const selects = (policy: K8sObject, app: string) => {
      const selector = policy.spec?.podSelector ?? {};
      const byLabel = Object.entries(selector.matchLabels ?? {}).every(
        ([key, value]) => key === 'app.kubernetes.io/name' && value === app,
      );
      const byExpression = (selector.matchExpressions ?? []).every(
        (e) => e.operator === 'In' && e.values.includes(app),
      );
      return byLabel && byExpression;
    };
    /** A pod by its app, a namespace as `ns/<name>`, or `*` for anyone. */
    const peerOf = (peer: PeerSelector) =>
      peer.podSelector
        ? appOf(peer.podSelector.matchLabels ?? {})
        : peer.namespaceSelector
          ? `ns/${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'] ?? '?'}`
          : '*';
    /** Who may open a connection to `app` (`*` for anyone), and on which ports. */
    const allowedInto = (app: string) =>
      policies
        .filter((p) => selects(p, app))
        .flatMap((p) => p.spec?.ingress ?? [])
        .flatMap((rule) =>
          (rule.from ?? [{}]).map((peer) => `${peerOf(peer)}:${(rule.ports ?? []).map((port) => port.port).join(',')}`),
        )
        .sort();
    /** Which pods may open connections on the PostgreSQL port. */
    const reachPostgres = (app: string) =>
      policies
        .filter((p) => selects(p, app))
        .some((p) => (p.spec?.egress ?? []).some((rule) => rule.ports?.some((port) => port.port === 5432)));

    it('denies everything not allowed, in and out, for every pod', () => {
      expect(named('NetworkPolicy', 'default-deny').spec).toEqual({
        podSelector: {},
        policyTypes: ['Ingress', 'Egress'],
      });
    });

    it('lets only the gateway reach the BFFs and the static sites, only the BFFs reach core, and anyone reach the gateway', () => {
      expect(allowedInto('gateway')).toEqual(['*:8080', 'ns/monitoring:9464']);
      expect(allowedInto('bff-public')).toEqual(['gateway:4001', 'ns/monitoring:9464']);
      expect(allowedInto('bff-admin')).toEqual(['gateway:4002', 'ns/monitoring:9464']);
      expect(allowedInto('core-service')).toEqual(['bff-admin:4000', 'bff-public:4000', 'ns/monitoring:9464']);
      for (const site of STATIC_SITES) expect(allowedInto(site), site).toEqual(['gateway:8080,8081']);
      expect(allowedInto('migrate')).toEqual([]);
    });

    it('lets the Node services, and nothing else, send traces to the monitoring namespace on 4318 alone', () => {
      const toMonitoring = (app: string) =>
        policies
          .filter((p) => selects(p, app))
          .flatMap((p) => p.spec?.egress ?? [])
          .filter((rule) => (rule.to ?? []).some((peer) => peerOf(peer) === 'ns/monitoring'))
          .flatMap((rule) => (rule.ports ?? []).map((port) => port.port));
      for (const app of Object.keys(NODE_SERVICES)) expect(toMonitoring(app), app).toEqual([4318]);
      for (const app of [...STATIC_SITES, 'migrate']) expect(toMonitoring(app), app).toEqual([]);
    });

    it('lets only core-service and the migration Job reach PostgreSQL (an external DATABASE_URL)', () => {
      const apps = [...ofKind('Deployment'), ...ofKind('Job')].map((o) =>
        appOf(o.spec?.template?.metadata?.labels ?? {}),
      );
      expect(apps.filter(reachPostgres).sort()).toEqual(['core-service', 'migrate']);
    });
  });
});
