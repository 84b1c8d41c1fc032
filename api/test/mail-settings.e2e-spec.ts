import {
  DEFAULT_MAIL_RECEIVING_SETTINGS,
  MESSAGES,
  SELLER_MESSAGES,
  type ApiErrorBody,
  type BaseData,
  type MailSettingsResponse,
} from '@akiya/contracts';
import { MailPreferencesService } from '../src/mail-preferences/mail-preferences.service';
import { seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { party } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/** Mail receiving settings (docs/product.md §3): base data, the my-page calls and MailPreferencesService.allows. */
describe.each(testEngines())('mail receiving settings on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });

  const loggedIn = async () => {
    const { user, browser } = await party(t);
    return { user, b: browser };
  };

  it('is all on for a visitor and for a user who never changed it', async () => {
    const anon = await new Browser(t.app).get('/api/common/base-data');
    expect(anon.json<BaseData>().mailReceivingSettings).toEqual(DEFAULT_MAIL_RECEIVING_SETTINGS);
    const { b } = await loggedIn();
    expect((await b.get('/api/common/base-data')).json<BaseData>().mailReceivingSettings).toEqual({
      waitingForReopening: true,
      newProperties: true,
      others: true,
    });
    expect((await b.get('/api/my-page/mail-settings')).json<MailSettingsResponse>()).toEqual({
      success: true,
      mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
    });
  });

  it('changes one toggle per call (types 1, 2, 3), stores it per user and returns it in base data', async () => {
    const { user, b } = await loggedIn();
    const other = await loggedIn();
    const off2 = await b.post('/api/my-page/mail-settings', { type: 2, value: false });
    expect(off2.statusCode).toBe(200);
    expect(off2.json<MailSettingsResponse>().mailReceivingSettings).toEqual({ waitingForReopening: true, newProperties: false, others: true });
    await b.post('/api/my-page/mail-settings', { type: 1, value: false });
    await b.post('/api/my-page/mail-settings', { type: 3, value: false });
    const on1 = await b.post('/api/my-page/mail-settings', { type: 1, value: true });
    expect(on1.json<MailSettingsResponse>().mailReceivingSettings).toEqual({ waitingForReopening: true, newProperties: false, others: false });
    expect((await b.get('/api/common/base-data')).json<BaseData>().mailReceivingSettings).toEqual({
      waitingForReopening: true,
      newProperties: false,
      others: false,
    });
    // the same value again changes nothing
    expect((await b.post('/api/my-page/mail-settings', { type: 2, value: false })).json<MailSettingsResponse>().mailReceivingSettings.newProperties).toBe(
      false,
    );
    // other users keep theirs
    expect((await other.b.get('/api/common/base-data')).json<BaseData>().mailReceivingSettings).toEqual(DEFAULT_MAIL_RECEIVING_SETTINGS);

    const prefs = t.app.get(MailPreferencesService);
    expect(await prefs.allows(user.id, 'waitingForReopening')).toBe(true);
    expect(await prefs.allows(user.id, 'newProperties')).toBe(false);
    expect(await prefs.allows(user.id, 'others')).toBe(false);
    expect(await prefs.allows(other.user.id, 'newProperties')).toBe(true);
    expect(await prefs.allows(987654, 'others')).toBe(true);
  });

  it('refuses a bad type or value, unknown fields, a missing CSRF token and a visitor', async () => {
    const { b } = await loggedIn();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ type: 4, value: false }, { type: [SELLER_MESSAGES.mailSettingType] }],
      [{ type: '2', value: false }, { type: [SELLER_MESSAGES.mailSettingType] }],
      [{ type: 2, value: 'false' }, { value: [MESSAGES.invalidValue] }],
      [{ type: 2 }, { value: [MESSAGES.invalidValue] }],
      [{ type: 2, value: false, userId: 1 }, { userId: [MESSAGES.unknownParameter] }],
    ];
    for (const [body, errors] of cases) {
      const res = await b.post('/api/my-page/mail-settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>()).toMatchObject({ message: MESSAGES.formError, errors });
    }
    expect((await b.post('/api/my-page/mail-settings', { type: 2, value: false }, { csrf: false })).statusCode).toBe(403);
    expect((await new Browser(t.app).post('/api/my-page/mail-settings', { type: 2, value: false })).statusCode).toBe(401);
    expect((await new Browser(t.app).get('/api/my-page/mail-settings')).statusCode).toBe(401);
    expect((await b.get('/api/my-page/mail-settings')).json<MailSettingsResponse>().mailReceivingSettings).toEqual(DEFAULT_MAIL_RECEIVING_SETTINGS);
  });
});
