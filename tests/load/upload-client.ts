// The uploading person of tests/load/big-upload.ts, in a process of its own so that reading and
// sending the file does not compete with the load generator's event loop:
//   npx tsx tests/load/upload-client.ts <base url> <file>   (the session cookie in BASERA_COOKIE)
// Streams the file as multipart/form-data with its length (as a browser does) and prints one JSON
// line: status, bytes, ms, and the error if any.
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';

const [base, file] = process.argv.slice(2);
if (!base || !file) throw new Error('usage: upload-client.ts <base url> <file>');
const boundary = `----basera${Date.now().toString(16)}`;
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(file)}"\r\nContent-Type: application/json\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const bytes = statSync(file).size;
const started = performance.now();

const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
  const req = request(`${base}/api/upload`, {
    method: 'POST',
    headers: {
      cookie: process.env.BASERA_COOKIE ?? '',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + bytes + tail.length,
    },
  });
  req.on('response', (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (text: string) => {
      body += text;
    });
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
  });
  req.on('error', reject);
  req.write(head);
  pipeline(
    createReadStream(file, { highWaterMark: 1 << 20 }),
    async function* (source) {
      for await (const chunk of source) yield chunk;
      yield tail;
    },
    req,
  ).catch(reject);
});
const ms = performance.now() - started;
const ok = response.status === 200;
console.log(
  JSON.stringify({ status: response.status, bytes, ms, ...(ok ? {} : { error: response.body.slice(0, 300) }) }),
);
