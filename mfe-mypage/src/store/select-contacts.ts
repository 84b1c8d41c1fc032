import type { RootState } from '@akiya/shared-ui';

/**
 * The part of a contact (spec §3 Contact) the my page reads so far. The full Contact DTO comes with
 * the deals work (GET /api/my-page/all-contacts); it belongs in contracts then.
 */
export interface ContactSummary {
  contact_id: number;
  contact_status: string;
}

const NO_CONTACTS: readonly ContactSummary[] = Object.freeze([]);

/**
 * The one place the my page reads the user's contacts from. The contact list is not loaded yet, so
 * this returns [] until the deals work replaces the body of this selector.
 */
export function selectContacts(_state: RootState): readonly ContactSummary[] {
  return NO_CONTACTS;
}
