import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  // The manifest (dist/.vite/, never served) lets the bundle benchmark follow lazy route chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
    // Building a zod schema has no side effect, so a schema nobody uses is dropped with its zod
    // (docs/decisions/0027): the shared modules the shell imports for their constants also define
    // server-only schemas. Never call zod for an effect as `z.…`/`zm.…` (main.tsx imports `config`).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z', 'zm'] } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
});
