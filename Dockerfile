# syntax=docker/dockerfile:1
# Downtime Claim Tracker: one image for every role. APP_ROLE=all (default: API, web bundles and
# workers in one process), api (HTTP only) or worker (queue consumers only).
#
#   docker build -t downtime-claim-tracker .
#   docker run -p 3000:3000 -v dct-data:/data -e SESSION_SECRET=… downtime-claim-tracker
#
# The build runs the same commands as a developer and CI (npm ci, npm run build) and the image
# starts through scripts/entrypoint.mjs, which runs scripts/start.mjs as `npm start` does;
# tools/deploy/dockerfile.test.mjs checks both against this file and runs the entry point.

# The Node of .nvmrc (a newer 24 aborts in better-sqlite3 12; README, "Node version").
ARG NODE_IMAGE=node:24.18.1-slim

# ---- build: install everything, build every app, then drop the dev dependencies ----
FROM ${NODE_IMAGE} AS build
# better-sqlite3 and argon2 compile at install when no prebuilt binary fits this platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends build-essential python3 ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV CI=true NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false PUPPETEER_SKIP_DOWNLOAD=true
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .puppeteerrc.cjs ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/router/package.json libs/router/
COPY libs/ui/package.json libs/ui/
COPY libs/data/package.json libs/data/
COPY libs/dealers/package.json libs/dealers/
COPY backend/package.json backend/
COPY shell/package.json shell/
COPY mf-vehicles/package.json mf-vehicles/
COPY mf-visits/package.json mf-visits/
COPY mf-claims/package.json mf-claims/
COPY mf-ai-assistant/package.json mf-ai-assistant/
COPY mf-public/package.json mf-public/
COPY e2e/package.json e2e/
COPY tools/deploy/package.json tools/deploy/
COPY tools/boundaries/package.json tools/boundaries/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
# What the server never sends is not in the image either: the federation plugin's stats (every
# module's path and size) and the web bundles' source maps, with their compressed copies.
RUN find shell/dist mf-*/dist -type f \( -name 'mf-stats.json*' -o -name '*.map' -o -name '*.map.br' -o -name '*.map.gz' \) -delete

# ---- runtime: Node, Debian's Chromium for the statement PDFs, the built app ----
FROM ${NODE_IMAGE} AS runtime
# Chromium renders statement PDFs (nothing downloads a browser); the fonts give it readable text.
# poppler-utils is not needed at run time: only the tests read PDFs back with pdftotext.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    APP_ROLE=all \
    PUPPETEER_SKIP_DOWNLOAD=true \
    PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium \
    CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=build /app /app
# Runs as the base image's unprivileged "node" user (uid 1000), which owns only /data.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers 200 when the database answers; a worker (no HTTP) checks its database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "scripts/entrypoint.mjs", "healthcheck"]
ENTRYPOINT ["node", "scripts/entrypoint.mjs"]
CMD ["start"]
