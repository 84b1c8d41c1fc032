import { createHash } from 'node:crypto';
import type { LoginResponse } from '@akiya/contracts';
import type { Repository } from 'typeorm';
import { hashPassword } from '../../src/auth/passwords';
import { DEMO_PASSWORD } from '../../src/database/seeds/demo-accounts';
import { runSeed } from '../../src/database/seeds/seed-runner';
import { OutboxReader, type OutboxEntry } from '../../src/mail/outbox-transport';
import { SessionEntity } from '../../src/sessions/entities/session.entity';
import { UserEntity } from '../../src/users/entities/user.entity';
import { Browser, flushMail } from './browser';
import { useTestApp, type SuiteApp, type TestApp } from './test-app';
import type { Engine } from './test-database';

export { DEMO_PASSWORD };

/** The hex SHA-256 of a token or session cookie: what the database stores in its place. */
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** Both login steps; expects success and returns the user. */
export async function login(browser: Browser, email: string, password: string = DEMO_PASSWORD): Promise<LoginResponse['user']> {
  const step1 = await browser.post('/api/login/post-email', { email, password: '' });
  if (step1.statusCode !== 200) throw new Error(`post-email ${email}: ${step1.statusCode} ${step1.body}`);
  const step2 = await browser.post('/api/login/post', { email, password });
  if (step2.statusCode !== 200) throw new Error(`post ${email}: ${step2.statusCode} ${step2.body}`);
  return step2.json<LoginResponse>().user;
}

/** A new browser of the app, logged in as `email` (both steps). */
export async function loginAs(t: TestApp, email: string, password: string = DEMO_PASSWORD): Promise<Browser> {
  const browser = new Browser(t.app);
  await login(browser, email, password);
  return browser;
}

/** A complete registration form as the register page sends it (taro@example.jp unless `overrides` says otherwise). */
export function registrationForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    last_name: '山田',
    first_name: '太郎',
    last_name_kana: 'やまだ',
    first_name_kana: 'たろう',
    email: 'taro@example.jp',
    password: 'akiya2026',
    phone: '090-1234-5678',
    zipcode: '1040061',
    address: '東京都中央区銀座1-1-1',
    agree_terms: 'true',
    agree_privacy: 'true',
    ...overrides,
  };
}

/** The user of GET /api/common/base-data (null when logged out). */
export async function whoAmI(browser: Browser): Promise<LoginResponse['user'] | null> {
  return (await browser.get('/api/common/base-data')).json<{ user: LoginResponse['user'] | null }>().user;
}

/** The newest mail written to the outbox for `to` (default transport). */
export async function outboxMail(t: TestApp, to: string): Promise<OutboxEntry> {
  await flushMail(t.app);
  const found = (await new OutboxReader(t.config.mail.outboxDir).list()).find((m) => m.to === to);
  if (!found) throw new Error(`no outbox mail to ${to}`);
  return found;
}

/** Every mail written to the outbox for `to` (default transport), newest first, once the queue is delivered. */
export async function outboxMails(t: TestApp, to: string): Promise<OutboxEntry[]> {
  await flushMail(t.app);
  return (await new OutboxReader(t.config.mail.outboxDir).list()).filter((m) => m.to === to);
}

export async function outboxCount(t: TestApp, to: string): Promise<number> {
  return (await outboxMails(t, to)).length;
}

/** The `param` query value of the first link in `text` that contains `path`. */
export function tokenIn(text: string, path: string, param = 'token'): string {
  const link = (text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).find((l) => l.includes(path));
  if (!link) throw new Error(`no link to ${path} in:\n${text}`);
  const value = new URL(link).searchParams.get(param);
  if (!value) throw new Error(`no ${param} in ${link}`);
  return value;
}

let counter = 0;

/** Inserts a verified account (or as `fields` says) and returns it. */
export async function createUser(t: TestApp, fields: Partial<UserEntity> & { password?: string | null } = {}): Promise<UserEntity> {
  const { password = 'secret123', ...rest } = fields;
  const repo = t.dataSource.getRepository(UserEntity);
  const user = repo.create({
    email: `user${++counter}-${Date.now()}@example.jp`,
    lastName: '試験',
    firstName: '花子',
    lastNameKana: 'しけん',
    firstNameKana: 'はなこ',
    phone: '090-0000-0000',
    zipcode: '1040061',
    address: '東京都中央区銀座1-1-1',
    passwordHash: password === null ? null : await hashPassword(password),
    emailVerifiedAt: new Date('2025-01-01T00:00:00Z'),
    registrationStatus: 'registered',
    role: 'user',
    disabled: false,
    invalidEmailFlag: 0,
    checkNameAddress: null,
    ...rest,
  });
  return repo.save(user);
}

/** The operator address of the login suites (OPERATOR_EMAIL). */
export const LOGIN_OPERATOR = 'help@ieichiba.example';

/** The environment of the login suites: no rate limits, the operator address, links to https://ieichiba.example. */
export const LOGIN_ENV: Record<string, string> = { RATE_LIMIT_ENABLED: '0', OPERATOR_EMAIL: LOGIN_OPERATOR, PUBLIC_URL: 'https://ieichiba.example' };

/** Reference data and the demo accounts (no listings): what the account suites need. */
export async function seedAccounts(t: TestApp): Promise<void> {
  await runSeed(t.dataSource, { uploadsDir: t.config.publicUploadsDir, listings: 0, photos: false });
}

/** The app of a login suite (LOGIN_ENV, seedAccounts) and its session and user tables. */
export function useLoginApp(engine: Engine): { t: SuiteApp; sessions: () => Repository<SessionEntity>; users: () => Repository<UserEntity> } {
  const t = useTestApp(engine, { env: LOGIN_ENV, seed: seedAccounts });
  return { t, sessions: () => t.dataSource.getRepository(SessionEntity), users: () => t.dataSource.getRepository(UserEntity) };
}
