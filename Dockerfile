# syntax=docker/dockerfile:1.7
# Generated from the route table by packages/deploy/src/images.ts (npm run images). Do not edit.
# Every image of the project, built from the repository root (npm workspaces): one target per kind
# of app, APP naming the app's workspace. What an image holds is worked out inside the build from
# the route table and the workspaces' package.json files (packages/deploy/src/appImage.ts checks
# the arguments against them). docker-compose.yml passes each app's target and arguments
# (npm run images writes them from the route table), as in
#   docker build --target service --build-arg APP=<svc-…> --build-arg PORT=<port> --build-arg METRICS_PORT=<port + 6000> -t universo/<svc-…> .
#   docker build --target front --build-arg APP=<shell or mfe-…> --build-arg HEALTH_PATH=</index.html or /mf-manifest.json> -t universo/<app> .
#   docker build --target gateway -t universo/gateway .
#   docker build --target first-screens -t universo/first-screens .

# The lockfile and every package.json, as they are (to build) and without the workspaces'
# devDependencies (to install production dependencies only): the npm ci layers below stay cached
# until a dependency changes. Shared by every target, so builders share its cache.
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN node packages/deploy/image/manifests.mjs /manifests /manifests-production

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .

########## service: a NestJS service of the route table (APP=svc-…, PORT, METRICS_PORT)

# Compiles APP and the workspace packages it runs with (swc), then sets apart what runs: each
# one's package.json and the files it lists in "files" (compiled code, data it reads), and the
# Debian packages the route table says it runs (debianPackages).
FROM build AS service-build
ARG APP PORT METRICS_PORT
RUN npx tsx packages/stack/src/cli/build.ts --only "$APP" \
 && npx tsx packages/deploy/src/appImage.ts service --ship /ship --plan /plan

# APP's production dependencies and nothing else: no compiler, no test tool, no React, no
# embedded PostgreSQL.
FROM node:20-bookworm-slim AS service-deps
ARG APP
WORKDIR /app
COPY --from=manifests /manifests-production/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace "$APP" --no-audit --no-fund \
 && rm package-lock.json

FROM node:20-bookworm-slim AS service
ARG APP PORT METRICS_PORT
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT} METRICS_PORT=${METRICS_PORT}
# What the service runs besides Node, when the route table names anything (a text-to-speech
# voice, say). Its own layer, rebuilt only when that list changes.
RUN --mount=type=bind,from=service-build,source=/plan,target=/plan \
    if [ -s /plan/debian-packages ]; then \
      apt-get update \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(cat /plan/debian-packages) \
      && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /app
COPY --from=service-deps /app/ ./
COPY --from=service-build /ship/ ./
WORKDIR /app/${APP}
# Files belong to root and are only read: the service writes nothing (read-only root, /tmp aside).
USER 1000:1000
EXPOSE ${PORT} ${METRICS_PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node","-e","fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) closes HTTP and the database pool, then exits 0.
CMD ["node", "dist/main.js"]

########## front: the shell or a remote (APP, HEALTH_PATH: the file every healthy container serves)

FROM build AS front-build
ARG APP HEALTH_PATH
RUN npx tsx packages/deploy/src/appImage.ts front \
 && npx tsx packages/stack/src/cli/build.ts --only "$APP" \
 && rm -f "$APP/dist/.universo-build-stamp" \
 && npx tsx gateway/src/nginxConf.ts --target static --out /out/default.conf

# Static files behind nginx, which runs as an unprivileged user: no Node.js, no node_modules.
# The gateway in front adds the security and cache headers.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS front
ARG APP HEALTH_PATH
ENV HEALTH_PATH=${HEALTH_PATH}
COPY --from=front-build /out/default.conf /etc/nginx/conf.d/default.conf
COPY --from=front-build /app/${APP}/dist/ /usr/share/nginx/html/
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080$HEALTH_PATH

########## gateway: nginx with the configuration generated from the route table

# nginx.conf and its includes, generated from the route table for the compose topology, and the
# services' media (chapter narration), which the gateway serves from disk with range requests.
# GATEWAY_TRUSTED_PROXIES: the load balancers in front whose X-Forwarded-For is believed (none by default).
# TLS (see gateway/README.md): certificate paths as the running container sees them (mount them),
# or GATEWAY_BEHIND_TLS=true when a load balancer in front ends TLS. Plain http when none is given.
# GATEWAY_API_DOCS=false: no /api/openapi.json nor /api/docs (the merged OpenAPI document and its page).
# GATEWAY_REMOTE_CANARY=stories=10: 10% of browsers get the <remote>-canary container's build of that remote.
# GATEWAY_FIRST_SCREENS_DIR=/var/lib/universo/first-screens: pages include the visitors' first screens kept there
# (a volume the first-screens container writes, see the first-screens target); none when empty.
FROM build AS gateway-build
ARG GATEWAY_TRUSTED_PROXIES="" GATEWAY_TLS_CERT= GATEWAY_TLS_KEY= GATEWAY_HTTP_REDIRECT_PORT= GATEWAY_BEHIND_TLS=false GATEWAY_API_DOCS=true GATEWAY_REMOTE_CANARY= GATEWAY_FIRST_SCREENS_DIR=
RUN GATEWAY_TRUSTED_PROXIES="$GATEWAY_TRUSTED_PROXIES" GATEWAY_API_DOCS="$GATEWAY_API_DOCS" GATEWAY_REMOTE_CANARY="$GATEWAY_REMOTE_CANARY" GATEWAY_FIRST_SCREENS_DIR="$GATEWAY_FIRST_SCREENS_DIR" npx tsx gateway/src/nginxConf.ts --target compose --out /out --media-out /media --api-docs-out /api-docs

# nginx as an unprivileged user; the chart mounts its own copy of the configuration over
# /etc/nginx/universo (a ConfigMap). The API reference stays in the image, outside that folder.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS gateway
COPY --from=gateway-build /out/ /etc/nginx/universo/
COPY --from=gateway-build /media/ /usr/share/universo/media/
COPY --from=gateway-build /api-docs/ /usr/share/universo/api-docs/
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget","-q","-O","/dev/null","http://127.0.0.1:8080/remotes.json"]
CMD ["nginx", "-c", "/etc/nginx/universo/nginx.conf", "-g", "daemon off;"]

########## first-screens: the visitors' first screens beside the gateway

# docker-compose.yml's first-screens, the chart's sidecar in the gateway pod.
# packages/stack/src/cli/firstScreens.ts and what it imports in one file (esbuild, which tsx brings),
# playwright-core left out; beside it the route table (every package.json, which loadRouteTable reads),
# so the image needs neither the workspaces' sources nor their dependencies.
FROM build AS first-screens-build
RUN npx --no-install esbuild packages/stack/src/cli/firstScreens.ts --bundle --platform=node --target=node20 --format=cjs \
    --external:playwright-core --log-level=warning --outfile=/out/first-screens.cjs \
 && node packages/deploy/image/manifests.mjs /tmp/manifests /out \
 && rm /out/package-lock.json

# playwright-core alone, the lockfile's version: no browser of its own (Debian's Chromium runs).
FROM node:20-bookworm-slim AS first-screens-install
WORKDIR /opt/playwright
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund --no-save playwright-core@1.65.1

FROM node:20-bookworm-slim AS first-screens
# Debian's Chromium; the folder the first screens are kept in belongs to the runner's user, so a
# new compose volume mounted there is created writable for it.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/universo/first-screens \
 && chown 1000:1000 /var/lib/universo/first-screens
# HOME in /tmp: Chromium writes its settings and crash reports under it (read-only root).
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium HOME=/tmp FIRST_SCREENS_DIR=/var/lib/universo/first-screens
WORKDIR /app
COPY --from=first-screens-install /opt/playwright/node_modules/ ./node_modules/
COPY --from=first-screens-build /out/ ./
USER 1000:1000
# No port and nothing to ask: a round that fails is logged and tried again ten minutes later, and a
# crash ends the process (the restart policy brings it back).
HEALTHCHECK NONE
# Needs FIRST_SCREENS_SITE_URL (the gateway, e.g. http://gateway:8080) and PUBLIC_URL (the site's address).
CMD ["node", "first-screens.cjs"]
