/** Draft save id (docs/product.md §3, §9): 7 random digits + YYYYMMDDHHmmssSS, and the client token of a submission. */

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * A draft save id for a visitor who is not logged in: 7 random digits followed by the local time as
 * YYYYMMDDHHmmssSS (SS = hundredths of a second). `random` returns a number in [0, 1).
 */
export function makeDraftSaveId(now: Date = new Date(), random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < 7; i++) digits += String(Math.min(9, Math.floor(random() * 10)));
  const stamp =
    pad(now.getFullYear(), 4) +
    pad(now.getMonth() + 1, 2) +
    pad(now.getDate(), 2) +
    pad(now.getHours(), 2) +
    pad(now.getMinutes(), 2) +
    pad(now.getSeconds(), 2) +
    pad(Math.floor(now.getMilliseconds() / 10), 2);
  return digits + stamp;
}

/** 23 digits: 7 random + 16 of time. */
export function isDraftSaveId(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9]{23}$/.test(v);
}

/** A client token (logged-in users' idempotency key): a save id, or 16–64 of [A-Za-z0-9-]. */
export function isSubmissionToken(v: unknown): v is string {
  return typeof v === 'string' && (isDraftSaveId(v) || /^[A-Za-z0-9-]{16,64}$/.test(v));
}
