import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BaseData } from '@akiya/contracts';
import { commonApi } from '../api/common-api';
import { hydrateFromServer } from '../api/api-slice';

export interface CoverImage {
  path: string;
  comment: string;
}

/** Data every page shares: the base data of docs/product.md §3 and the common display state. */
export interface CommonState {
  baseData: BaseData | null;
  coverImages: CoverImage[];
  /** Where the header's back button goes when no rule of its own applies. */
  backUrl: string | null;
  menuOpen: boolean;
  /** The user id whose public profile dialog is open, if any. */
  profileUserId: number | null;
  /**
   * Unread messages for the header badge: the my page sets it from the contact list (noRead… ids).
   * Optional so a state written before this field existed (tests' preloaded states) stays valid.
   */
  unreadTotal?: number;
  /**
   * The site's origin as the visitor reached it: set by the server renderer from the request, so
   * absolute URLs (schema.org data, share links) are the same in the server's HTML and the browser's
   * hydration. Absent in a page the browser rendered alone (then window.location.origin).
   */
  siteOrigin?: string;
}

const initialState: CommonState = {
  baseData: null,
  coverImages: [],
  backUrl: null,
  menuOpen: false,
  profileUserId: null,
  unreadTotal: 0,
};

export const commonSlice = createSlice({
  name: 'common',
  initialState,
  reducers: {
    setCoverImages(state, action: PayloadAction<CoverImage[]>) {
      state.coverImages = action.payload;
    },
    setBackUrl(state, action: PayloadAction<string | null>) {
      state.backUrl = action.payload;
    },
    setMenuOpen(state, action: PayloadAction<boolean>) {
      state.menuOpen = action.payload;
    },
    showProfile(state, action: PayloadAction<number | null>) {
      state.profileUserId = action.payload;
    },
    setUnreadTotal(state, action: PayloadAction<number>) {
      state.unreadTotal = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The server-rendered page's base data and pictures (dialogs and the menu start closed).
    builder.addCase(hydrateFromServer, (state, action) => {
      const common = action.payload.common as Partial<CommonState> | undefined;
      if (!common) return;
      if (common.baseData !== undefined) state.baseData = common.baseData;
      if (common.coverImages) state.coverImages = common.coverImages;
      if (common.backUrl !== undefined) state.backUrl = common.backUrl;
      if (typeof common.siteOrigin === 'string') state.siteOrigin = common.siteOrigin;
      if (typeof common.unreadTotal === 'number') state.unreadTotal = common.unreadTotal;
    });
    builder.addMatcher(commonApi.endpoints.getBaseData.matchFulfilled, (state, action) => {
      state.baseData = action.payload;
    });
  },
  selectors: {
    selectBaseData: (state) => state.baseData,
    selectUser: (state) => state.baseData?.user ?? null,
    selectCoverImages: (state) => state.coverImages,
    selectBackUrl: (state) => state.backUrl,
    selectMenuOpen: (state) => state.menuOpen,
    selectUnreadTotal: (state) => state.unreadTotal ?? 0,
    selectSiteOrigin: (state) => state.siteOrigin,
  },
});

export const { setCoverImages, setBackUrl, setMenuOpen, showProfile, setUnreadTotal } = commonSlice.actions;
export const { selectBaseData, selectUser, selectCoverImages, selectBackUrl, selectMenuOpen, selectUnreadTotal, selectSiteOrigin } =
  commonSlice.selectors;
