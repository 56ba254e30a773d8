# The service as a container image (docs/deployment.md): the official Node 24 image, production
# dependencies only, run as the image's unprivileged `node` user with the flags of `npm start`.
FROM node:24-bookworm-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data \
    NODE_COMPILE_CACHE=/app/.compile-cache

WORKDIR /app
RUN mkdir -p /data /app/.compile-cache && chown node:node /data /app/.compile-cache

# No install scripts: the one package that has any (`node`, the project's own Node) is a devDependency;
# the image runs its own node.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

COPY src ./src
COPY bin ./bin

USER node

# Node's compile cache (src/start.js) filled at build time by this very node: a container starts with it
# warm, instead of loading the TypeScript stripper on every start (docs/operations.md "Memory").
RUN node --input-type=module -e 'for (const module of ["./src/server.ts", "./src/services/config.ts", "./src/core/catalogue.ts", "./src/tools/catalogue.ts"]) await import(module)'

EXPOSE 8787
VOLUME ["/data"]

# Liveness only (/healthz): a store outage never gets the container restarted; the load balancer asks /readyz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "--expose-gc", "--max-old-space-size=1024", "--min-semi-space-size=16", "--max-semi-space-size=16", "--no-allocation-site-pretenuring", "src/start.js"]
