import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support: the deployment files of the repository, read as they are committed. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const readRepoFile = (relative: string) => readFileSync(path.join(REPO_ROOT, relative), 'utf8');
export const repoFileExists = (relative: string) => existsSync(path.join(REPO_ROOT, relative));

/** Top-level parts that ship as an image: every folder with a Dockerfile. */
export function partsWithDockerfile(): string[] {
  return readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(REPO_ROOT, entry.name, 'Dockerfile')))
    .map((entry) => entry.name)
    .sort();
}

/** Parts served by nginx: the ones with an nginx.conf beside their Dockerfile. */
export function staticParts(): string[] {
  return partsWithDockerfile().filter((part) => existsSync(path.join(REPO_ROOT, part, 'nginx.conf')));
}
