import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest (dist/.vite/, never served) lets the bundle benchmark follow lazy route chunks.
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', sourcemap: false, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
});
