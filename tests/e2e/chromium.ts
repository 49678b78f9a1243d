import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Where Chromium is: CHROME_PATH, else Debian's package, else `chromium` on the PATH; undefined when missing. */
export function findChromium(): string | undefined {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (existsSync(candidate)) return candidate;
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

/**
 * The flags every Chromium the tests and benchmarks start is given: as root, without a GPU, and quiet on a machine
 * whose network is closed (without the background-networking flags its connections are refused many at a time).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MISSING_CHROMIUM = [
  'Chromium is missing: the end-to-end tests drive a real Chromium and never download one.',
  '  Debian/Ubuntu:  apt-get install -y chromium',
  '  elsewhere:      set CHROME_PATH to a Chromium or Chrome binary',
].join('\n');
