import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// QA replays (npm run qa): the generated paths of every machine, replayed against the reference backend.
export default defineConfig({
  ...base,
  testDir: 'tests/qa',
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { ...base.use, trace: 'off' },
});
