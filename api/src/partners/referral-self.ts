import type { ActivePartnerRow, OwnerContactRow } from './partners.repository';

/** A phone number's digits, or null when too short to say anything (an empty or partial number). */
function phoneKey(v: string | null | undefined): string | null {
  const digits = (v ?? '').normalize('NFKC').replace(/[^0-9]/g, '');
  return digits.length >= 10 ? digits : null;
}

function emailKey(v: string | null | undefined): string | null {
  const e = (v ?? '').normalize('NFKC').trim().toLowerCase();
  return e === '' ? null : e;
}

/**
 * Whether the referred account (or listing) is the partner's own under another account: the
 * partner's email address, or a phone number of the partner (its account's or its application's),
 * is the account's or the listing's contact. Cheap, and catches the obvious second account.
 */
export function looksLikeSelf(partner: Pick<ActivePartnerRow, 'email' | 'phone' | 'user_phone'>, owner: OwnerContactRow): boolean {
  const phones = new Set([phoneKey(partner.phone), phoneKey(partner.user_phone)].filter((v): v is string => v !== null));
  const email = emailKey(partner.email);
  const ownPhone = [owner.phone, owner.contact_phone].map(phoneKey).some((k) => k !== null && phones.has(k));
  return ownPhone || (email !== null && [owner.email, owner.contact_email].some((v) => emailKey(v) === email));
}
