// A build step: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the app server
// (and nginx with brotli_static/gzip_static) answers a phone with compressed JavaScript without compressing per
// request. index.html is left alone: its nonce is filled in per response.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { PRERENDER_DIR } from './prerender-index.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Compresses every eligible file under `dir`; returns how many files got compressed copies. */
export async function precompressDir(dir: string): Promise<number> {
  // the build's own notes (the manifest, the prerender's index) are never served
  const hidden = ['.vite', PRERENDER_DIR].map((folder) => join(dir, folder, '/'));
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f) && !hidden.some((h) => f.startsWith(h)));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
      count += 1;
    }),
  );
  return count;
}

/** Vite plugin: precompresses the production build once it is written. */
export function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
