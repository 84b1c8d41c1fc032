import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BANK_DEAL_TYPE_LABELS, type BankListingDetail, formatBankPrice, formatNumber } from '@akiya/contracts';
import { NotFoundPage, QueryError, SitePhoto, Spinner, apiErrorMessage, apiErrorStatus, useDocumentTitle } from '@akiya/shared-ui';
import { LIST_PATH, listPagePath } from '../../../config/paths';
import { bankListingQuery, useGetAkiyabankListingQuery } from '../../../api/listings-api';
import styles from './listing-detail-page.module.css';

function area(v: number | null): string {
  return v === null ? '—' : `${formatNumber(v, 2)}㎡`;
}

function Facts({ listing }: { listing: BankListingDetail }) {
  const rows: [string, string][] = [
    ['物件番号', listing.bank_number || '—'],
    ['所在地', `${listing.municipality.prefecture_name}${listing.municipality.name} ${listing.district}`],
    ['取引の種類', BANK_DEAL_TYPE_LABELS[listing.deal_type]],
    ['価格', formatBankPrice(listing.deal_type, listing.price)],
    ['物件の種類', listing.land_or_building === 'land' ? '土地' : '建物付き'],
    ['土地面積', area(listing.land_area)],
  ];
  if (listing.land_or_building === 'building') {
    rows.push(['建物面積', area(listing.building_area)], ['築年', listing.built_year ? `${listing.built_year}年` : '不明'], ['間取り', listing.layout || '—']);
  }
  return (
    <dl className={styles.facts}>
      {rows.map(([k, v]) => (
        <div key={k} className={styles.fact}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Photos({ listing }: { listing: BankListingDetail }) {
  const [index, setIndex] = useState(0);
  if (listing.photos.length === 0) return <div className={styles.noPhoto}>写真なし</div>;
  const current = listing.photos[Math.min(index, listing.photos.length - 1)];
  return (
    <div className={styles.gallery}>
      <figure className={styles.main}>
        <SitePhoto
          src={current.path}
          maxWidth={1200}
          sizes="(min-width: 1080px) 640px, (min-width: 850px) 60vw, 100vw"
          alt={current.comment || listing.title}
          width={1200}
          height={900}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        {current.comment ? <figcaption>{current.comment}</figcaption> : null}
      </figure>
      {listing.photos.length > 1 ? (
        <ul className={styles.thumbs} aria-label="写真の一覧">
          {listing.photos.map((p, i) => (
            <li key={p.id}>
              <button type="button" className={styles.thumb} aria-pressed={i === index} onClick={() => setIndex(i)}>
                <img src={p.card_path} alt={`写真${i + 1}${p.comment ? `：${p.comment}` : ''}を表示`} width={160} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** /akiyabank/:id — a bank listing with its municipality, the bank's terms and how to enquire. */
export function ListingDetailPage() {
  const { args, skip } = bankListingQuery(useParams().id);
  const query = useGetAkiyabankListingQuery(args, { skip });
  const listing = query.data;
  useDocumentTitle(listing ? `${listing.title}（${listing.municipality.name}）` : '物件詳細');

  if (query.isLoading) return <Spinner label="物件を読み込み中…" />;
  if (query.error) {
    if (apiErrorStatus(query.error) === 404) return <NotFoundPage />;
    return <QueryError message={apiErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!listing) return null;
  const m = listing.municipality;

  return (
    <main className={styles.page} aria-labelledby="listing-heading">
      <p className={styles.crumbs}>
        <Link to={LIST_PATH}>物件一覧</Link> ＞ <Link to={listPagePath(1, { prefecture: m.prefecture_code, municipality: String(m.id) })}>{m.name}の物件</Link>
      </p>
      <p className={styles.bank}>{m.bank_name}</p>
      <h1 id="listing-heading" className={styles.title}>
        {listing.title}
      </h1>
      <p className={styles.price}>{formatBankPrice(listing.deal_type, listing.price)}</p>
      <Photos listing={listing} />
      <section aria-labelledby="facts-heading" className={styles.section}>
        <h2 id="facts-heading">物件の概要</h2>
        <Facts listing={listing} />
      </section>
      <section aria-labelledby="description-heading" className={styles.section}>
        <h2 id="description-heading">物件の説明</h2>
        <p className={styles.description}>{listing.description}</p>
      </section>
      <section aria-labelledby="contact-heading" className={`${styles.section} ${styles.contact}`}>
        <h2 id="contact-heading">お問い合わせ先</h2>
        <p>
          この物件は{m.name}が{m.bank_name}に掲載しています。見学や購入・賃借のご相談は、{m.name}の担当窓口へお問い合わせください。
          {listing.bank_number ? `お問い合わせの際は物件番号「${listing.bank_number}」をお伝えください。` : ''}
        </p>
        <dl className={styles.office}>
          <div>
            <dt>窓口</dt>
            <dd>{m.office_name}</dd>
          </div>
          <div>
            <dt>電話</dt>
            <dd>
              <a href={`tel:${m.office_phone}`}>{m.office_phone}</a>
            </dd>
          </div>
          <div>
            <dt>メール</dt>
            <dd>
              <a href={`mailto:${m.office_email}?subject=${encodeURIComponent(`${m.bank_name} ${listing.bank_number} ${listing.title}`.trim())}`}>{m.office_email}</a>
            </dd>
          </div>
          {m.office_hours ? (
            <div>
              <dt>受付時間</dt>
              <dd>{m.office_hours}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="terms-heading" className={styles.section}>
        <h2 id="terms-heading">{m.bank_name}の利用規約</h2>
        <div className={styles.terms}>
          {m.terms.split(/\n{2,}/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </section>
    </main>
  );
}
