// Debian's Chromium, as the browser tests and the benchmarks launch it. The flags keep it off
// the (closed) network: without them it retries Google's hosts at every start.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
