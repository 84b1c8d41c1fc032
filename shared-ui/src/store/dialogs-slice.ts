import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Open state of the layout's dialogs (docs/product.md §2 login dialog and search dialog). The shell draws
 * them; any remote can open them (e.g. the login dialog with MESSAGES.loginRequired).
 */
export interface DialogsState {
  login: { open: boolean; reason: string | null };
  searchOpen: boolean;
}

const initialState: DialogsState = { login: { open: false, reason: null }, searchOpen: false };

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    /** Opens the login dialog, with an optional reason line (e.g. MESSAGES.loginRequired). */
    openLoginDialog(state, action: PayloadAction<{ reason?: string | null } | undefined>) {
      state.login = { open: true, reason: action.payload?.reason ?? null };
      state.searchOpen = false;
    },
    closeLoginDialog(state) {
      state.login.open = false;
    },
    openSearchDialog(state) {
      state.searchOpen = true;
      state.login.open = false;
    },
    closeSearchDialog(state) {
      state.searchOpen = false;
    },
  },
  selectors: {
    selectLoginDialog: (state) => state.login,
    selectSearchOpen: (state) => state.searchOpen,
  },
});

export const { openLoginDialog, closeLoginDialog, openSearchDialog, closeSearchDialog } = dialogsSlice.actions;
export const { selectLoginDialog, selectSearchOpen } = dialogsSlice.selectors;
