import { hash, verify } from '@node-rs/argon2';
import { ARGON2_PARAMS, hashPassword, needsRehash, PasswordHasher, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and the chosen parameters', async () => {
    const h = await hashPassword('akiyademo1');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 });
    expect(await verify(h, 'akiyademo1')).toBe(true);
    expect(needsRehash(h)).toBe(false);
  });

  it('verifies hashes made with the library defaults (the seed) and with other parameters', async () => {
    const seedLike = await hash('akiyademo1');
    expect(await verifyPassword(seedLike, 'akiyademo1')).toBe(true);
    expect(needsRehash(seedLike)).toBe(false);
    const weaker = await hash('akiyademo1', { memoryCost: 4096, timeCost: 3 });
    expect(await verifyPassword(weaker, 'akiyademo1')).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
  });

  it('is false, never throws, for wrong passwords and junk hashes', async () => {
    const h = await hashPassword('right123');
    expect(await verifyPassword(h, 'wrong123')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('spends one verification on a missing hash and answers false', async () => {
    const hasher = new PasswordHasher();
    expect(await hasher.check(null, 'anything')).toBe(false);
    expect(await hasher.check(undefined, 'anything')).toBe(false);
    expect(await hasher.check(await hasher.hash('pw123456'), 'pw123456')).toBe(true);
  });
});
