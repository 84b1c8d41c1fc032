import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BaseData } from '@akiya/contracts';
import { commonApi } from '../api/common-api';

export interface CoverImage {
  path: string;
  comment: string;
}

/** Data every page shares: the base data of spec §3 and the common display state. */
export interface CommonState {
  baseData: BaseData | null;
  coverImages: CoverImage[];
  /** Where the header's back button goes when no rule of its own applies. */
  backUrl: string | null;
  menuOpen: boolean;
  /** The user id whose public profile dialog is open, if any. */
  profileUserId: number | null;
}

const initialState: CommonState = {
  baseData: null,
  coverImages: [],
  backUrl: null,
  menuOpen: false,
  profileUserId: null,
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
  },
  extraReducers: (builder) => {
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
  },
});

export const { setCoverImages, setBackUrl, setMenuOpen, showProfile } = commonSlice.actions;
export const { selectBaseData, selectUser, selectCoverImages, selectBackUrl, selectMenuOpen } = commonSlice.selectors;
