// The browser tests use Debian's Chromium, never a downloaded browser. Without it, `npm test` must
// fail loudly rather than skip the end-to-end tests.
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH as path } from './chromium.mjs';

try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(`\nChromium was not found at ${path}; the end-to-end tests need it.
Install it with:   sudo apt-get install -y chromium      (Debian/Ubuntu)
or point CHROMIUM_PATH at a Chromium or Chrome binary.\n`);
  process.exit(1);
}
