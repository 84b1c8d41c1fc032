import { Link } from 'react-router-dom';
import { CONTACT_PATH } from '../../../config/anchors';
import { CtaLink } from './cta-link';
import { Section } from './section';
import companyStyles from './company-section.module.css';

/** #company: who runs the service and how to reach them. */
export function CompanySection() {
  return (
    <Section id="company" eyebrow="Company" title="運営について" tone="tinted">
      <dl className={companyStyles.table}>
        <div className={companyStyles.row}>
          <dt>サービス名</dt>
          <dd>airyflow（エアリーフロー）不動産ストック活用コンサルティング</dd>
        </div>
        <div className={companyStyles.row}>
          <dt>運営</dt>
          <dd>
            家いちば（空き家・古い建物の買い手を自分で探せる掲示板サイト）
            <br />
            運営会社の詳細は<Link to="/company">会社概要</Link>をご覧ください。
          </dd>
        </div>
        <div className={companyStyles.row}>
          <dt>対象</dt>
          <dd>空き家・空き店舗・使われていない土地や建物をお持ちの個人・法人の方</dd>
        </div>
        <div className={companyStyles.row}>
          <dt>ご相談方法</dt>
          <dd>オンライン・お電話（現地調査は日程を調整のうえ伺います）</dd>
        </div>
        <div className={companyStyles.row}>
          <dt>お問い合わせ</dt>
          <dd>
            <Link to={CONTACT_PATH}>お問い合わせフォーム</Link>からご連絡ください。
          </dd>
        </div>
      </dl>
      <div className={companyStyles.closing}>
        <p className={companyStyles.closingText}>まずは無料の初回相談から。お気軽にお申し込みください。</p>
        <CtaLink />
      </div>
    </Section>
  );
}
