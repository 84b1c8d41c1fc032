import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners, type CombinedState } from '@reduxjs/toolkit/query';
import { api, type ServerRenderContext } from '../api/api-slice';
import { commonSlice } from './common-slice';
import { dialogsSlice } from './dialogs-slice';

/**
 * The API slice's state as the store holds it. Its tag types are every feature's, which no one list
 * names (each feature adds its own with `enhanceEndpoints({ addTagTypes })`), so the store types them
 * as any tag: a feature's selectors, typed with that feature's tags, then accept the store's state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- the slice is created with no endpoints ({}) and every tag
type ApiStoreState = CombinedState<{}, any, typeof api.reducerPath>;
const apiInStore = { reducerPath: api.reducerPath, reducer: api.reducer as Reducer<ApiStoreState> };

/**
 * The root reducer. Remotes add their own slices at runtime with `rootReducer.inject(slice)`
 * (RTK `combineSlices`), so the shell's one store grows as remotes load.
 */
export const rootReducer = combineSlices(apiInStore, commonSlice, dialogsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

// Remotes extend this interface by declaration merging when they inject a slice.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

/** Creates the one Redux store. The shell calls it once; a remote's standalone frame calls it for itself. */
export function createAppStore(preloadedState?: Partial<RootState>, options: { ssr?: ServerRenderContext } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    // On the server the requests carry the visitor's cookie to the API's own origin (api-slice.ts).
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { ssr: options.ssr } },
        // Development checks cost every server render a walk over the whole state.
        serializableCheck: !options.ssr,
        immutableCheck: !options.ssr,
      }).concat(api.middleware),
  });
  if (!options.ssr) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
