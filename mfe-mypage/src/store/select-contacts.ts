import type { RootState } from '@akiya/shared-ui';
import { dealsApi } from '../api/deals-api';

/** The part of a contact (docs/product.md §3 Contact) the profile alert reads. */
export interface ContactSummary {
  contact_id: number;
  contact_status: string;
}

const NO_CONTACTS: readonly ContactSummary[] = Object.freeze([]);
const selectList = dealsApi.endpoints.getAllContacts.select();

/** The one place the my page reads the user's contacts from: the cached contact list. */
export function selectContacts(state: RootState): readonly ContactSummary[] {
  const items = selectList(state).data?.items;
  return Array.isArray(items) ? items : NO_CONTACTS;
}
