# The lab's server with the portal's built files: one image, started by the same command as
# `npm run serve -w @loci/lab-api`. docs/deployment.md describes the topology around it.
# Not built on the development machines (no container engine there); see the guide.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npx turbo run build --filter=@loci/lab-api --filter=@loci/portal \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production LOCI_ENV=production PORT=8080 HOST=0.0.0.0 \
    PORTAL_DIST=/app/apps/portal/dist SHUTDOWN_DRAIN_SECONDS=5
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080
# Liveness only: the load balancer asks /readyz (database reachable, migrations current).
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains: /readyz answers 503, requests in flight finish, jobs are released.
STOPSIGNAL SIGTERM
CMD ["npm", "run", "serve", "-w", "@loci/lab-api"]
