import { isSafeReturnPath } from '@akiya/contracts';
import { loadConfig } from '../config/app-config';
import type { MailService } from '../mail/mail.service';
import type { UserEntity } from '../users/entities/user.entity';
import { AccountMailer } from './account-mailer';
import type { UserTokensService } from './user-tokens.service';

describe('AccountMailer links', () => {
  const config = { ...loadConfig({}, '/repo'), publicUrl: 'https://ieichiba.example' };
  const sent: { to: string; subject: string; text: string }[] = [];
  const mail = { send: async (to: string, c: { subject: string; text: string }) => void sent.push({ to, ...c }) } as unknown as MailService;
  const issued: [number, string][] = [];
  const tokens = { issue: async (userId: number, kind: string) => (issued.push([userId, kind]), `tok-${kind}`) } as unknown as UserTokensService;
  const mailer = new AccountMailer(config, mail, tokens);

  it.each([
    ['verify', 'https://ieichiba.example/login/verify?token=tok-verify'],
    ['set-password', 'https://ieichiba.example/login/reset?token=tok-set-password'],
    ['reset', 'https://ieichiba.example/login/reset?token=tok-reset'],
  ] as const)('mails a new %s link to the account', async (kind, link) => {
    sent.length = 0;
    issued.length = 0;
    await mailer.mailLink({ id: 7, email: 'a@example.jp', lastName: '山田', firstName: '花子' } as unknown as UserEntity, kind);
    expect(issued).toEqual([[7, kind]]);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('a@example.jp');
    expect(sent[0].text).toContain(link);
  });

  it('puts tokens on PUBLIC_URL paths', () => {
    expect(mailer.link('/login/verify', 'abc_-')).toBe('https://ieichiba.example/login/verify?token=abc_-');
  });

  it.each([
    ['/', 'https://ieichiba.example/?email_token=T'],
    ['/my-page', 'https://ieichiba.example/my-page?email_token=T'],
    ['/project/1?tab=a#g', 'https://ieichiba.example/project/1?tab=a&email_token=T#g'],
    ['/search/%E5%8F%A4', 'https://ieichiba.example/search/%E5%8F%A4?email_token=T'],
  ])('return link for %p', (path, link) => {
    expect(isSafeReturnPath(path)).toBe(true);
    expect(mailer.returnLink(path, 'T')).toBe(link);
  });

  it('refuses a path that would leave the site even if it slipped through', () => {
    expect(() => mailer.returnLink('//evil.example/x', 'T')).toThrow();
  });

  it('sends the email-change mail to the new address', async () => {
    await mailer.sendEmailChange({ email: 'old@example.jp', lastName: '山田', firstName: '太郎' } as never, 'new@example.jp', 'https://ieichiba.example/?email_token=T');
    expect(sent.at(-1)).toMatchObject({ to: 'new@example.jp' });
    expect(sent.at(-1)!.text).toContain('https://ieichiba.example/?email_token=T');
  });
});
