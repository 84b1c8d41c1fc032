import { useSearchParams } from 'react-router-dom';
import { prefectureByCode } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { DocumentTitle } from '../../../components/document-title';
import { ListHeader } from '../../../components/list-header';
import { PageContainer } from '../../../components/page-container';
import { PrefectureOptions } from '../../../components/prefecture-options';
import { mapMarkersArgs } from '../api/map-api';
import { ListingsMap } from './listings-map';
import { PrefectureTileMap } from './prefecture-tile-map';
import styles from './map-page.module.css';

/**
 * /map: listings on a Leaflet map — the whole country as counts per prefecture, or one prefecture
 * (?area=13) with a marker per listing — and a tile map of the 47 prefectures linking to /area/{code}.
 */
export function MapPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The route's loader asks for the same markers (map-loader.ts).
  const { area } = mapMarkersArgs(searchParams);
  const prefecture = area ? prefectureByCode(area) : undefined;

  const changeArea = (code: string) => {
    const next = new URLSearchParams(searchParams);
    if (code) next.set('area', code);
    else next.delete('area');
    setSearchParams(next);
  };

  return (
    <PageContainer>
      <DocumentTitle title={prefecture ? `${BOARD_TEXTS.mapTitle}（${prefecture.name}）` : BOARD_TEXTS.mapTitle} />
      <ListHeader eyebrow={BOARD_TEXTS.eyebrowMap} title={BOARD_TEXTS.mapTitle} />
      <section className={styles.section} aria-labelledby="map-section-heading">
        <div className={styles.sectionHead}>
          <h2 id="map-section-heading" className={styles.heading}>
            {BOARD_TEXTS.mapSection}
          </h2>
          <label className={styles.select}>
            <span className={styles.selectLabel}>{BOARD_TEXTS.mapRegionSelect}</span>
            <select value={area ?? ''} onChange={(e) => changeArea(e.target.value)}>
              <option value="">{BOARD_TEXTS.mapWholeCountry}</option>
              <PrefectureOptions />
            </select>
          </label>
        </div>
        <ListingsMap key={area ?? 'all'} area={area} />
      </section>
      <section className={styles.section} aria-labelledby="prefecture-section-heading">
        <h2 id="prefecture-section-heading" className={styles.heading}>
          {BOARD_TEXTS.prefectureSection}
        </h2>
        <PrefectureTileMap />
      </section>
    </PageContainer>
  );
}
