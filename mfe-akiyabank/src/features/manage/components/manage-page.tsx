import { Link, useLocation } from 'react-router-dom';
import { BANK_LISTING_STATUS_LABELS, formatBankPrice } from '@akiya/contracts';
import { EmptyState, buttonClass, useDocumentTitle } from '@akiya/shared-ui';
import { LIST_PATH, MANAGE_NEW_PATH, MANAGE_PROFILE_PATH, bankListingPath, manageEditPath } from '../../../config/paths';
import { useGetAkiyabankManageQuery } from '../api/manage-api';
import { ManageGate } from './manage-gate';
import styles from './manage.module.css';

/**
 * The entry of the management linked from the bank's top page: a logged-in user who is no member of a
 * municipality learns what it is for and how a municipality joins, instead of a dead end.
 */
function NotMemberPage() {
  return (
    <main className={styles.page} aria-labelledby="not-member-heading">
      <h1 id="not-member-heading" className={styles.title}>
        自治体の方の物件管理
      </h1>
      <p>
        このアカウントは、提携自治体の担当者として登録されていません。物件の管理は、提携自治体の担当者アカウントでご利用いただけます。
      </p>
      <p>空き家バンクへの参加をご希望の自治体の方は、お問い合わせフォームからお申し込みください。</p>
      <p>
        <Link to="/contact" className={buttonClass('primary')}>
          お問い合わせフォームへ
        </Link>{' '}
        <Link to={LIST_PATH} className={buttonClass('secondary')}>
          物件一覧を見る
        </Link>
      </p>
    </main>
  );
}

/** /akiyabank/manage: the member's municipality and every listing of its bank. */
export function ManagePage() {
  useDocumentTitle('空き家バンクの物件管理');
  const query = useGetAkiyabankManageQuery();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;

  return (
    <ManageGate query={query} notMember={<NotMemberPage />}>
      {() => {
        const data = query.data!;
        return (
          <main className={styles.page} aria-labelledby="manage-heading">
            <p className={styles.eyebrow}>{data.municipality.bank_name}</p>
            <h1 id="manage-heading" className={styles.title}>
              {data.municipality.name}の物件管理
            </h1>
            {flash ? (
              <p role="status" className={styles.flash}>
                {flash}
              </p>
            ) : null}
            <p className={styles.actions}>
              <Link to={MANAGE_NEW_PATH} className={buttonClass('primary')}>
                物件を登録する
              </Link>
              <Link to={MANAGE_PROFILE_PATH} className={buttonClass('secondary')}>
                利用規約・窓口を編集する
              </Link>
            </p>
            {data.listings.length === 0 ? (
              <EmptyState text="登録した物件はまだありません" />
            ) : (
              <ul className={styles.rows} aria-label="登録した物件">
                {data.listings.map((l) => (
                  <li key={l.id} className={styles.row}>
                    <span className={l.status === 'published' ? styles.published : styles.draft}>{BANK_LISTING_STATUS_LABELS[l.status]}</span>
                    <span className={styles.rowTitle}>{l.title}</span>
                    <span className={styles.rowMeta}>
                      {l.district}・{formatBankPrice(l.deal_type, l.price)}・写真{l.photo_count}枚
                    </span>
                    <span className={styles.rowLinks}>
                      <Link to={manageEditPath(l.id)} aria-label={`${l.title}を編集`}>
                        編集
                      </Link>
                      {l.status === 'published' ? (
                        <Link to={bankListingPath(l.id)} aria-label={`${l.title}の公開ページ`}>
                          公開ページ
                        </Link>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </main>
        );
      }}
    </ManageGate>
  );
}
