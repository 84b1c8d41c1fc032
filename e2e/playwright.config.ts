import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
// The headless Chromium flags of the suite and the benchmarks (bench/lib.mjs).
import chromiumArgs from '../tools/chromium/headless-args.json';

/**
 * Playwright runs against the whole composed site: the API serving the built shell and every
 * built remote on one port, with a fresh embedded database seeded with the demo data (or the
 * database given by E2E_DATABASE_URL). A second origin serves mfe-board's build on its own for
 * the tester-override test. Build first (`npm run build`), as `npm test` does.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3300);
export const REMOTE_ORIGIN_PORT = Number(process.env.E2E_REMOTE_PORT ?? PORT + 1);
/** The SMTP sink (support/smtp-sink.mjs) the main server mails to; tests read mails over HTTP. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 27);
export const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? PORT + 28);
const root = join(__dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `akiya-e2e-${PORT}`);

const browserUse = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
};

/** Every area runs after `setup`, which logs the demo users in once (support/auth.ts: storageStateOf). */
const area = (name: string) => ({
  name,
  testDir: `./tests/${name}`,
  dependencies: ['setup'],
  use: browserUse,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A test's own steps take 2-3x longer on a CI machine busy with two browsers, the API and its
  // render workers (a 12 s journey ran past 30 s on both tries): 60 s there, 30 s on a desk.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  },
  projects: [
    { name: 'setup', testDir: './setup', testMatch: /.*\.setup\.ts$/ },
    area('shell'),
    area('federation'),
    area('board'),
    area('editorial'),
    area('mypage'),
    area('consulting'),
    area('akiyabank'),
    area('journeys'),
    area('seller'),
    area('posting'),
    area('deals'),
    area('a11y'),
    // One short test per remote (smoke/<remote>.smoke.ts): part of the whole suite, and what
    // `npm run contract-check -- <remote>` runs against the deployed shell build.
    { name: 'smoke', testDir: './smoke', testMatch: /.*\.smoke\.ts$/, dependencies: ['setup'], use: browserUse },
  ],
  webServer: [
    {
      command: 'node e2e/support/smtp-sink.mjs',
      cwd: root,
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SMTP_HTTP_PORT: String(SMTP_HTTP_PORT) },
    },
    {
      // rm the data folder first so every run starts from a fresh, freshly seeded database
      command: `node -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" ${dataDir} && node scripts/start.mjs --no-build`,
      cwd: root,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_IF_EMPTY: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Server rendering on a machine busy with the rest of the suite: a generous budget, so the
        // pages are server-rendered every time (tests/shell/server-rendering.spec.ts); the budget's
        // fallback is tested on a server of its own.
        SSR_BUDGET_MS: '10000',
        MAIL_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // Every test comes from 127.0.0.1 and several log in as the same demo buyer: the per-IP
        // limits and the login limit per address are raised for the suite. The per-address mail
        // limit stays at its default; the rate-limit journey reaches it.
        ...Object.fromEntries(
          ['LOGIN', 'REGISTER', 'EMAIL_CHECK', 'MAIL', 'TOKEN', 'EMAIL_CHANGE', 'INQUIRY', 'POSTING'].map((b) => [`RATE_LIMIT_${b}_IP`, '1000/10m']),
        ),
        RATE_LIMIT_LOGIN_EMAIL: '200/10m',
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        // The contract check (scripts/contract-check.mjs) serves a deployed shell build with one
        // remote's new build from a folder of its own.
        ...(process.env.E2E_STATIC_ROOT ? { STATIC_ROOT: process.env.E2E_STATIC_ROOT } : {}),
      },
    },
    ...(process.env.E2E_CONTRACT ? [] : [{
      command: `node scripts/serve-static.mjs mfe-board/dist ${REMOTE_ORIGIN_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${REMOTE_ORIGIN_PORT}/mf-manifest.json`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
    }]),
  ],
});
