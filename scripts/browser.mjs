// Which Chromium the browser tests use: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from 'node:fs';

export const installHint =
  "No Chromium found: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium executable.";

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : null;
  } catch {
    return null;
  }
}
