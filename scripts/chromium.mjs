// Debian's Chromium (never a downloaded browser) and the flags it runs with here (headless, no
// sandbox, nothing reaching the network on its own). One list for the browser tests and Lighthouse.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
