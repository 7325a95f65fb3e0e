import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress.ts';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server-rendering entry (docs/decisions/0053), loaded by the server: its own directory, never
        // served. Packages stay in node_modules; the shared package (TypeScript) is bundled.
        plugins: [react()],
        build: { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
        ssr: { noExternal: ['@lantern/shared'] },
      }
    : {
        plugins: [react(), precompressAssets()],
        // The manifest (dist/.vite/, never served) lets the bundle benchmark follow lazy route chunks, and
        // the server preload the chunks of a page it rendered.
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          assetsDir: 'assets',
          sourcemap: false,
          manifest: true,
          // Building a zod schema has no side effect, so a schema nobody uses is dropped with its zod
          // (docs/decisions/0027): the shared modules the shell imports for their constants also define
          // server-only schemas. Never call zod for an effect as `z.…`/`zm.…` (main.tsx imports `config`).
          // Two entries: the app (index.html), and the first script of the pages rendered on the server, which
          // starts the app once the page has painted (src/after-paint.ts, docs/decisions/0063).
          rolldownOptions: {
            input: { index: 'index.html', 'after-paint': 'src/after-paint.ts' },
            treeshake: { manualPureFunctions: ['z', 'zm'] },
          },
        },
        server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
      },
);
