# The shop's server for Cloud Run (README, "Deploy it"). Node 24 runs the TypeScript as it is
# (type stripping; tsconfig's erasableSyntaxOnly keeps the code within what it strips), the same
# version as the `node` package development and the tests run on (docs/decisions/0033-node-24.md).
FROM node:24.21.0-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund
# What the server imports: itself, the API contract and the catalog (a lint rule keeps it so).
COPY server ./server
COPY shop-api ./shop-api
COPY catalog ./catalog
USER node
CMD ["node", "server/main.ts"]
