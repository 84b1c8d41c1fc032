import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEAL_STATUS, DEAL_TRANSITION_RULES, type ContactDetail, type DealMessage } from '@akiya/contracts';
import { ContactsRepository } from '../src/contacts/contacts.repository';
import { MailService } from '../src/mail/mail.service';
import { MessageThreadService } from '../src/message-threads/message-thread.service';
import { seedAccounts } from './support/accounts';
import { fileForm, PNG } from './support/browser';
import { createListing, detail, enquire, party, type Party } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/** A message form with one PNG, a.png. */
const pngForm = (fields: Record<string, string>) => fileForm(fields, [{ filename: 'a.png', content: PNG }]);

/**
 * The message-thread core's transaction: a message, its attachments and its mail notice are stored
 * together or not at all, and a deal's status move queues its mail with the move.
 */
describe.each(testEngines())('message-thread core on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  let seller: Party;
  let buyer: Party;
  let contactId: number;

  const queuedTo = async (email: string): Promise<number> =>
    Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM mail_queue WHERE to_address = ?', [email])) as { n: number | string }[])[0].n);
  const messagesWith = async (clientId: string): Promise<number> =>
    Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages WHERE client_id = ?', [clientId])) as { n: number | string }[])[0].n);
  const filesOf = async (folder: string): Promise<string[]> =>
    readdir(join(t.app.get(MessageThreadService).attachments.root, folder)).catch(() => []);

  beforeAll(async () => {
    seller = await party(t, '売田');
    buyer = await party(t, '買山');
    const propertyId = await createListing(t, seller.user.id, { title: '松本の古民家' });
    contactId = (await enquire(buyer.browser, propertyId)).contact_id;
  });

  afterAll(() => jest.restoreAllMocks());

  it('stores nothing — message, attachment, mail — when the send’s transaction fails, and the retry stores each once', async () => {
    const repo = t.app.get(ContactsRepository);
    const mailsBefore = await queuedTo(seller.user.email);
    const filesBefore = await filesOf(String(contactId));
    const spy = jest.spyOn(repo, 'setLastMessage').mockRejectedValueOnce(new Error('fault after the message insert'));
    const failed = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: pngForm({ body: '写真です', clientId: 'tx-1' }) });
    expect(failed.statusCode).toBe(500);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await messagesWith('tx-1')).toBe(0);
    expect(await queuedTo(seller.user.email)).toBe(mailsBefore);
    expect(await filesOf(String(contactId))).toEqual(filesBefore);

    const sent = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: pngForm({ body: '写真です', clientId: 'tx-1' }) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<DealMessage>().attachments).toHaveLength(1);
    const again = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: pngForm({ body: '写真です', clientId: 'tx-1' }) });
    expect(again.json<DealMessage>().id).toBe(sent.json<DealMessage>().id);
    expect(await messagesWith('tx-1')).toBe(1);
    expect(await queuedTo(seller.user.email)).toBe(mailsBefore + 1);
    expect(await filesOf(String(contactId))).toHaveLength(filesBefore.length + 1);
  });

  it('queues a status move’s mail in the move’s transaction: a mail that cannot be queued undoes the move', async () => {
    const before: ContactDetail = await detail(seller.browser, contactId);
    expect(before.contact_status).toBe(DEAL_STATUS.beforeNegotiation);
    const mailsBefore = await queuedTo(buyer.user.email);
    // A move of the seller's that needs no input beyond an optional reason.
    const rule = before.allowed.find((r) => r.via !== null && r.requires.every((f) => f === 'reason'));
    if (!rule) throw new Error(`no simple move allowed: ${JSON.stringify(before.allowed)}`);
    const to = DEAL_TRANSITION_RULES.find((r) => r.transition === rule.transition && r.side === 'seller')?.to;
    const move = { transition: rule.transition, via: rule.via, version: before.version, reason: '売却先が決まりました' };

    const mail = jest.spyOn(t.app.get(MailService), 'send').mockRejectedValueOnce(new Error('mail_queue refused the row'));
    const failed = await seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, move);
    expect(failed.statusCode).toBe(500);
    expect(mail).toHaveBeenCalledTimes(1);
    expect((await detail(seller.browser, contactId)).contact_status).toBe(DEAL_STATUS.beforeNegotiation);
    expect(await queuedTo(buyer.user.email)).toBe(mailsBefore);

    const moved = await seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, move);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ContactDetail>().contact_status).toBe(to);
    expect(await queuedTo(buyer.user.email)).toBe(mailsBefore + 1);
  });
});
