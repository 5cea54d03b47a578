# syntax=docker/dockerfile:1
# The site as one container (docs/operating.md, "Container"):
#   docker build --build-arg MEDIA_BASE_URL=https://media.example.tm -t edu-site .
#   docker run -p 3000:3000 -e PROVIDER_API_URL=… -e CONTENT_API_URL=… -e CONTENT_API_TOKEN=… -e MEDIA_BASE_URL=… -e SITE_URL=https://www.example.tm edu-site

ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Run by `npm install` (postinstall): one expression of Next changed (docs/performance.md).
COPY scripts/patch-next.mjs scripts/
# `npm install`, not `npm ci`: the lock file lacks other platforms' optional packages (README,
# "Installing"). The `node` dev dependency only brings Node 24 to machines with an older Node;
# this image has Node 24, so it is left out. The other dev dependencies stay: the build needs
# TypeScript and Sass. The runtime stage needs none of this node_modules. `--prefer-offline`:
# what npm's cache holds is not asked of the registry again (the tests give the build the
# machine's cache: deploy/README.md, "Containers").
RUN npm pkg delete devDependencies.node \
  && npm install --no-audit --no-fund --prefer-offline

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# next.config.ts lets the image optimiser fetch only from this host, and the standalone
# server keeps the config of its build: give the production media base here, and the same
# value to the running container.
ARG MEDIA_BASE_URL
RUN test -n "$MEDIA_BASE_URL" || { echo 'Set --build-arg MEDIA_BASE_URL=<the media base of the upstream>' >&2; exit 1; }
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN NEXT_OUTPUT_STANDALONE=1 node_modules/.bin/next build \
  && node_modules/.bin/serwist build \
  && sh scripts/assemble-standalone.sh .next

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# METRICS_PORT: each instance's own port for its metrics, health and state (docs/observability.md),
# on every address so that Prometheus reaches each instance. Never published nor proxied by nginx:
# only the stack's network reaches it, never a stranger.
ENV NODE_ENV=production \
  NEXT_TELEMETRY_DISABLED=1 \
  HOSTNAME=0.0.0.0 \
  PORT=3000 \
  METRICS_PORT=9464 \
  METRICS_HOST=0.0.0.0
# The assembled standalone folder: server.js, the modules it uses, .next (with static) and
# public. Owned by the unprivileged user, because the server writes its caches under .next.
COPY --from=build --chown=node:node /app/.next/standalone ./
# Publishes this release's build files (.next/static) to the folder nginx serves them from, before
# its instances start: `sh publish-static.sh /srv/site-static` (deploy/README.md, "Releases").
# The folder is the unprivileged user's, so that a volume mounted there starts as theirs.
COPY --from=build /app/deploy/publish-static.sh ./publish-static.sh
COPY --from=build /app/deploy/site-health.ts ./site-health.ts
RUN mkdir -p /srv/site-static && chown node:node /srv/site-static
USER node
EXPOSE 3000
# This instance's state from its own /api/ready, printed (`docker inspect` shows "degraded: shared
# cache unavailable"): healthy while serving or degraded, unhealthy when it does not answer or
# answers 5xx (docs/operating.md, Probes).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD ["node", "/app/site-health.ts"]
CMD ["node", "server.js"]
