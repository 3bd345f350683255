# syntax=docker/dockerfile:1
# One image for every Credence role (api, worker, dispatcher, projector, webhooks); ROLES picks what a container runs.

# npm 11 honours package.json's allowScripts (only better-sqlite3 may run an install script, and it
# compiles from source), so every stage that installs uses the same npm as development.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG NPM_VERSION=11.19.1

FROM ${NODE_IMAGE} AS toolchain
ARG NPM_VERSION
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/* \
 && npm install -g npm@${NPM_VERSION}
WORKDIR /app
COPY package.json package-lock.json ./

# Compiles TypeScript with the full dependency set.
FROM toolchain AS build
RUN npm ci
COPY . .
RUN npm run build

# Production dependencies only, native modules built for this platform.
FROM toolchain AS prod-deps
RUN npm ci --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY schema ./schema
COPY public ./public
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "dist/src/main.js"]
