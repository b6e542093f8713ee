// `@segue/server`'s public surface, for the cross-package suites and benchmarks in test/.
export { loadConfig } from './config';
export { ConfigError } from './errors/config-error';
export type { Config, Env } from './config';
export { createApp } from './composition/create-app';
export type { AppDeps } from './composition/create-app';
export { openApiDocument } from './composition/routers';
export { boot } from './composition/boot';
export type { Runtime } from './composition/boot';
export { createLogger, silentLogger } from './runtime/logger';
export type { Logger } from './runtime/logger';
export { startEmbeddedPostgres } from './db/embedded-postgres';
export { postgresBinaries } from './db/postgres-binaries';
export { PUBLIC_KEY_HEADER, PRIVATE_KEY_HEADER } from './http/authenticate';
export { searchTitle } from './platforms/kit/search-title';
export { searchArtist } from './platforms/kit/search-artist';
