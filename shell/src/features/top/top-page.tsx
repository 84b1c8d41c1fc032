import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@akiya/shared-ui';
import { SITE_TAGLINE } from '@akiya/contracts';
import { ExploreLinks } from './components/explore-links';
import { HeroSlideshow } from './components/hero-slideshow';
import { HowItWorks } from './components/how-it-works';
import { SLIDES } from './slides';
import styles from './top-page.module.css';

export interface TopPageProps {
  /** The search-word box (features/search), composed in app/routes.tsx. */
  SearchForm: ComponentType<{ variant: 'hero' }>;
  /** Random source of the slideshow's shuffle (tests). */
  random?: () => number;
}

/** The top page '/' (docs/product.md §2): slideshow hero with the tagline, search box, sell and buy buttons. */
export function TopPage({ SearchForm, random }: TopPageProps) {
  useDocumentTitle(null);
  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="top-title">
        <HeroSlideshow slides={SLIDES} random={random} />
        <div className={styles.heroInner}>
          <h1 id="top-title" className={styles.title}>
            {SITE_TAGLINE}
          </h1>
          <p className={styles.lead}>売りたい人と買いたい人が、掲示板で直接つながる場所です。</p>
          <div className={styles.search}>
            <SearchForm variant="hero" />
          </div>
          <div className={styles.ctas}>
            <Link to="/post" className={`${styles.cta} ${styles.sell}`}>
              <span className={styles.ctaMain}>売りたい</span>
              <span className={styles.ctaSub}>物件を掲載する</span>
            </Link>
            <Link to="/board" className={`${styles.cta} ${styles.buy}`}>
              <span className={styles.ctaMain}>買いたい</span>
              <span className={styles.ctaSub}>掲示板で探す</span>
            </Link>
          </div>
        </div>
      </section>
      <HowItWorks />
      <ExploreLinks />
    </main>
  );
}
