import { ACCOUNT_ERROR_CODES, MESSAGES, type ApiErrorBody, type BaseData, type ProfileResponse } from '@akiya/contracts';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, loginAs, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { expectFormErrors } from './support/form-errors';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const PROFILE = {
  last_name: '佐藤',
  first_name: '次郎',
  last_name_kana: 'さとう',
  first_name_kana: 'じろう',
  zipcode: '3900811',
  address: '長野県松本市中央2-2-2',
  phone: '0263-12-3456',
};

/** My-page profile, public profile, profile alert and the zipcode lookup. */
describe.each(testEngines())('profile and address on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const users = () => t.dataSource.getRepository(UserEntity);

  describe('GET/POST /api/my-page/profile', () => {
    it('reads and updates the profile of the logged-in user', async () => {
      const user = await createUser(t);
      const b = await loginAs(t, user.email, 'secret123');
      const got = await b.get('/api/my-page/profile');
      expect(got.statusCode).toBe(200);
      expect(got.json<ProfileResponse>().profile).toEqual({
        email: user.email,
        last_name: '試験',
        first_name: '花子',
        last_name_kana: 'しけん',
        first_name_kana: 'はなこ',
        zipcode: '1040061',
        address: '東京都中央区銀座1-1-1',
        phone: '090-0000-0000',
      });
      const saved = await b.post('/api/my-page/profile', { ...PROFILE, last_name: ' 佐藤 ' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ProfileResponse>().profile).toEqual({ email: user.email, ...PROFILE });
      expect(await users().findOneByOrFail({ id: user.id })).toMatchObject({ lastName: '佐藤', zipcode: '3900811', phone: '0263-12-3456' });
      expect((await b.get('/api/common/base-data')).json<BaseData>().user?.last_name).toBe('佐藤');
    });

    it('validates with the contracts rules, first message per field', async () => {
      const b = await loginAs(t, 'seller2@example.jp');
      const res = await b.post('/api/my-page/profile', {
        ...PROFILE,
        first_name: '',
        last_name_kana: 'サトウ',
        zipcode: '390-0811',
        phone: '026312345',
        address: 'あ'.repeat(201),
        email: 'change@example.jp',
      });
      expectFormErrors(res, {
        first_name: [MESSAGES.required],
        last_name_kana: [MESSAGES.hiragana],
        zipcode: [MESSAGES.zipcode],
        phone: [MESSAGES.phone],
        address: ['200文字以内にしてください'],
        email: [MESSAGES.unknownParameter],
      });
    });

    it('needs a login and a verified address (401 with the code)', async () => {
      const out = await new Browser(t.app).get('/api/my-page/profile');
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.loginRequired, code: ACCOUNT_ERROR_CODES.notAuthed });
      expect((await new Browser(t.app).post('/api/my-page/profile', PROFILE)).statusCode).toBe(401);

      // An unverified account can only have a session through staff impersonation.
      const temporary = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
      const staff = await loginAs(t, 'staff@example.jp');
      expect((await staff.post(`/api/login/force/${temporary.id}`)).statusCode).toBe(200);
      const res = await staff.get('/api/my-page/profile');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.notVerified, message: MESSAGES.notVerified });
    });
  });

  describe('GET /api/my-page/get-user-public/:userId', () => {
    it('gives the family name and contact_count 0; 404 for unknown, temporary and disabled accounts', async () => {
      const b = await loginAs(t, 'buyer@example.jp');
      const seller = await users().findOneByOrFail({ email: 'seller@example.jp' });
      const res = await b.get(`/api/my-page/get-user-public/${seller.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: '佐藤', contact_count: 0 });

      const temporary = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
      const disabled = await createUser(t, { disabled: true });
      for (const id of [999999, temporary.id, disabled.id]) {
        const missing = await b.get(`/api/my-page/get-user-public/${id}`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      }
      expect((await b.get('/api/my-page/get-user-public/abc')).statusCode).toBe(400);
      expect((await new Browser(t.app).get(`/api/my-page/get-user-public/${seller.id}`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/my-page/profile-alert/dismiss', () => {
    it('remembers the dismissal per user; base data exposes it', async () => {
      const user = await createUser(t, { checkNameAddress: '要確認' });
      const b = await loginAs(t, user.email, 'secret123');
      const before = (await b.get('/api/common/base-data')).json<BaseData>();
      expect(before.user?.check_name_address).toBe('要確認');
      expect(before.profileAlertDismissed).toBe(false);
      expect((await b.post('/api/my-page/profile-alert/dismiss')).json()).toEqual({ success: true });
      expect((await b.get('/api/common/base-data')).json<BaseData>().profileAlertDismissed).toBe(true);
      expect((await users().findOneByOrFail({ id: user.id })).profileAlertDismissedAt).not.toBeNull();
      // Another user is not affected; logged out is false.
      const other = await loginAs(t, 'seller@example.jp');
      expect((await other.get('/api/common/base-data')).json<BaseData>().profileAlertDismissed).toBe(false);
      expect((await new Browser(t.app).get('/api/common/base-data')).json<BaseData>().profileAlertDismissed).toBe(false);
      expect((await new Browser(t.app).post('/api/my-page/profile-alert/dismiss')).statusCode).toBe(401);
    });
  });

  describe('GET /api/address/:zipcode', () => {
    it.each([
      ['1040061', { prefecture: '東京都', prefecture_code: '13', city: '中央区', town: '銀座' }],
      ['3900811', { prefecture: '長野県', prefecture_code: '20', city: '松本市', town: '中央' }],
      ['0600000', { prefecture: '北海道', prefecture_code: '01', city: '札幌市中央区', town: '' }],
    ])('looks up %s', async (zipcode, expected) => {
      const res = await new Browser(t.app).get(`/api/address/${zipcode}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ zipcode, ...expected });
    });

    it('answers 404 for an unknown zipcode and 400 for anything but 7 digits', async () => {
      const unknown = await new Browser(t.app).get('/api/address/0000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ statusCode: 404, message: MESSAGES.addressNotFound });
      for (const bad of ['123456', '12345678', '104-0061', 'abcdefg', '１０４００６１']) {
        const res = await new Browser(t.app).get(`/api/address/${encodeURIComponent(bad)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.zipcode, errors: { zipcode: [MESSAGES.zipcode] } });
      }
    });
  });
});
