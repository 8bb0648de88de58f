# The production server as a container image: Next's standalone output (server.js and only the
# node_modules it needs), run by a non-root user. docs/DEPLOY.md gives the same steps without
# containers, the variables, the health checks and what to do on a deploy.
#
#   docker build --build-arg SITE_URL=https://puzzles.example.com -t puzzle-games .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... --stop-timeout 20 puzzle-games
#
# SITE_URL, CONTACT_EMAIL and NEXT_PUBLIC_* are baked into the prerendered pages and the browser
# code at build time: build one image per site, with the same values the servers run with.
# The operator commands (npm run set-tier, npm run billing:reconcile) need the sources and tsx:
# `docker build --target build -t puzzle-games-tools .` makes an image that has them.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Dependencies, from the lock file (npm install, not npm ci: see README.md).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# 2. The standalone build.
FROM deps AS build
ARG SITE_URL
ARG CONTACT_EMAIL
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
ARG NEXT_PUBLIC_ADSENSE_CLIENT
ARG NEXT_PUBLIC_ADSENSE_SLOT_SIDEBAR
ARG NEXT_PUBLIC_ADSENSE_SLOT_BANNER
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY . .
RUN npx next build

# 3. The runtime: what `node server.js` needs, and nothing else.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    NEXT_MANUAL_SIG_HANDLE=true \
    EMBEDDED_DATA_DIR=/data
WORKDIR /app
RUN groupadd --system --gid 1001 app \
 && useradd --system --uid 1001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
 && mkdir -p /data \
 && chown app:app /data \
 && chmod 700 /data
# server.js, its traced node_modules and the server build; then the browser assets, which the
# standalone output leaves out; then supabase/ (migrations, seed, bootstrap), read from the working
# directory at start-up: the build's tracing copies it already, this makes sure. Owned by root and
# read-only to the server: it writes nothing beside itself (only to /data in the embedded mode).
COPY --from=build --chown=root:root /app/.next/standalone ./
COPY --from=build --chown=root:root /app/.next/static ./.next/static
COPY --from=build --chown=root:root /app/public ./public
COPY --from=build --chown=root:root /app/supabase ./supabase
USER app
EXPOSE 3000
# Only for the embedded database (no DATABASE_URL): one container, its data in this volume.
VOLUME /data
# SIGTERM drains: readiness turns 503, requests in flight finish (SHUTDOWN_GRACE_SECONDS, default 10),
# then the database closes. Give the container longer than that to stop (docker run --stop-timeout 20).
STOPSIGNAL SIGTERM
# Liveness only (no database): the load balancer should ask /api/health/ready instead.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", \
       "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
