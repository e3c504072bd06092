// Writes .br and .gz siblings of the built text assets so the server can send them precompressed
// (no compression work per request, best ratios).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/compress-dist.mjs <dist-dir>');
const compressible = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;

function* files(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name) && statSync(full).size >= 1024) yield full;
  }
}

let count = 0;
for (const file of files(dir)) {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  count += 1;
}
console.log(`compressed ${count} assets in ${dir} (.br and .gz)`);
