# core-service. Built from the repository root (docker compose sets the context) so the shared packages
# and the one lockfile are there; .dockerignore keeps local builds, data and secrets out.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY . .
# Production dependencies of this workspace only, and no install scripts (none is needed to run).
RUN npm ci --omit=dev --workspace core-service --include-workspace-root=false --ignore-scripts --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
# Owned by root, run as node: the process cannot rewrite its own code.
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/packages ./packages
COPY --from=deps /app/core-service ./core-service
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --retries=6 CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful shutdown (finish requests in flight, then the e-mail being sent).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "core-service/src/main.ts"]
