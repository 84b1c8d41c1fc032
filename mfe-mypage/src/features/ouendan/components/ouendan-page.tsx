import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  consultingPaths,
  formatYen,
  PARTNER_MESSAGES,
  PARTNER_REWARD_STATUS_LABELS,
  PARTNER_REWARDS,
  PARTNER_STATUS_LABELS,
  partnerReferralStateLabel,
  REFERRAL_DAYS,
  rewardAmountOf,
  type MyPartnerResponse,
} from '@akiya/contracts';
import { apiErrorMessage, Button, Card, QueryStatus, REFETCH_STALE_S } from '@akiya/shared-ui';
import { DataTable } from '../../../components/data-table';
import { SectionPage } from '../../../components/section-page';
import { SectionEmptyState } from '../../../components/empty-state';
import { sectionByKey } from '../../../config/sections';
import { useGetMyPartnerQuery, useRequestPartnerRewardMutation } from '../../../api/partners-api';
import { formatDate } from '../../../utils/format-date';
import styles from './ouendan.module.css';

const KIND_LABELS = Object.fromEntries(PARTNER_REWARDS.map((r) => [r.kind, r.label])) as Record<string, string>;

function ReferralLink({ path }: { path: string }) {
  const url = `${window.location.origin}${path}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <div className={styles.link}>
        <output className={styles.url} aria-label="あなたの紹介リンク">
          {url}
        </output>
        <Button variant="secondary" onClick={() => void copy()}>
          コピーする
        </Button>
      </div>
      <p role="status">{copied ? PARTNER_MESSAGES.copied : ''}</p>
    </>
  );
}

function PartnerBody({ data, refetch }: { data: MyPartnerResponse; refetch: () => void }) {
  const [request, { isLoading }] = useRequestPartnerRewardMutation();
  const [message, setMessage] = useState<string | null>(null);
  const partner = data.partner;
  if (!partner) {
    const section = sectionByKey('ouendan');
    return <SectionEmptyState text={section.emptyText} hint={section.emptyHint} action={{ to: '/ouendan/join', label: '応援団に申し込む' }} />;
  }
  const ask = async (referralId: number) => {
    setMessage(null);
    try {
      await request(referralId).unwrap();
      setMessage(PARTNER_MESSAGES.rewardRequested);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    }
    refetch();
  };
  return (
    <>
      <Card as="section" aria-labelledby="ouendan-status" className={styles.card}>
        <h2 id="ouendan-status" className={styles.sectionTitle}>
          {partner.displayName}（{partner.area}）
        </h2>
        <p>
          お申し込みの状況：<strong>{PARTNER_STATUS_LABELS[partner.status]}</strong>（{formatDate(partner.createdAt)} お申し込み）
        </p>
        {partner.referralPath ? (
          <>
            <p>
              この紹介リンクを空き家の持ち主さんに伝えてください。リンクから来た方の会員登録や物件の投稿は、{REFERRAL_DAYS}
              日間あなたのご紹介として記録されます。報酬の対象になるのは、会員登録はメールアドレスの確認が済んだとき、物件は審査で掲載が承認されたときです。
            </p>
            <ReferralLink path={partner.referralPath} />
          </>
        ) : partner.status === 'pending' ? (
          <p>事務局で審査しています。承認されると、ここに紹介リンクが表示されます。</p>
        ) : (
          <p>今回は応援団への参加を見送らせていただきました。</p>
        )}
        <p>
          <Link to={consultingPaths.subject('partner', partner.id)}>事務局にメッセージを送る</Link>
        </p>
      </Card>
      <h2 className={styles.sectionTitle}>ご紹介の実績</h2>
      {message ? <p role="status">{message}</p> : null}
      {data.referrals.length === 0 ? (
        <p>まだご紹介の記録はありません。</p>
      ) : (
        <DataTable className={styles.table} label="ご紹介の実績" columns={['日付', '内容', '報酬']}>
          {data.referrals.map((r) => {
            const reward = data.rewards.find((w) => w.id === r.rewardId);
            return (
              <tr key={r.id} data-testid="partner-referral">
                <td>{formatDate(r.createdAt)}</td>
                <td>
                  {KIND_LABELS[r.kind]}：{r.ownerLabel}
                  {r.propertyId ? (
                    <>
                      {' '}
                      <Link to={`/project/${r.propertyId}`}>{r.propertyTitle ?? `物件ID ${r.propertyId}`}</Link>
                    </>
                  ) : null}
                </td>
                <td>
                  {reward ? (
                    `${formatYen(reward.amountYen)}・${PARTNER_REWARD_STATUS_LABELS[reward.status]}`
                  ) : r.state !== 'creditable' ? (
                    partnerReferralStateLabel(r.kind, r.state)
                  ) : partner.status === 'approved' ? (
                    <Button variant="secondary" loading={isLoading} loadingText="申請中…" onClick={() => void ask(r.id)}>
                      {`報酬を申請する（${formatYen(rewardAmountOf(r.kind))}）`}
                    </Button>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <p>
        <Link to="/ouendan/reward">報酬のしくみ</Link>
      </p>
    </>
  );
}

/** /my-page/ouendan: the partner's referral link, the owners it brought and its reward requests. */
export function OuendanPage() {
  const query = useGetMyPartnerQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const section = sectionByKey('ouendan');
  return (
    <SectionPage title={section.label} lead={<p>{section.description}</p>}>
      <QueryStatus query={query} loadingLabel="読み込み中…">
        {(data) => <PartnerBody data={data} refetch={() => void query.refetch()} />}
      </QueryStatus>
    </SectionPage>
  );
}
