import { parse } from 'yaml';
import { readRepoFile } from './repo-files';

/** Test support: docker-compose.yml as Docker Compose reads it (merge keys, `${VAR}` interpolation). */
export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  restart?: string;
  init?: boolean;
  read_only?: boolean;
  tmpfs?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  stop_grace_period?: string;
  networks?: string[];
  environment?: Record<string, string | number | boolean | null>;
  labels?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks: Record<
    string,
    { internal?: boolean; ipam?: { config?: { subnet?: string; ip_range?: string; gateway?: string }[] } } | null
  >;
}

export const COMPOSE_TEXT = readRepoFile('docker-compose.yml');

const REFERENCE = /\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g;

/** Every variable the file reads from the deployment's environment. */
export function referencedVariables(): string[] {
  return [...new Set([...COMPOSE_TEXT.matchAll(REFERENCE)].map((m) => m[1] ?? ''))].sort();
}

/** Compose's own rules: `${X:-default}` falls back, `${X:?message}` stops when X is unset or empty. */
export function interpolate(env: Record<string, string>): string {
  return COMPOSE_TEXT.replace(
    REFERENCE,
    (_all, name: string, operator: string | undefined, rest: string | undefined) => {
      const value = env[name];
      if (value) return value;
      if (operator === ':?') throw new Error(`${name}: ${rest}`);
      return operator === ':-' ? (rest ?? '') : '';
    },
  );
}

export function loadCompose(env: Record<string, string>): ComposeFile {
  return parse(interpolate(env), { merge: true }) as ComposeFile;
}

/** Environment of one service as its process would see it: text, and `KEY:` with nothing is empty. */
export function serviceEnv(service: ComposeService | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service?.environment ?? {}).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}
