import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, QUESTIONNAIRE_TEXTS, SELLER_MESSAGES, TUTORIAL_TEXTS, type QuestionnaireState } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

function api(initial: QuestionnaireState) {
  let state = initial;
  return mockFetch((_url, r) => {
    if (r.url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
    if (r.url.pathname === '/api/my-page/questionnaires' && r.method === 'GET') return { body: state };
    if (r.url.pathname === '/api/my-page/questionnaires') {
      const { answer } = r.body as { answer: number };
      state = { ...state, questionnaires: [{ type: 1, answer }] };
      return { body: state };
    }
    if (r.url.pathname === '/api/my-page/tutorials') {
      state = { ...state, tutorials: [{ type: 1, done: true }] };
      return { body: state };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
  });
}

describe('questionnaire and tutorial cards on /my-page', () => {
  it('asks the purpose until answered, then thanks', async () => {
    const user = userEvent.setup();
    const { seen } = api({ questionnaires: [{ type: 1, answer: null }], tutorials: [{ type: 1, done: true }] });
    renderMyPage('/my-page');
    const card = await screen.findByRole('region', { name: QUESTIONNAIRE_TEXTS.title });
    expect(card).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '回答する' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SELLER_MESSAGES.questionnaireAnswer);
    await user.click(screen.getByRole('radio', { name: '売りたいし、買いたい' }));
    await user.click(screen.getByRole('button', { name: '回答する' }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.thanks)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: QUESTIONNAIRE_TEXTS.title })).toBeNull();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ type: 1, answer: 3 });
    expect(screen.queryByRole('region', { name: TUTORIAL_TEXTS.newPropertiesTitle })).toBeNull();
  });

  it('shows nothing once answered; the tutorial closes for good', async () => {
    const user = userEvent.setup();
    const { seen } = api({ questionnaires: [{ type: 1, answer: 2 }], tutorials: [{ type: 1, done: false }] });
    renderMyPage('/my-page');
    const tutorial = await screen.findByRole('region', { name: TUTORIAL_TEXTS.newPropertiesTitle });
    expect(screen.queryByRole('region', { name: QUESTIONNAIRE_TEXTS.title })).toBeNull();
    expect(within(tutorial).getByRole('link', { name: 'メール受信設定' })).toHaveAttribute('href', '/my-page/mail-settings');
    await user.click(within(tutorial).getByRole('button', { name: /閉じる/ }));
    await waitFor(() => expect(tutorial).not.toBeInTheDocument());
    expect(seen.find((r) => r.url.pathname === '/api/my-page/tutorials')?.body).toEqual({ type: 1 });
  });
});
