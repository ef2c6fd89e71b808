import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br (brotli, best) and a .gz (gzip -9) beside every text file of the build, once, at build time;
 * the server sends them as they are (@fastify/static preCompressed), so no request pays for compression.
 */
function precompress(): Plugin {
  return {
    name: 'fixo-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? root;
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.promises.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([
            fs.promises.writeFile(`${file}.br`, br),
            fs.promises.writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // 'source' makes @fixo/shared resolve to its TypeScript, so no prebuild is needed in dev and tests.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/check-bundle-size.ts reads which chunks each screen loads from the manifest.
    manifest: true,
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests type and click through whole tables with user-event; on a loaded 2-core CI machine one took
    // 5.6 s (the 5 s default failed it) while its assertions held.
    testTimeout: 15000,
  },
});
