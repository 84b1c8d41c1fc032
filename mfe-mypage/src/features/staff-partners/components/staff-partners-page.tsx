import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  canMovePartner,
  canMoveReward,
  formatYen,
  PARTNER_REWARD_STATUS_LABELS,
  PARTNER_REWARD_STATUSES,
  PARTNER_STATUS_LABELS,
  PARTNER_STATUSES,
  partnerReferralStateLabel,
  type PartnerRewardStatus,
  type StaffPartnerReferralItem,
  type PartnerStatus,
} from '@akiya/contracts';
import { apiErrorMessage, apiErrorStatus, Button, NotFoundPage, QueryStatus, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { DataTable } from '../../../components/data-table';
import {
  useGetStaffPartnerReferralsQuery,
  useGetStaffPartnerRewardsQuery,
  useGetStaffPartnersQuery,
  useMoveStaffPartnerMutation,
  useMoveStaffPartnerRewardMutation,
} from '../../../api/partners-api';
import { formatDate, formatDateTime } from '../../../utils/format-date';
import page from '../../../components/staff-page.module.css';
import styles from './staff-partners.module.css';

const PARTNER_ACTION: Partial<Record<PartnerStatus, string>> = { approved: '承認する', rejected: '見送る' };
const REWARD_ACTION: Partial<Record<PartnerRewardStatus, string>> = { approved: '承認する', paid: '支払済みにする', rejected: '見送る' };

/** What brought a credit: the account that registered, or the listing posted. */
function sourceOf(r: StaffPartnerReferralItem): string {
  if (r.kind === 'registration') return `会員登録：${r.owner.email}（ID ${r.owner.id}）`;
  return `物件の投稿：${r.property ? `${r.property.title}（物件ID ${r.property.id}）` : '削除された物件'}・${r.owner.email}`;
}

/**
 * /my-page/staff/partners: staff approve supporter applications and move reward requests
 * (requested → approved → paid / rejected). Non-staff: 404 (the API answers 404 to them).
 */
export function StaffPartnersPage() {
  const partners = useGetStaffPartnersQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const rewards = useGetStaffPartnerRewardsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const referrals = useGetStaffPartnerReferralsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [movePartner, partnerMove] = useMoveStaffPartnerMutation();
  const [moveReward, rewardMove] = useMoveStaffPartnerRewardMutation();
  const [message, setMessage] = useState<string | null>(null);
  const code = apiErrorStatus(partners.error) ?? apiErrorStatus(rewards.error) ?? apiErrorStatus(referrals.error);
  const referralById = new Map((referrals.data?.items ?? []).map((r) => [r.id, r]));
  if (code === 404 || code === 401 || code === 403) return <NotFoundPage />;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await action();
      setMessage(done);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    }
    void partners.refetch();
    void rewards.refetch();
    void referrals.refetch();
  };

  return (
    <SectionPage
      title="応援団の管理（スタッフ）"
      lead={
        <p>
          応援団へのお申し込みの審査と、報酬の申請への対応です。{'　'}
          <Link to="/ouendan/reward">報酬のしくみ</Link>
        </p>
      }
    >
      <p role="status" className={page.status}>
        {message ?? ''}
      </p>
      <h2 className={page.sectionTitle}>お申し込み</h2>
      <QueryStatus query={partners} loadingLabel="読み込み中…" isEmpty={(d) => d.items.length === 0} empty="お申し込みはまだありません">
        {(d) => (
          <ul className={page.list} aria-label="応援団のお申し込み">
            {d.items.map((p) => (
              <li key={p.id} className={page.item} aria-label={p.displayName} data-testid="staff-partner">
                <p className={styles.title}>
                  {p.displayName}（{p.area}）<span className={page.chip}>{PARTNER_STATUS_LABELS[p.status]}</span>
                </p>
                <p className={styles.meta}>
                  {formatDate(p.createdAt)}・{p.user.name}・{p.user.email}
                  {p.phone ? `・${p.phone}` : ''}
                </p>
                <p className={styles.body}>{p.activity}</p>
                <div className={styles.moves}>
                  {PARTNER_STATUSES.filter((to) => canMovePartner(p.status, to)).map((to) => (
                    <Button
                      key={to}
                      variant={to === 'approved' ? 'primary' : 'secondary'}
                      loading={partnerMove.isLoading}
                      onClick={() => void run(() => movePartner({ id: p.id, to, version: p.version }).unwrap(), `「${p.displayName}」を${PARTNER_STATUS_LABELS[to]}にしました。`)}
                    >
                      {PARTNER_ACTION[to]}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      <h2 className={page.sectionTitle}>報酬の申請</h2>
      <QueryStatus query={rewards} loadingLabel="読み込み中…" isEmpty={(d) => d.items.length === 0} empty="報酬の申請はまだありません">
        {(d) => (
          <DataTable className={styles.table} label="報酬の申請" columns={['申請日', '応援団', '金額', '紹介元', '状況', '対応']}>
            {d.items.map((w) => (
              <tr key={w.id} data-testid="staff-partner-reward">
                <td>{formatDate(w.createdAt)}</td>
                <td>{w.partner.displayName}</td>
                <td>{formatYen(w.amountYen)}</td>
                <td>
                  <a href={`#referral-${w.referralId}`}>紹介 #{w.referralId}</a>
                  {referralById.has(w.referralId) ? <span className={styles.meta}>（{sourceOf(referralById.get(w.referralId)!)}）</span> : null}
                </td>
                <td>{PARTNER_REWARD_STATUS_LABELS[w.status]}</td>
                <td>
                  <div className={styles.moves}>
                    {PARTNER_REWARD_STATUSES.filter((to) => canMoveReward(w.status, to)).map((to) => (
                      <Button
                        key={to}
                        variant={to === 'rejected' ? 'secondary' : 'primary'}
                        loading={rewardMove.isLoading}
                        onClick={() => void run(() => moveReward({ id: w.id, to, version: w.version }).unwrap(), `報酬の申請を「${PARTNER_REWARD_STATUS_LABELS[to]}」にしました。`)}
                      >
                        {REWARD_ACTION[to]}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
      <h2 className={page.sectionTitle}>紹介の記録</h2>
      <p className={styles.meta}>
        紹介リンク（/ref/応援団ID）を経由した署名付きのクッキーを持つ会員登録・物件の投稿です。会員登録はメールアドレスの確認後、物件は審査で掲載が承認された後に報酬の対象になります。
      </p>
      <QueryStatus query={referrals} loadingLabel="読み込み中…" isEmpty={(d) => d.items.length === 0} empty="紹介の記録はまだありません">
        {(d) => (
          <DataTable className={styles.table} label="紹介の記録" columns={['紹介', '日時', '応援団・リンク', '紹介元', '状況']}>
            {d.items.map((r) => (
              <tr key={r.id} id={`referral-${r.id}`} data-testid="staff-partner-referral">
                <td>#{r.id}</td>
                <td>{formatDateTime(r.createdAt)}</td>
                <td>
                  {r.partner.displayName}
                  <span className={styles.meta}>（{r.referralPath}）</span>
                </td>
                <td>
                  {sourceOf(r)}
                  {r.kind === 'registration' ? (
                    <span className={styles.meta}>（登録 {formatDate(r.owner.registeredAt)}・{r.owner.verifiedAt ? `確認 ${formatDate(r.owner.verifiedAt)}` : 'メール未確認'}）</span>
                  ) : null}
                </td>
                <td>
                  {partnerReferralStateLabel(r.kind, r.state)}
                  {r.rewardId !== null ? `・報酬申請 #${r.rewardId}` : ''}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </SectionPage>
  );
}
