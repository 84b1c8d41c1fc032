import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@akiya/shared-ui';
import { dealsApi } from '../api/deals-api';
import { unreadCountsOf } from '../utils/unread';

/** Unread counts shown as badges on the messages and posted-properties tabs (docs/product.md §2) and the consultings entry. */
export interface UnreadCounts {
  messages: number;
  postedProperties: number;
  consultings: number;
}

const selectList = dealsApi.endpoints.getAllContacts.select();

/**
 * The one place the badges read their counts from: the noRead… ids of the contact list
 * (GET /api/my-page/all-contacts, loaded by the realtime sync in the my-page frame).
 */
export const selectUnreadCounts: (state: RootState) => UnreadCounts = createSelector(
  [(state: RootState) => selectList(state).data],
  (data) => unreadCountsOf(data),
);
