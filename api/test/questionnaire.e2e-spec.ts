import { MESSAGES, SELLER_MESSAGES, type ApiErrorBody, type QuestionnaireState } from '@akiya/contracts';
import { seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { party } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/** Questionnaire (type purpose = 1, answers 1–4) and tutorial (type newProperties = 1), stored per user. */
describe.each(testEngines())('questionnaire and tutorial on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });

  const loggedIn = async () => (await party(t)).browser;

  it('starts unanswered, stores the answer (and a changed one) per user', async () => {
    const b = await loggedIn();
    const other = await loggedIn();
    expect((await b.get('/api/my-page/questionnaires')).json<QuestionnaireState>()).toEqual({
      questionnaires: [{ type: 1, answer: null }],
      tutorials: [{ type: 1, done: false }],
    });
    const answered = await b.post('/api/my-page/questionnaires', { type: 1, answer: 3 });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<QuestionnaireState>().questionnaires).toEqual([{ type: 1, answer: 3 }]);
    await b.post('/api/my-page/questionnaires', { type: 1, answer: 1 });
    expect((await b.get('/api/my-page/questionnaires')).json<QuestionnaireState>().questionnaires).toEqual([{ type: 1, answer: 1 }]);
    expect((await other.get('/api/my-page/questionnaires')).json<QuestionnaireState>().questionnaires).toEqual([{ type: 1, answer: null }]);
  });

  it('remembers a dismissed tutorial, twice is fine', async () => {
    const b = await loggedIn();
    expect((await b.post('/api/my-page/tutorials', { type: 1 })).json<QuestionnaireState>().tutorials).toEqual([{ type: 1, done: true }]);
    expect((await b.post('/api/my-page/tutorials', { type: 1 })).statusCode).toBe(200);
    expect((await b.get('/api/my-page/questionnaires')).json<QuestionnaireState>().tutorials).toEqual([{ type: 1, done: true }]);
  });

  it('refuses unknown types and answers, a visitor and a missing CSRF token', async () => {
    const b = await loggedIn();
    for (const [body, errors] of [
      [{ type: 1, answer: 5 }, { answer: [SELLER_MESSAGES.questionnaireAnswer] }],
      [{ type: 1, answer: '1' }, { answer: [SELLER_MESSAGES.questionnaireAnswer] }],
      [{ type: 2, answer: 1 }, { type: [MESSAGES.invalidValue] }],
    ] as const) {
      const res = await b.post('/api/my-page/questionnaires', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().errors).toEqual(errors);
    }
    expect((await b.post('/api/my-page/tutorials', { type: 2 })).statusCode).toBe(400);
    expect((await b.post('/api/my-page/questionnaires', { type: 1, answer: 2 }, { csrf: false })).statusCode).toBe(403);
    expect((await new Browser(t.app).get('/api/my-page/questionnaires')).statusCode).toBe(401);
    expect((await b.get('/api/my-page/questionnaires')).json<QuestionnaireState>().questionnaires).toEqual([{ type: 1, answer: null }]);
  });
});
