import { FORCE_LOGIN_TTL_MS, MESSAGES, SESSION_COOKIE_NAME, type ForceLoginResponse } from '@akiya/contracts';
import { createUser, login, loginAs, sha256, whoAmI, useLoginApp } from './support/accounts';
import { Browser } from './support/browser';
import { testEngines } from './support/test-database';

/**
 * Staff impersonation (POST /api/login/force/:id): a one-hour session of the user, for staff only.
 */
describe.each(testEngines())('force-login on %s', (engine) => {
  const { t, sessions, users } = useLoginApp(engine);

  describe('POST /api/login/force/:id (staff impersonation)', () => {
    it('gives a staff user a new 1-hour session of the user, marked with the staff id', async () => {
      const target = await createUser(t);
      const staff = new Browser(t.app);
      const staffUser = await login(staff, 'staff@example.jp');
      const staffSession = staff.session!;

      const res = await staff.post(`/api/login/force/${target.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<ForceLoginResponse>();
      expect(body.user.id).toBe(target.id);
      const expiresIn = new Date(body.expires_at).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(FORCE_LOGIN_TTL_MS - 60_000);
      expect(expiresIn).toBeLessThanOrEqual(FORCE_LOGIN_TTL_MS);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.maxAge).toBeLessThanOrEqual(3600);

      expect(staff.session).not.toBe(staffSession);
      expect(await sessions().findOneBy({ id: sha256(staffSession) })).toBeNull();
      const row = await sessions().findOneByOrFail({ id: sha256(staff.session!) });
      expect(row).toMatchObject({ userId: target.id, impersonatedBy: staffUser.id });
      expect(row.forceLoginExpiresAt).not.toBeNull();
      expect((await whoAmI(staff))?.id).toBe(target.id);

      // The impersonation session cannot impersonate again, and it ends after the hour whatever its use.
      expect((await staff.post(`/api/login/force/${target.id}`)).statusCode).toBe(404);
      await sessions().update({ id: row.id }, { forceLoginExpiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date(Date.now() - 3600_000) });
      expect(await whoAmI(staff)).toBeNull();
    });

    it('never slides an impersonation session past its hour', async () => {
      const target = await createUser(t);
      const staff = await loginAs(t, 'staff@example.jp');
      await staff.post(`/api/login/force/${target.id}`);
      const id = sha256(staff.session!);
      await sessions().update({ id }, { lastSeenAt: new Date(Date.now() - 10 * 60_000) });
      await staff.get('/api/common/base-data');
      const row = await sessions().findOneByOrFail({ id });
      expect(new Date(row.expiresAt).getTime()).toBeLessThanOrEqual(new Date(row.forceLoginExpiresAt!).getTime());
    });

    it('answers 404 to non-staff, logged-out callers, staff targets and unknown ids', async () => {
      const target = await createUser(t);
      const buyer = await loginAs(t, 'buyer@example.jp');
      for (const res of [await buyer.post(`/api/login/force/${target.id}`), await new Browser(t.app).post(`/api/login/force/${target.id}`)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: MESSAGES.notFound });
      }
      expect((await whoAmI(buyer))?.email).toBe('buyer@example.jp');

      const staff = await loginAs(t, 'staff@example.jp');
      const staffRow = await users().findOneByOrFail({ email: 'staff@example.jp' });
      expect((await staff.post(`/api/login/force/${staffRow.id}`)).statusCode).toBe(404);
      expect((await staff.post('/api/login/force/999999')).statusCode).toBe(404);
      expect((await staff.post('/api/login/force/abc')).statusCode).toBe(400);
      expect((await whoAmI(staff))?.email).toBe('staff@example.jp');
    });
  });
});
