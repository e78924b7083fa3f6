import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support: the deployment files of the repository, read as they are committed. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const readRepoFile = (relative: string) => readFileSync(path.join(REPO_ROOT, relative), 'utf8');
export const repoFileExists = (relative: string) => existsSync(path.join(REPO_ROOT, relative));

/** The two image recipes every part is built from, told which part by build arguments, and the one nginx.conf. */
export const NODE_DOCKERFILE = 'packages/deploy/docker/node-service.Dockerfile';
export const STATIC_DOCKERFILE = 'packages/deploy/docker/static-site.Dockerfile';
export const NGINX_CONF = 'packages/deploy/docker/nginx.conf';

function topLevelFoldersWith(file: string): string[] {
  return readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(REPO_ROOT, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
}

/** Node services: the top-level parts with a src/main.ts (each ships as an image of NODE_DOCKERFILE). */
export const nodeServices = () => topLevelFoldersWith('src/main.ts');

/** Static sites: the shell and the remotes, each built by Rspack and served by nginx (STATIC_DOCKERFILE). */
export const staticParts = () => topLevelFoldersWith('rspack.config.mjs');
