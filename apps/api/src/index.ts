/** Public entry: build the app (bench, e2e) and document its configuration (README). */
export { API_VERSION, buildApp, type BuildOptions } from './app';
export { CONFIG_DOCS, ConfigError, configSchema, loadConfig, type Config } from './config';
