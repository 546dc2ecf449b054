import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
// The config is bundled for Node, which leaves workspace packages to Node's own loader, and Node cannot load
// ui-kit's TypeScript: the theme's source file is imported by path (it has no imports of its own).
// eslint-disable-next-line import-x/no-relative-packages
import { theme } from '../../packages/ui-kit/src/theme';
// eslint-disable-next-line import-x/no-relative-packages
import { DEMO_SMS_NOTICE, SMS_DEMO_META } from '../../packages/contract/src/constants';
import { bootPaint } from './src/layout/bootPaint';
import { keyedCatalogues } from './src/build/keyedCatalogues';
import { routerTreeShaking } from './src/build/routerTreeShaking';

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

function publicFiles(dir: string = PUBLIC_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? publicFiles(path)
      : [`/${relative(PUBLIC_DIR, path).split('\\').join('/')}`];
  });
}

/** The manualChunks name of the LiveKit client (bench/src/size.ts gives it a budget of its own). */
const LIVEKIT_CHUNK = 'livekit-vendor';
const isLiveKitChunk = (output: { type: string; name?: string } | undefined): boolean =>
  output?.type === 'chunk' && output.name === LIVEKIT_CHUNK;

/**
 * The service worker (docs/decisions/0018): src/pwa/sw.ts becomes /sw.js, a chunk of its own outside the
 * app's pages, with the deploy's precache list (every hashed file, the icons and the manifest) written into
 * it. Its version is a hash of that list, so each deploy installs a new worker and the page offers to reload.
 */
function serviceWorker(): Plugin {
  return {
    name: 'medibridge-service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./src/pwa/sw.ts', import.meta.url)),
        fileName: 'sw.js',
      });
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter(
        (file) =>
          file !== 'sw.js' &&
          file !== 'index.html' &&
          !file.endsWith('.map') &&
          !file.startsWith('.vite/') &&
          // The Devanagari font is fetched only where a device lacks one (cached when it is).
          !file.endsWith('.woff2') &&
          // The LiveKit client is for calls on a LiveKit server only: fetched when such a call opens.
          !isLiveKitChunk(bundle[file]),
      );
      const files = [...built.map((file) => `/${file}`), ...publicFiles()].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const worker = bundle['sw.js'];
      if (!worker || worker.type !== 'chunk') throw new Error('sw.js was not built');
      const placeholder = /(["'`])__MEDIBRIDGE_PRECACHE__\1/;
      if (!placeholder.test(worker.code)) throw new Error('sw.js lost its precache placeholder');
      worker.code = worker.code.replace(placeholder, () =>
        JSON.stringify(JSON.stringify({ version, files })),
      );
      if (/^\s*(import|export)\b/m.test(worker.code))
        throw new Error('sw.js must be one classic script (no import/export)');
    },
  };
}

/**
 * index.html paints the header bar before any script has run (src/layout/bootPaint.ts, from the theme's
 * tokens): on a slow link the first paint no longer waits for the whole shell (docs/decisions/0033).
 */
function bootBar(): Plugin {
  return {
    name: 'medibridge-boot-bar',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root) || !html.includes('</head>'))
        throw new Error(
          'index.html lost its empty #root or its </head>: the boot bar has no place',
        );
      const { style, markup } = bootPaint(theme, { meta: SMS_DEMO_META, notice: DEMO_SMS_NOTICE });
      return html
        .replace('</head>', `<style>${style}</style>\n  </head>`)
        .replace(root, `<div id="root">${markup}</div>`);
    },
  };
}

/**
 * Every script, style sheet and SVG of the build, compressed once at the highest settings beside the file
 * (`x.js.br`, `x.js.gz`): the server sends those as they are (@fastify/static `preCompressed`), instead of
 * compressing each request at the quick settings it can afford per request (brotli 5). A route's first
 * load goes out about 9 % smaller (docs/decisions/0020). Files under 1 KiB, or that do not get smaller, are
 * left alone.
 */
function precompress(): Plugin {
  return {
    name: 'medibridge-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        // The bytes just written, from the bundle itself (no second read of the file).
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (bytes.length < 1024) continue;
        const path = join(dir, fileName);
        const br = brotliCompressSync(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

/**
 * The shell's files: index.html's entry chunk and every chunk it imports statically (the files index.html
 * names as its script and modulepreloads). Filled at the start of `generateBundle`, before Vite writes each
 * dynamic import's preload list, so `modulePreload.resolveDependencies` below can leave them out.
 */
const shellFiles = new Set<string>();
function shellChunks(): Plugin {
  return {
    name: 'medibridge-shell-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        shellFiles.clear();
        const visit = (fileName: string): void => {
          const chunk = bundle[fileName];
          if (shellFiles.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          shellFiles.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.facadeModuleId?.endsWith('index.html')) {
            visit(output.fileName);
          }
        }
      },
    },
  };
}

/**
 * Hindi catalogues that always load together, each set one file (docs/decisions/0035): Devanagari compresses
 * far better in one gzip or brotli stream than in several, and a patient reading Hindi makes one request
 * instead of three. `hi-first-paint` is what every screen loads before it renders (ui-kit's, contract's screens'
 * share, the shell's); the others are a package's shared catalogue with the contract share it always
 * registers beside it.
 */
const HINDI_TOGETHER: Readonly<Record<string, RegExp>> = {
  'hi-first-paint':
    /[\\/](?:packages[\\/]ui-kit[\\/]src[\\/]i18n[\\/]hi|packages[\\/]contract[\\/]src[\\/]hi-screens|apps[\\/]web[\\/]src[\\/]i18n[\\/]hi-shell)\.ts$/,
  'hi-auth':
    /[\\/](?:packages[\\/]auth[\\/]src[\\/]i18n[\\/]hi|packages[\\/]contract[\\/]src[\\/]hi-account)\.ts$/,
  'hi-enquiries':
    /[\\/](?:packages[\\/]enquiries[\\/]src[\\/]i18n[\\/]hi|packages[\\/]contract[\\/]src[\\/]hi-enquiry)\.ts$/,
};

// Where `pnpm dev` sends /api (and the demo lab partner page): the dev API server (apps/api `dev`, port 3001) unless VITE_API_PROXY says otherwise.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3001';

// Formik's lodash-es helpers, deepmerge, react-fast-compare and hoist-non-react-statics, swapped for the lean versions in src/vendor (see its
// README and docs/decisions/0011): lodash's general cloning and caching code was a third of the formik chunk
// every form page loads first.
const vendor = (name: string): string =>
  fileURLToPath(new URL(`./src/vendor/${name}.ts`, import.meta.url));

// React Router 7's package exports name only its development build (warnings on), whatever the mode
// (remix-run/react-router#12532). Its production build ships alongside, the same code with the warnings
// switched off, so the minifier drops them: builds take it (docs/decisions/0019).
const requireHere = createRequire(import.meta.url);
const routerDom = requireHere.resolve('react-router-dom');
const routerDist = join(
  dirname(createRequire(routerDom).resolve('react-router')),
  '..',
  'production',
);

export default defineConfig(({ command }) => ({
  plugins: [
    keyedCatalogues(fileURLToPath(new URL('.', import.meta.url))),
    routerTreeShaking(),
    react(),
    bootBar(),
    shellChunks(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: /^lodash-es\/(cloneDeep|clone|toPath|isPlainObject)$/, replacement: vendor('$1') },
      { find: /^hoist-non-react-statics$/, replacement: vendor('hoistNonReactStatics') },
      { find: /^deepmerge$/, replacement: vendor('deepmerge') },
      { find: /^react-fast-compare$/, replacement: vendor('isEqual') },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      // ws: the consultation call's signalling WebSocket (/api/video/rooms/…/signal).
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      // The demo lab partner the /lab-tests frame shows by default (LAB_PARTNER_URL) is served by the API too.
      '/partner-demo': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2020',
    // Maps for error reports, without the comment that makes every browser fetch them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each lazily loaded page imports, for the per-route first-load
    // budget (bench/src/size.ts). The server sends it like any file in dist (as it does the hidden source
    // maps): it names source files and chunks, nothing secret.
    manifest: true,
    modulePreload: {
      // Every browser we serve (Chromium on Android, Safari 17+, Firefox 115+) preloads modules natively; the
      // polyfill only helped older Safari preload sooner, and cost every first load its bytes.
      polyfill: false,
      // Every lazy chunk loads after the shell, whose files index.html already preloads: a preload list that
      // named them again (runtime, React, Redux, styled-components, the entry's shared code) only cost bytes on
      // every first load (docs/decisions/0029). The helper skipped them at run time anyway. index.html's own
      // list (hostType 'html') is the shell and stays whole.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !shellFiles.has(dep)),
    },
    rollupOptions: {
      treeshake: {
        // Our workspace packages are pure definitions (contract's zod schemas, api-client's endpoint
        // injections): a module whose exports nobody uses is dropped, so the first visit does not download
        // the schemas and zod that only later screens need.
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/](contract|api-client)[\\/]src[\\/]/.test(id),
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // Chunks by their hash alone: a chunk's file name is written in every route's preload list and in the
        // import statements of the chunks that use it, so a name costs bytes on every first load (ADR 0024).
        chunkFileNames: 'assets/c-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Libraries change far less often than our code: their own chunks stay cached across our deploys.
        manualChunks(id: string) {
          for (const [name, modules] of Object.entries(HINDI_TOGETHER))
            if (modules.test(id)) return name;
          if (!id.includes('node_modules')) return undefined;
          if (
            /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/.test(
              id,
            )
          ) {
            return 'react-vendor';
          }
          if (
            /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/.test(
              id,
            )
          ) {
            return 'redux-vendor';
          }
          if (
            /[\\/]node_modules[\\/](styled-components|@emotion|stylis|shallowequal|tslib|css-to-react-native|postcss-value-parser|camelize|css-color-keywords)[\\/]/.test(
              id,
            )
          ) {
            return 'styles-vendor';
          }
          // The LiveKit client: only the call page loads it, and only for calls on a LiveKit server
          // (VIDEO_PROVIDER=livekit), through liveKitLink's dynamic import.
          if (/[\\/]node_modules[\\/](livekit-client|@livekit)[\\/]/.test(id)) return LIVEKIT_CHUNK;
          return undefined;
        },
      },
    },
  },
}));
