import { CONSULTING_DRAFT_KEY } from '@akiya/contracts';
import { loggedInBaseData, testBaseData } from '../../../../tools/testing/base-data';
import { expectLoaderCoverage } from '../../../../tools/testing/loader-coverage';
import { answersByRoute, mockFetch } from '../../../../tools/testing/mock-fetch';
import { routes } from '../routes';

// The server renders a page once, after the loaders of its routes: every query the page's first
// render reads must have been started by them with the same arguments. Each case runs the loaders
// for a path, renders the page with that store and checks it asked for nothing more.

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function consultingApi(baseData = testBaseData()) {
  return mockFetch(answersByRoute({ '/api/consulting/my-properties': { body: { items: [{ property_id: 12, title: '山あいの古民家' }] } } }), { baseData });
}

describe('consulting route loaders', () => {
  it("/airyflow/post: base data, then a signed-in user's own listings to pick", async () => {
    // A draft that picks a listing: the form shows the list.
    localStorage.setItem(CONSULTING_DRAFT_KEY, JSON.stringify({ clientId: 'draft-1', values: { property_mode: 'listing' } }));
    const fetch = consultingApi(loggedInBaseData());
    const { container } = await expectLoaderCoverage(routes, '/airyflow/post', fetch, ['/api/common/base-data', '/api/consulting/my-properties']);
    expect(container).toHaveTextContent('山あいの古民家');
  });

  it('/airyflow/post: a visitor gets the login prompt and no list', async () => {
    const fetch = consultingApi();
    const { container } = await expectLoaderCoverage(routes, '/airyflow/post', fetch, ['/api/common/base-data']);
    expect(container).toHaveTextContent('お申し込みにはログインが必要です。');
  });

  it.each(['/airyflow', '/consult'])('%s reads no API data', async (path) => {
    const fetch = consultingApi();
    await expectLoaderCoverage(routes, path, fetch, []);
  });
});
