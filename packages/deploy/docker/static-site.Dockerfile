# One image recipe for the shell and every remote: its static build, served by unprivileged nginx;
# the gateway routes browsers to it on port 8080, and fetches its server bundle (dist/server, for
# the pages the gateway renders) from port 8081, which browsers never reach (nginx.conf).
#   docker build -f packages/deploy/docker/static-site.Dockerfile --build-arg APP=mf-marketing .
# Built from the repository root (docker compose sets the context) so the shared packages and the
# one lockfile are there. A release of a remote is its image alone: build it, push it, restart it.
FROM node:22-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
# No install scripts: the build needs none (rspack and esbuild ship their binaries as packages).
RUN npm ci --no-audit --no-fund --ignore-scripts \
  && cd "${APP}" && NODE_ENV=production node ../node_modules/@rspack/cli/bin/rspack.js build \
  && rm -f dist/.build-hash

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
COPY --chown=root:root packages/deploy/docker/nginx.conf /etc/nginx/nginx.conf
COPY --from=build --chown=root:root /app/${APP}/dist /usr/share/nginx/html
USER nginx
EXPOSE 8080 8081
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
