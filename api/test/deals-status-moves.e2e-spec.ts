import {
  allowedTransitionRules,
  DEAL_MESSAGES,
  DEAL_STATUS,
  DEAL_STATUSES,
  DEAL_TRANSITION_RULES,
  dealContextFor,
  MESSAGES,
  todayIn,
  type ApiErrorBody,
  type ContactDetail,
  type DealMessagePage,
  type PublicProfile,
} from '@akiya/contracts';
import { outboxMails, seedAccounts } from './support/accounts';
import { multipart } from './support/browser';
import { act, APPLICATION, createListing, DEALS_ENV, detail, enquire, forceStatus, futureDate, party, useDealCast } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const S = DEAL_STATUS;

/** A deal's status moves: versions, requirements, the whole walk to 決済完了 and the table of moves (docs/product.md §4). */
describe.each(testEngines())('deal status moves on %s', (engine) => {
  const t = useTestApp(engine, { env: DEALS_ENV, seed: seedAccounts });
  const cast = useDealCast(t);
  let contactId: number;

  const mails = (to: string) => outboxMails(t, to);

  beforeAll(async () => {
    // An enquiry, and the seller's first text: the negotiation has started.
    contactId = (await enquire(cast.buyer.browser, cast.propertyId)).contact_id;
    const first = await cast.seller.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: multipart({ body: 'ようこそ', clientId: 'sel-1' }) });
    if (first.statusCode !== 200) throw new Error(`first message: ${first.statusCode} ${first.body}`);
  });

  describe('status moves', () => {
    it('refuses a stale version with 409, and of two concurrent moves exactly one wins', async () => {
      const d = await detail(cast.seller.browser, contactId);
      const stale = await cast.seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'proposeViewing', version: d.version - 1, preview_date: futureDate(3) });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.conflict);
      const [a, b] = await Promise.all([
        cast.seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'proposeViewing', version: d.version, preview_date: futureDate(3) }),
        cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'requestViewing', version: d.version, preview_date: futureDate(4) }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.conflict);
      const after = await detail(cast.buyer.browser, contactId);
      expect(after.version).toBe(d.version + 1);
      const statusMsgs = (await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=100`))
        .json<DealMessagePage>()
        .items.filter((m) => m.kind === 'status' && m.status_from === S.negotiationStarted);
      expect(statusMsgs).toHaveLength(1);
    });

    it('validates requirements: future date, reason, the application (docs/product.md §5)', async () => {
      await forceStatus(t, contactId, S.negotiationStarted, null, true);
      const v = (await detail(cast.seller.browser, contactId)).version;
      const past = await cast.seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'proposeViewing', version: v, preview_date: '2020-01-01' });
      expect(past.statusCode).toBe(400);
      expect(past.json<ApiErrorBody>().errors).toEqual({ preview_date: [DEAL_MESSAGES.previewDatePast] });
      const wrongSide = await cast.seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'submitApplication', version: v, application: APPLICATION });
      expect(wrongSide.statusCode).toBe(400);
      expect(wrongSide.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.notAllowed);
      const badApp = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, {
        transition: 'submitApplication',
        version: v,
        application: { ...APPLICATION, name_kana: 'ヤマダ', zipcode: '390-0811', phone: '0901234' },
      });
      expect(badApp.statusCode).toBe(400);
      expect(badApp.json<ApiErrorBody>().errors).toEqual({
        'application.name_kana': [MESSAGES.hiragana],
        'application.zipcode': [MESSAGES.zipcode],
        'application.phone': [MESSAGES.phone],
      });
      const unknown = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'fly', version: v });
      expect(unknown.statusCode).toBe(400);
    });

    it('walks a deal to 決済完了; closing it moves the other open enquiries to 他決 and the listing stops', async () => {
      const second = await party(t, '二番');
      const third = await party(t, '三番');
      const other2 = (await enquire(second.browser, cast.propertyId)).contact_id;
      const other3 = (await enquire(third.browser, cast.propertyId)).contact_id;
      await act(third.browser, other3, { transition: 'cancel' });

      await forceStatus(t, contactId, S.negotiationStarted, null, true);
      await act(cast.buyer.browser, contactId, { transition: 'requestViewing', preview_date: futureDate(2), preview_time: '10:00' });
      let d = await act(cast.seller.browser, contactId, { transition: 'rejectViewing', reason: 'その日は都合が悪いです' });
      expect(d).toMatchObject({ contact_status: S.viewingRejected, last_reason: 'その日は都合が悪いです' });
      await act(cast.buyer.browser, contactId, { transition: 'requestViewing', preview_date: futureDate(5) });
      d = await act(cast.seller.browser, contactId, { transition: 'changeViewing', preview_date: futureDate(6) });
      expect(d.contact_status).toBe(S.sellerChangedViewing);
      d = await act(cast.buyer.browser, contactId, { transition: 'acceptViewing' });
      expect(d).toMatchObject({ contact_status: S.viewingConfirmed, preview: { preview_date: futureDate(6) } });
      // The viewing happened: its date is today now.
      await t.dataSource.query('UPDATE contacts SET preview_date = ? WHERE id = ?', [todayIn(), contactId]);
      d = await detail(cast.seller.browser, contactId);
      expect(d.allowed.map((a) => a.transition)).toEqual(['sendApplicationForm', 'cancel']);
      await act(cast.seller.browser, contactId, { transition: 'sendApplicationForm' });
      await act(cast.buyer.browser, contactId, { transition: 'submitApplication', application: APPLICATION });
      d = await act(cast.seller.browser, contactId, { transition: 'adjustApplication', reason: '価格をご相談させてください' });
      expect(d.contact_status).toBe(S.applicationAdjusting);
      await act(cast.buyer.browser, contactId, { transition: 'submitApplication', application: { ...APPLICATION, offer_price_man_yen: 300 } });
      await act(cast.seller.browser, contactId, { transition: 'holdApplication' });
      d = await act(cast.seller.browser, contactId, { transition: 'acceptApplication' });
      expect(d).toMatchObject({ contact_status: S.applicationAccepted, status_root_type: 'under-contract', application: { offer_price_man_yen: 300 } });
      d = await act(cast.seller.browser, contactId, { transition: 'closeDeal' });
      expect(d.contact_status).toBe(S.dealClosed);

      const d2 = await detail(second.browser, other2);
      expect(d2).toMatchObject({ contact_status: S.decidedElsewhere, status_root_type: 'sales-end' });
      expect((await detail(third.browser, other3)).contact_status).toBe(S.cancelled);
      const lastOf2 = (await second.browser.get(`/api/my-page/contacts/${other2}/messages`)).json<DealMessagePage>().items.pop();
      expect(lastOf2).toMatchObject({ kind: 'status', status_to: S.decidedElsewhere });
      expect((await mails(second.user.email)).some((m) => m.subject.includes('他決'))).toBe(true);
      const ended = await second.browser.post(`/api/my-page/contacts/${other2}/messages`, { body: 'まだ間に合いますか', clientId: 'late-1' });
      expect(ended.statusCode).toBe(400);
      expect(ended.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.ended);
      const prop = (await t.dataSource.query('SELECT root_type, reception FROM properties WHERE id = ?', [cast.propertyId]))[0];
      expect(prop.root_type).toBe('under-contract');
      expect(Number(prop.reception)).toBe(0);
      const late = await party(t, '遅刻');
      expect((await late.browser.post(`/api/contact/project/${cast.propertyId}`, { message: 'x', clientId: 'z1' })).json<ApiErrorBody>().message).toBe(
        DEAL_MESSAGES.notReceiving,
      );

      d = await act(cast.seller.browser, contactId, { transition: 'completePayment' });
      expect(d).toMatchObject({ contact_status: S.paymentCompleted, status_root_type: 'sold', allowed: [] });
      expect((await detail(cast.buyer.browser, contactId)).status_root_type).toBe('purchased');
      expect((await t.dataSource.query('SELECT root_type FROM properties WHERE id = ?', [cast.propertyId]))[0].root_type).toBe('sold');
      const cancel = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'cancel', version: d.version });
      expect(cancel.statusCode).toBe(400);
      // Every move left a status message, from the side that made it.
      const statuses = (await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=100`)).json<DealMessagePage>().items.filter((m) => m.kind === 'status');
      expect(statuses.map((m) => m.status_to).slice(-3)).toEqual([S.applicationAccepted, S.dealClosed, S.paymentCompleted]);
      expect(statuses[statuses.length - 1]).toMatchObject({ send_from: 2, send_to: 1 });
      expect((await cast.stranger.browser.get(`/api/my-page/get-user-public/${cast.buyer.user.id}`)).json<PublicProfile>().contact_count).toBe(0);
    });

    it('allows exactly the moves of the table for every status and side', async () => {
      const s = await party(t, '表売');
      const b = await party(t, '表買');
      const pid = await createListing(t, s.user.id);
      const id = (await enquire(b.browser, pid)).contact_id;
      const today = todayIn();
      const input = { preview_date: futureDate(10), reason: '理由です', application: APPLICATION };
      let allowedCount = 0;
      let refusedCount = 0;
      for (const { name: status } of DEAL_STATUSES) {
        for (const preview of [null, today]) {
          for (const who of [b, s]) {
            const isSeller = who === s;
            const ctx = dealContextFor({ contact_status: status, preview_date: preview, seller_messaged: true }, isSeller, today);
            const allowed = allowedTransitionRules(ctx);
            for (const rule of DEAL_TRANSITION_RULES) {
              if (rule.via === null) continue;
              await forceStatus(t, id, status, preview, true);
              const version = (await detail(who.browser, id)).version;
              const res = await who.browser.post(`/api/my-page/contacts/${id}/actions`, { transition: rule.transition, via: rule.via, version, ...pick(rule.requires, input) });
              // The API finds the viewer's rule by (transition, button): the cancel rules of the two sides share both.
              const mine = allowed.find((r) => r.transition === rule.transition && r.via === rule.via);
              const expected = mine !== undefined;
              expect({ status, preview, side: isSeller ? 'seller' : 'buyer', via: rule.via, t: rule.transition, code: res.statusCode }).toEqual({
                status,
                preview,
                side: isSeller ? 'seller' : 'buyer',
                via: rule.via,
                t: rule.transition,
                code: expected ? 200 : 400,
              });
              if (expected) {
                allowedCount++;
                expect(res.json<ContactDetail>().contact_status).toBe(mine?.to);
              } else refusedCount++;
            }
          }
        }
      }
      expect(allowedCount).toBeGreaterThan(40);
      expect(refusedCount).toBeGreaterThan(400);
    }, 120_000);
  });
});

function pick(requires: readonly string[], input: { preview_date: string; reason: string; application: typeof APPLICATION }) {
  return {
    ...(requires.includes('previewDate') ? { preview_date: input.preview_date } : {}),
    ...(requires.includes('reason') ? { reason: input.reason } : {}),
    ...(requires.includes('application') ? { application: input.application } : {}),
  };
}
