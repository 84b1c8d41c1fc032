import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MAIL_RECEIVING_LABELS, SELLER_MESSAGES, SITE_NAME } from '@akiya/contracts';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../mail/templates/layout';
import { MailPreferencesService } from '../mail-preferences.service';
import { NewListingsDigestService } from './new-listings-digest.service';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${SITE_NAME}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:sans-serif;line-height:1.8;color:#2b2521;background:#fbf8f3">` +
    `<main style="max-width:560px;margin:0 auto"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}` +
    `<p><a href="/my-page/mail-settings">メール受信設定を確認する</a> ・ <a href="/">トップページに戻る</a></p></main></body></html>`
  );
}

/**
 * Answers the one-click link of a mail (`?<idParam>=<id>&t=<signature>`, no login: the link is the
 * proof) with a small Japanese page, never cached: 200 and `texts.done` (HTML) when `apply` takes
 * the id and signature, else — a malformed link too — 400 with `texts.invalid` (plain text).
 */
export async function answerOneClickLink(
  query: Record<string, unknown>,
  idParam: string,
  reply: FastifyReply,
  apply: (id: number, token: string) => Promise<boolean>,
  texts: { invalid: string; done: string },
): Promise<void> {
  const rawId = query[idParam];
  const id = typeof rawId === 'string' && /^[1-9][0-9]{0,9}$/.test(rawId) ? Number(rawId) : NaN;
  const token = typeof query.t === 'string' && /^[A-Za-z0-9_-]{43}$/.test(query.t) ? query.t : null;
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  if (!Number.isSafeInteger(id) || token === null || !(await apply(id, token))) {
    await reply.status(400).send(page('配信停止できませんでした', `<p>${escapeHtml(texts.invalid)}</p>`));
    return;
  }
  await reply.status(200).send(page('配信を停止しました', texts.done));
}

/**
 * GET /api/mail/unsubscribe?u=<user id>&t=<signature>: the one-click link of the new-listings digest.
 * A valid signature turns newProperties off for that user (no login: the link is the proof) and
 * answers a small Japanese page; opening it twice changes nothing more. Anything else is 400 with
 * SELLER_MESSAGES.unsubscribeInvalid.
 */
@ApiTags('mail')
@Controller('mail')
export class UnsubscribeController {
  constructor(
    private readonly digest: NewListingsDigestService,
    private readonly preferences: MailPreferencesService,
  ) {}

  @Get('unsubscribe')
  @ApiQuery({ name: 'u', description: 'user id' })
  @ApiQuery({ name: 't', description: 'signature from the mail' })
  @ApiOperation({ summary: 'One-click unsubscribe from the new-listings digest (signed link)' })
  async unsubscribe(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    await answerOneClickLink(query, 'u', reply, async (userId, token) => {
      if (!this.digest.signer.verify(userId, 'newProperties', token)) return false;
      await this.preferences.set(userId, 'newProperties', false);
      return true;
    }, {
      invalid: SELLER_MESSAGES.unsubscribeInvalid,
      done:
        `<p>「${escapeHtml(MAIL_RECEIVING_LABELS.newProperties.label)}」の配信を停止しました。今後このお知らせはお送りしません。</p>` +
        '<p>再び受け取るには、マイページのメール受信設定でオンにしてください。</p>',
    });
  }
}
