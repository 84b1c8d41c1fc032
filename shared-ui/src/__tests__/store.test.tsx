import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DEFAULT_SEARCH_PARAMS, type BaseData } from '@akiya/contracts';
import {
  api,
  commonApi,
  createAppStore,
  getClientConfig,
  ProgressBar,
  readApiError,
  readCsrfToken,
  selectBaseData,
  selectUser,
} from '../index';

const baseData: BaseData = {
  prefectures: [],
  prefectureForUsers: [],
  areaCategories: [],
  categories: [{ id: 1, name: '古民家' }],
  favorites: [],
  articleFavorites: [],
  solutionFavorites: [],
  user: null,
  searchParams: DEFAULT_SEARCH_PARAMS,
  mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
};

function respondWith(body: unknown, status = 200) {
  return jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('the store and the API slice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads base data with the JSON accept header and keeps it in the common slice', async () => {
    const fetchMock = respondWith(baseData);
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    await store.dispatch(commonApi.endpoints.getBaseData.initiate());
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(new URL(request.url).pathname).toBe('/api/common/base-data');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(selectBaseData(store.getState())?.categories[0].name).toBe('古民家');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('shows the progress bar only while a request is in flight', async () => {
    let release: (r: Response) => void = () => {};
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (release = resolve))) as unknown as typeof fetch;
    const store = createAppStore();
    render(
      <Provider store={store}>
        <ProgressBar />
      </Provider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = store.dispatch(commonApi.endpoints.getBaseData.initiate());
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await act(async () => {
      release(new Response(JSON.stringify(baseData), { headers: { 'Content-Type': 'application/json' } }));
      await pending;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('reads the API error shape', async () => {
    global.fetch = respondWith({ statusCode: 400, error: 'Bad Request', message: '入力エラーがあります。', errors: { page: ['x'] } }, 400) as unknown as typeof fetch;
    const store = createAppStore();
    const result = await store.dispatch(commonApi.endpoints.getBaseData.initiate());
    expect(readApiError(result.error)?.message).toBe('入力エラーがあります。');
    expect(readApiError(result.error)?.errors?.page).toEqual(['x']);
    expect(readApiError({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
  });
});

describe('client config', () => {
  afterEach(() => {
    delete window.__AKIYA_CONFIG__;
  });
  it("defaults the API base URL to '/'", () => {
    expect(getClientConfig().apiBaseUrl).toBe('/');
    expect(getClientConfig().production).toBe(false);
  });
  it('takes a configured base URL and adds the trailing slash', () => {
    window.__AKIYA_CONFIG__ = { apiBaseUrl: 'https://api.example.jp/v1', production: true };
    expect(getClientConfig()).toEqual({ apiBaseUrl: 'https://api.example.jp/v1/', production: true });
  });
});

describe('CSRF token', () => {
  afterEach(() => {
    document.cookie = 'akiya_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads the token from the cookie', () => {
    expect(readCsrfToken('a=1; akiya_csrf=tok%2Ben; b=2')).toBe('tok+en');
    expect(readCsrfToken('a=1')).toBeNull();
  });

  it('sends it on mutations only', async () => {
    document.cookie = 'akiya_csrf=abc123; path=/';
    const fetchMock = respondWith({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    const testApi = api.injectEndpoints({
      endpoints: (build) => ({
        csrfProbeGet: build.query<unknown, void>({ query: () => 'api/probe' }),
        csrfProbePost: build.mutation<unknown, void>({ query: () => ({ url: 'api/probe', method: 'POST', body: {} }) }),
      }),
    });
    const store = createAppStore();
    await store.dispatch(testApi.endpoints.csrfProbeGet.initiate());
    await store.dispatch(testApi.endpoints.csrfProbePost.initiate());
    const [get, post] = fetchMock.mock.calls.map((c) => (c as unknown as [Request])[0]);
    expect(get.headers.get('X-CSRF-Token')).toBeNull();
    expect(post.headers.get('X-CSRF-Token')).toBe('abc123');
  });
});
