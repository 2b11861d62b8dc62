# One casino app as a container: its static build served by nginx with the production rules.
#   docker build --build-arg CASINO=fusion [--build-arg BASE_PATH=/casino/fusion/] \
#     [--build-arg VITE_LOBBY_PASSPHRASE=...] -t lobby-fusion .
#   docker run -p 8080:8080 -e LOBBY_CONTROLLER_URL=http://controller.internal lobby-fusion
# See docs/deploy.md.

FROM node:24-bookworm-slim AS build
ARG CASINO
ARG BASE_PATH=/
# The envelope passphrase ships inside the bundle anyway (obfuscation, not a secret).
ARG VITE_LOBBY_PASSPHRASE
RUN test -n "$CASINO" || (echo "--build-arg CASINO=<a folder under apps/> is required" >&2; exit 1)
RUN npm install --global --no-audit --no-fund pnpm@12.21.0
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile --filter "@lobby/app-${CASINO}..." --filter "@lobby/deploy..."
WORKDIR /src/apps/${CASINO}
RUN node_modules/.bin/vite build --base "$BASE_PATH" \
  && find dist -name '*.map' -delete \
  && node /src/tooling/deploy/src/render-nginx.ts "$CASINO" --base "$BASE_PATH" --dist dist > /src/default.conf.template

FROM nginx:1.27-bookworm
ARG CASINO
ARG BASE_PATH=/
# The nginx image renders /etc/nginx/templates/*.template with the environment at start.
ENV LOBBY_CONTROLLER_URL=http://controller
COPY --from=build /src/apps/${CASINO}/dist /usr/share/nginx/html${BASE_PATH}
COPY --from=build /src/default.conf.template /etc/nginx/templates/default.conf.template
EXPOSE 8080
