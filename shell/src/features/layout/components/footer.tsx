import { Link, useLocation } from 'react-router-dom';
import { HIDDEN_CATEGORY_NAME, PREFECTURE_GROUPS } from '@akiya/contracts';
import { selectBaseData, useAppSelector, Icon } from '@akiya/shared-ui';
import { SITE_TAGLINE } from '@akiya/contracts';
import { categoryLinks, FEATURE_LINKS, GUIDE_LINKS, LEGAL_LINKS, PRICE_TAG_LINKS } from '../utils/footer-links';
import { isFooterContentsHidden } from '../utils/paths';
import { FooterLinkList } from './footer-link-list';
import { FooterSection } from './footer-section';
import styles from './footer.module.css';

/**
 * The footer (docs/product.md §2): feature and guide links, prefectures by region, price tags, categories,
 * map search, contact, legal links and the copyright. On the contact-project, register and post
 * pages only the copyright line remains.
 */
export function Footer() {
  const { pathname } = useLocation();
  const baseData = useAppSelector(selectBaseData);
  const showContents = !isFooterContentsHidden(pathname);
  const groups = baseData?.prefectures?.length ? baseData.prefectures : PREFECTURE_GROUPS;
  const categories = (baseData?.categories ?? []).filter((c) => c.name !== HIDDEN_CATEGORY_NAME);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      {showContents ? (
        <div className={styles.contents} data-testid="footer-contents">
          <div className={styles.intro}>
            <Link to="/" className={styles.brand}>
              家いちば
            </Link>
            <p className={styles.tagline}>{SITE_TAGLINE}</p>
            <div className={styles.actions}>
              <Link to="/map" className={styles.action}>
                <Icon name="search" className={styles.actionIcon} />
                地図から探す
              </Link>
              <Link to="/contact" className={styles.action}>
                <Icon name="about" className={styles.actionIcon} />
                お問い合わせ
              </Link>
            </div>
          </div>

          <div className={styles.grid}>
            <FooterSection title="読みもの・特集">
              <FooterLinkList links={FEATURE_LINKS} />
            </FooterSection>
            <FooterSection title="ご利用ガイド">
              <FooterLinkList links={GUIDE_LINKS} />
            </FooterSection>
            <FooterSection title="価格から探す">
              <FooterLinkList links={PRICE_TAG_LINKS} />
            </FooterSection>
            {categories.length > 0 ? (
              <FooterSection title="カテゴリから探す">
                <FooterLinkList links={categoryLinks(categories)} chips />
              </FooterSection>
            ) : null}
            <FooterSection title="都道府県から探す" wide>
              <div className={styles.regions}>
                {groups.map((group) => (
                  <div key={group.code} className={styles.region}>
                    <h3 className={styles.regionName}>{group.name}</h3>
                    <ul className={styles.prefectures}>
                      {group.items.map((item) => (
                        <li key={item.code}>
                          {item.disabled ? (
                            <span className={styles.disabled}>{item.short_name}</span>
                          ) : (
                            <Link to={`/area/${item.code}`} aria-label={item.name}>
                              {item.short_name}
                            </Link>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </FooterSection>
          </div>

          <nav className={styles.legal} aria-label="運営情報">
            <FooterLinkList links={LEGAL_LINKS} />
          </nav>
        </div>
      ) : null}
      <p className={styles.copyright}>
        <small>© {year} 家いちば</small>
      </p>
    </footer>
  );
}
