// Headless Chromium (Debian's `chromium`) driven by playwright-core, for tests of the pages a person opens.
// In CI the browser must be there (.ci/run installs it); elsewhere a missing browser skips with a reason.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether browser tests can run here; throws in CI when they cannot. */
export function browserAvailable(): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.env.CI) throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);
  process.stderr.write(`browser tests skipped: no ${CHROMIUM} (apt-get install chromium)\n`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], timeout: 30_000 });
}
