// Public entry of @akiya/shared-ui: the design system and the one RTK Query API slice.
import './styles/global.css';

export { getClientConfig, type ClientConfig } from './config';
export { api, TAG_TYPES, readApiError, readCsrfToken, CSRF_COOKIE, CSRF_HEADER, type TagType } from './api/api-slice';
export { commonApi, useGetBaseDataQuery, useGetRemotesQuery } from './api/common-api';
export { usersApi, useGetUserPublicQuery } from './api/users-api';
export { addressApi, useLazyLookupAddressQuery } from './api/address-api';
export {
  commonSlice,
  setCoverImages,
  setBackUrl,
  setMenuOpen,
  showProfile,
  setUnreadTotal,
  selectUnreadTotal,
  selectBaseData,
  selectUser,
  selectCoverImages,
  selectBackUrl,
  selectMenuOpen,
  type CommonState,
  type CoverImage,
} from './store/common-slice';
export {
  dialogsSlice,
  openLoginDialog,
  closeLoginDialog,
  openSearchDialog,
  closeSearchDialog,
  selectLoginDialog,
  selectSearchOpen,
  type DialogsState,
} from './store/dialogs-slice';
export {
  createAppStore,
  rootReducer,
  type RootState,
  type AppStore,
  type AppDispatch,
  type LazyLoadedSlices,
} from './store/create-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { usePendingRequests } from './hooks/use-pending-requests';
export { useDocumentTitle } from './hooks/use-document-title';
export { ErrorPage, NotFoundPage, type ErrorPageProps } from './components/error-page';
export { ProgressBar } from './components/progress-bar';
export { Spinner } from './components/spinner';
export { DigitsRoute } from './routing/digits-route';
export { StandaloneFrame } from './components/standalone-frame';
export { trackEvent, ANALYTICS_DOM_EVENT, type AnalyticsEventDetail } from './analytics/track-event';
