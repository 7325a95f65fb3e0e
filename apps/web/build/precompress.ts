import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each built text asset, which the server's static
 * handler (`preCompressed`, apps/server/src/plugins/spa.ts) sends to browsers that accept them. Without
 * them every script went out uncompressed: Lighthouse's mobile profile (slow 4G) counted 436 KiB of
 * avoidable transfer on the player's first load (docs/decisions/0047). Done once at build, at the
 * highest levels, instead of on every request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lantern-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assets, name);
        const data = fs.readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
