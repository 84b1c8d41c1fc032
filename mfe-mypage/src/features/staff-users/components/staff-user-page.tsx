import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MODERATION_LABELS, STAFF_USER_MESSAGES, type ModerationStatus, type StaffUserDetail } from '@akiya/contracts';
import { apiErrorStatus, buttonClass, EmptyState, NotFoundPage, QueryStatus, REFETCH_STALE_S, selectUser, useAppSelector } from '@akiya/shared-ui';
import { DetailRow } from '../../../components/detail-row';
import { SectionPage } from '../../../components/section-page';
import { formatDate, formatDateTime } from '../../../utils/format-date';
import { STAFF_USERS_PATH, useGetStaffAuditQuery, useGetStaffUserQuery } from '../api/staff-users-api';
import { AuditEntries } from './audit-entries';
import { UserBadges } from './user-badges';
import { UserStatusForm } from './user-status-form';
import page from '../../../components/staff-page.module.css';
import styles from './staff-users.module.css';

export const STAFF_USER_TEXTS = {
  back: '会員の一覧へ戻る',
  profile: '登録情報',
  status: 'アカウントの状態',
  forceLogin: 'この会員として代理ログイン',
  forceLoginNote: 'あなたのスタッフとしてのログインは終了し、この会員として1時間ログインします（操作履歴に残ります）。',
  listings: '掲載物件',
  noListings: '物件はありません',
  enquiries: '問い合わせ・商談',
  noEnquiries: '問い合わせはありません',
  history: 'この会員への操作履歴',
  noHistory: '操作の記録はありません',
} as const;

interface CardsProps<T> {
  label: string;
  items: readonly T[];
  empty: string;
  /** The card's title line: a name or link and its chips. */
  title: (item: T) => ReactNode;
  meta: (item: T) => ReactNode;
}

/** A list of the user's records as cards (a title with chips over a meta line), or the empty state. */
function Cards<T extends { id: number }>({ label, items, empty, title, meta }: CardsProps<T>) {
  if (items.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={page.item}>
          <p className={page.itemTitle}>{title(item)}</p>
          <p className={page.meta}>{meta(item)}</p>
        </li>
      ))}
    </ul>
  );
}

/** A detail of the member; an empty one shows a dash. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return <DetailRow label={label}>{children === '' || children === null ? '—' : children}</DetailRow>;
}

/** Why the account cannot be disabled here (staff accounts, the staff member themselves, a withdrawn account). */
function cannotDisable(user: StaffUserDetail, selfId: number | undefined): string {
  if (user.withdrawnAt) return STAFF_USER_MESSAGES.withdrawn;
  if (user.id === selfId) return STAFF_USER_MESSAGES.cannotDisableSelf;
  return STAFF_USER_MESSAGES.cannotDisableStaff;
}

function Details({ user, selfId }: { user: StaffUserDetail; selfId: number | undefined }) {
  const [done, setDone] = useState<string | null>(null);
  const history = useGetStaffAuditQuery({ page: 1, targetType: 'user', targetId: String(user.id) }, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const canMove = user.disabled ? user.withdrawnAt === null : user.canDisable;
  return (
    <>
      <h2 className={page.sectionTitle}>{STAFF_USER_TEXTS.profile}</h2>
      <dl className={styles.details} aria-label={STAFF_USER_TEXTS.profile}>
        <Row label="会員ID">{String(user.id)}</Row>
        <Row label="メールアドレス">{user.email}</Row>
        <Row label="お名前">{user.name}</Row>
        <Row label="ふりがな">{`${user.lastNameKana} ${user.firstNameKana}`.trim()}</Row>
        <Row label="電話番号">{user.phone}</Row>
        <Row label="郵便番号">{user.zipcode}</Row>
        <Row label="住所">{user.address}</Row>
        <Row label="権限">{user.role === 'staff' ? 'スタッフ' : '一般会員'}</Row>
        <Row label="登録日時">{formatDateTime(user.createdAt)}</Row>
        <Row label="メールアドレスの確認">{user.emailVerifiedAt ? formatDateTime(user.emailVerifiedAt) : '未確認（仮登録）'}</Row>
        {user.pendingEmail ? <Row label="変更手続き中のメールアドレス">{user.pendingEmail}</Row> : null}
        <Row label="最終ログイン">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'なし'}</Row>
        <Row label="最終更新">{formatDateTime(user.updatedAt)}</Row>
      </dl>

      <h2 className={page.sectionTitle}>{STAFF_USER_TEXTS.status}</h2>
      <p role="status" className={styles.note}>
        {done ?? ''}
      </p>
      <dl className={styles.details} aria-label={STAFF_USER_TEXTS.status}>
        <Row label="状態">{user.withdrawnAt ? '退会済み' : user.disabled ? '無効' : '有効'}</Row>
        {user.withdrawnAt ? <Row label="退会日時">{formatDateTime(user.withdrawnAt)}</Row> : null}
        {user.disabled ? (
          <>
            <Row label="無効にした理由">{user.disabledReason ?? ''}</Row>
            <Row label="無効にした日時">{formatDateTime(user.disabledAt)}</Row>
            <Row label="無効にしたスタッフ">{user.disabledBy ? `${user.disabledBy.name}（${user.disabledBy.email}）` : ''}</Row>
          </>
        ) : null}
      </dl>
      <div className={styles.panel}>
        {canMove ? (
          <UserStatusForm
            user={user}
            onDone={(message) => {
              setDone(message);
              void history.refetch();
            }}
          />
        ) : (
          <p className={styles.note}>{cannotDisable(user, selfId)}</p>
        )}
      </div>
      {user.canForceLogin ? (
        <div className={styles.panel}>
          <div className={styles.actions}>
            {/* The force-login page of the shell (/login/force/{id}, docs/accounts.md) */}
            <Link className={buttonClass('secondary')} to={`/login/force/${user.id}`}>
              {STAFF_USER_TEXTS.forceLogin}
            </Link>
          </div>
          <p className={styles.note}>{STAFF_USER_TEXTS.forceLoginNote}</p>
        </div>
      ) : null}

      <h2 className={page.sectionTitle}>
        {STAFF_USER_TEXTS.listings}（{user.listingsTotal}件）
      </h2>
      <Cards
        label={STAFF_USER_TEXTS.listings}
        items={user.listings}
        empty={STAFF_USER_TEXTS.noListings}
        title={(l) => (
          <>
            {l.isPublished ? <Link to={`/project/${l.id}`}>{l.title}</Link> : l.title}
            <span className={page.chip}>{l.isPublished ? '掲載中' : '非掲載'}</span>
            {l.moderationStatus ? <span className={page.chip}>{MODERATION_LABELS[l.moderationStatus as ModerationStatus] ?? l.moderationStatus}</span> : null}
          </>
        )}
        meta={(l) => `物件ID ${l.id}・登録 ${formatDate(l.createdAt)}`}
      />

      <h2 className={page.sectionTitle}>{STAFF_USER_TEXTS.enquiries}</h2>
      <p className={page.count}>
        買主として {user.enquiryCounts.asBuyer}件・売主として {user.enquiryCounts.asSeller}件
      </p>
      <Cards
        label={STAFF_USER_TEXTS.enquiries}
        items={user.enquiries}
        empty={STAFF_USER_TEXTS.noEnquiries}
        title={(e) => (
          <>
            <Link to={`/project/${e.propertyId}`}>{e.propertyTitle || `物件ID ${e.propertyId}`}</Link>
            <span className={page.chip}>{e.side === 'buyer' ? '買主' : '売主'}</span>
            <span className={page.chip}>{e.status}</span>
          </>
        )}
        meta={(e) => `問い合わせID ${e.id}・最終更新 ${formatDateTime(e.updatedAt)}`}
      />

      <h2 className={page.sectionTitle}>{STAFF_USER_TEXTS.history}</h2>
      <QueryStatus query={history} loadingLabel="操作履歴を読み込み中…" isEmpty={(d) => d.items.length === 0} empty={STAFF_USER_TEXTS.noHistory}>
        {(d) => <AuditEntries items={d.items} label={STAFF_USER_TEXTS.history} />}
      </QueryStatus>
    </>
  );
}

/**
 * /my-page/staff/users/{id}: one account for staff — its profile, state (disabled with the reason,
 * withdrawn), disable / enable, force login, its listings and enquiries, and the staff actions on
 * it. Anyone but staff, or an unknown id: the 404 page.
 */
export function StaffUserPage() {
  const self = useAppSelector(selectUser);
  const staff = self?.is_staff === true;
  const id = Number(useParams().id);
  const query = useGetStaffUserQuery(id, { skip: !staff, refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (!staff || apiErrorStatus(query.error) === 404) return <NotFoundPage />;
  const title = query.data ? `会員 #${query.data.id} ${query.data.name}` : '会員の詳細';
  return (
    <SectionPage
      title={title}
      lead={
        <>
          <p className={styles.back}>
            <Link to={STAFF_USERS_PATH}>{STAFF_USER_TEXTS.back}</Link>
          </p>
          {query.data ? (
            <p>
              <UserBadges user={query.data} />
            </p>
          ) : null}
        </>
      }
    >
      <QueryStatus query={query} loadingLabel="会員の情報を読み込み中…">
        {(user) => <Details user={user} selfId={self?.id} />}
      </QueryStatus>
    </SectionPage>
  );
}
