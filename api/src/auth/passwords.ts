import { Injectable } from '@nestjs/common';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { randomToken } from '../security/crypto';

/**
 * argon2id parameters (OWASP password storage cheat sheet, 2024: m=19 MiB, t=2, p=1). The hash string
 * carries its own parameters, so hashes made with other parameters still verify, and are re-hashed
 * with these at the next successful login. `bench/login.mjs` measures the cost per hash.
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
/** @node-rs/argon2's Algorithm.Argon2id (a const enum, so not readable at run time). */
export const ARGON2ID = 2;

/** Hashes with ARGON2_PARAMS (argon2id is the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** False for a wrong password and for anything that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters (or another algorithm) than ARGON2_PARAMS. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      Number(o.algorithm) !== ARGON2ID ||
      o.memoryCost !== ARGON2_PARAMS.memoryCost ||
      o.timeCost !== ARGON2_PARAMS.timeCost ||
      o.parallelism !== ARGON2_PARAMS.parallelism ||
      o.outputLen !== ARGON2_PARAMS.outputLen
    );
  } catch {
    return true;
  }
}

/**
 * Password hashing for the services. `check` always costs one argon2 verification, also for an
 * unknown address or an account without a password (against a dummy hash), so the answer time does
 * not tell whether an account exists.
 */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  async check(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.dummy ??= hashPassword(randomToken());
      await verifyPassword(await this.dummy, password);
      return false;
    }
    return verifyPassword(passwordHash, password);
  }

  needsRehash(passwordHash: string): boolean {
    return needsRehash(passwordHash);
  }
}
