import { ACCOUNT_ERROR_CODES } from '@akiya/contracts';
import { LOGIN_OPERATOR, createUser, outboxMail, tokenIn, useLoginApp, whoAmI } from './support/accounts';
import { Browser } from './support/browser';
import { testEngines } from './support/test-database';

/**
 * A link mailed to an account that is disabled before the link is followed (verification, password
 * reset): 403 disabled-login with the operator's address, nobody logged in, the password unchanged.
 */
describe.each(testEngines())('links of a disabled account on %s', (engine) => {
  const { t, users } = useLoginApp(engine);

  it.each([
    ['reset', {}, '/login/reset?token=', '/api/login/reset'],
    ['verify', { registrationStatus: 'temporary', emailVerifiedAt: null }, '/login/verify?token=', '/api/login/verify'],
  ] as const)('%s link: 403 with the operator address once the account is disabled', async (_, fields, path, endpoint) => {
    const user = await createUser(t, { password: 'before123', ...fields });
    const b = new Browser(t.app);
    expect((await b.post('/api/login/remember', { email: user.email })).statusCode).toBe(200);
    const token = tokenIn((await outboxMail(t, user.email)).text, `https://ieichiba.example${path}`);
    await users().update({ id: user.id }, { disabled: true });

    const res = await b.post(endpoint, endpoint === '/api/login/reset' ? { token, password: 'after1234' } : { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.disabledLogin });
    expect(res.json<{ message: string }>().message).toContain(LOGIN_OPERATOR);
    expect(await whoAmI(b)).toBeNull();
    const after = await users().findOneByOrFail({ id: user.id });
    expect(after.passwordHash).toBe(user.passwordHash);
  });
});
