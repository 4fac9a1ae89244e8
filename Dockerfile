# Cadence in a container. `docker build -t cadence .` then
# `docker run -p 3000:3000 -v cadence-data:/data -e SECRET_KEY=… cadence`, or `docker compose up`
# (compose.yaml: with PostgreSQL and a mail catcher). docs/operations.md, "Containers".
# scripts/docker-smoke.sh runs the same steps without Docker.

# Build stage: every dependency, then the client (Vite) and the server bundle (esbuild).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies and the build only.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# `npm run admin -- <command>` runs scripts/ensure-build.mjs first (a no-op once dist exists).
COPY --from=build /app/scripts/ensure-build.mjs ./scripts/ensure-build.mjs
# The embedded database's folder (used when DATABASE_URL is unset), readable by node only.
RUN install -d -o node -g node -m 700 /data
USER node
VOLUME /data
EXPOSE 3000
# Ready once the database answers and is migrated (GET /api/ready); slim has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
