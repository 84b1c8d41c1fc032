// Public entry of @akiya/shared-ui: the design system and the one RTK Query API slice.
import './styles/tokens.css';
import './styles/global.css';

export { getClientConfig, type ClientConfig } from './config';
export {
  api,
  readCsrfToken,
  CSRF_COOKIE,
  CSRF_HEADER,
  hydrateFromServer,
  REFETCH_STALE_S,
  KEEP_WHILE_HYDRATING_S,
  type ServerRenderContext,
  type ServerFetch,
  type ServerState,
} from './api/api-slice';
export type { SharedCacheTag } from './api/cache-tags';
export {
  readApiError,
  apiErrorMessage,
  apiErrorStatus,
  isNetworkError,
  toFormErrors,
  describeApiError,
  type ApiErrorInfo,
} from './api/api-error';
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
  selectSiteOrigin,
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
export { dehydrateForBrowser } from './store/server-state';
export { usePendingRequests } from './hooks/use-pending-requests';
export { useDocumentTitle, documentTitle, ServerTitleContext } from './hooks/use-document-title';
export { useSiteOrigin } from './hooks/use-site-origin';
export { useServerRendering } from './hooks/use-server-rendering';
export { useLoginPrompt } from './hooks/use-login-prompt';
export { useFavoriteToggle, type FavoriteToggle, type FavoriteToggleOptions } from './hooks/use-favorite-toggle';
export { ErrorPage, NotFoundPage, type ErrorPageProps } from './components/error-page';
export { SitePhoto, type SitePhotoProps } from './components/site-photo';
export { ProgressBar } from './components/progress-bar';
export { Spinner } from './components/spinner';
export { DigitsRoute } from './routing/digits-route';
export { HydratesLater, PartHydrated } from './routing/hydrates-later';
export {
  loadQuery,
  matchDataRoutes,
  runRouteLoaders,
  type DataRoute,
  type LoaderArgs,
  type RemoteAppModule,
  type RouteLoader,
} from './routing/route-data';
export { StandaloneFrame } from './components/standalone-frame';
export { trackEvent, ANALYTICS_DOM_EVENT, type AnalyticsEventDetail } from './analytics/track-event';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './components/button';
export { Card, cardStyles, type CardProps } from './components/card';
export { Dialog, type DialogProps } from './components/dialog';
export {
  ErrorSummary,
  summaryLine,
  SUMMARY_SEPARATOR,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './components/error-summary';
export { FormField, FieldError, RequiredMark, fieldStyles, type FieldControlProps, type FormFieldProps } from './components/form-field';
export { Pager, type PagerProps } from './components/pager';
export { TextField, type TextFieldProps } from './components/text-field';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { CheckboxGroup, RadioGroup, type CheckboxGroupProps, type ChoiceOption, type RadioGroupProps } from './components/choice-group';
export { SearchBox, type SearchBoxProps } from './components/search-box';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './components/icon';
export { Drawer, type DrawerProps } from './components/drawer';
export { QueryStatus, QueryError, EmptyState, type QueryLike, type QueryStatusProps } from './components/query-status';
export { useFocusTrap, focusables, FOCUSABLE_SELECTOR } from './hooks/use-focus-trap';
export { useBodyScrollLock } from './hooks/use-body-scroll-lock';
export { usePresence } from './hooks/use-presence';
export { pageWindow, pageHref, type PageItem } from './utils/page-window';
export { contrastRatio, relativeLuminance } from './utils/contrast';
export { TEXT_TOKEN_PAIRS } from './styles/token-pairs';
