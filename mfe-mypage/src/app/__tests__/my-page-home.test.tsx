import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../tools/testing/base-data';
import { renderMyPage } from '../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

describe('/my-page home', () => {
  it("greets the user by their registered name and links the profile card to /my-page/profile", async () => {
    mockFetch(() => ({ body: testBaseData({ user: testUser({ last_name: '鈴木', first_name: '一郎', email: 'ichiro@example.jp' }) }) }));
    renderMyPage('/my-page');
    const main = await screen.findByRole('main', { name: 'マイページ' });
    expect(within(main).getByText(/こんにちは、/)).toHaveTextContent('こんにちは、鈴木 一郎さん');
    const cards = within(main).getByRole('list', { name: 'マイページの項目' });
    const profile = within(cards).getByRole('link', { name: /プロフィール/ });
    expect(profile).toHaveAttribute('href', '/my-page/profile');
    expect(profile).toHaveTextContent('鈴木 一郎（ichiro@example.jp）');
  });
});
