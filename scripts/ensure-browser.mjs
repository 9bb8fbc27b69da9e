// Makes sure a Chromium exists before the browser tests. As root on Debian it installs Debian's package
// (Playwright cannot download its own browsers here); elsewhere it stops with one line saying what to do.
import { execSync } from 'node:child_process';
import { findChromium, installHint } from './browser.mjs';

if (!(await findChromium())) {
  const canApt = process.getuid?.() === 0 && !process.env.CHROMIUM_PATH;
  if (canApt) {
    console.log("Installing Debian's Chromium for the browser tests…");
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
        stdio: 'inherit',
      });
    } catch {
      // Reported below with the install hint.
    }
  }
  if (!(await findChromium())) {
    console.error(installHint);
    process.exit(1);
  }
}
