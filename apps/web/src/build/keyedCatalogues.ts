import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { CATALOGUE_MODULE, keyedCatalogueCode } from './catalogueKeys';

/**
 * Build only (docs/decisions/0034): every Hindi catalogue becomes a plain object keyed by `textKey`. Each
 * catalogue is evaluated once in Node (a Vite server in middleware mode loads its TypeScript and imports), and
 * its chunk then carries the Hindi alone: no English keys, no English tables to pair with. A catalogue that
 * some module imports statically stops the build, since its other exports would be gone.
 */
export function keyedCatalogues(root: string): Plugin {
  let server: ViteDevServer | undefined;
  const keys = new Map<string, string>();
  const transformed = new Set<string>();
  const close = async (): Promise<void> => {
    const open = server;
    server = undefined;
    await open?.close();
  };
  return {
    name: 'medibridge-keyed-catalogues',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      keys.clear();
      transformed.clear();
      server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
    },
    transform: {
      // Only catalogue modules reach the handler (the bundler filters, no call per module).
      filter: { id: CATALOGUE_MODULE },
      async handler(_code, id) {
        if (!server) this.error('the catalogue loader is not running');
        const module = (await server.ssrLoadModule(id)) as { default?: unknown };
        transformed.add(id);
        return { code: keyedCatalogueCode(module.default, id, keys), map: null };
      },
    },
    async buildEnd() {
      await close();
      for (const id of transformed) {
        const importers = this.getModuleInfo(id)?.importers ?? [];
        if (importers.length)
          this.error(
            `${id} is a Hindi catalogue imported statically by ${importers.join(', ')}: catalogues are loaded through defineTexts only`,
          );
      }
    },
    closeBundle: close,
  };
}
