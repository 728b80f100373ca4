// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy of every text asset in
// dist/client/assets, so the server sends compressed files without compressing per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = join(import.meta.dirname, '..', 'dist', 'client', 'assets');
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const body = readFileSync(join(dir, name));
  if (body.length < 1024) continue;
  writeFileSync(
    `${join(dir, name)}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${join(dir, name)}.gz`, gzipSync(body, { level: 9 }));
}
