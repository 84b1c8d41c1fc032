import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PREFECTURE_GROUPS } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { REGION_COLOURS, TILE_COLUMNS, TILE_ROWS, prefectureTiles } from '../utils/prefecture-tiles';
import styles from './prefecture-tile-map.module.css';

const SIZE = 48;
const GAP = 4;
const TILES = prefectureTiles(SIZE, GAP);
const WIDTH = TILE_COLUMNS * (SIZE + GAP) - GAP;
const HEIGHT = TILE_ROWS * (SIZE + GAP) - GAP;

/**
 * A clickable tile map of Japan's 47 prefectures, drawn as SVG from a positions table (works
 * offline). Every tile is a link to /area/{code} named after the prefecture (東京都 …), reachable
 * with Tab, coloured by region.
 */
export function PrefectureTileMap() {
  const navigate = useNavigate();

  // SVG links are plain <a>: keep the navigation inside the app unless a new tab is wanted.
  const onClick = (event: MouseEvent<Element>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.scroller}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={BOARD_TEXTS.prefectureMap}
        data-testid="prefecture-tile-map"
      >
        {TILES.map((tile) => {
          const colour = REGION_COLOURS[tile.group];
          const href = `/area/${tile.code}`;
          return (
            <a key={tile.code} href={href} aria-label={tile.name} className={styles.tile} onClick={(e) => onClick(e, href)}>
              <rect x={tile.x} y={tile.y} width={tile.width} height={tile.height} rx={6} fill={colour.fill} className={styles.rect} />
              <text
                x={tile.x + tile.width / 2}
                y={tile.y + tile.height / 2}
                fill={colour.ink}
                className={styles.label}
                textAnchor="middle"
                dominantBaseline="central"
                aria-hidden="true"
              >
                {tile.shortName}
              </text>
            </a>
          );
        })}
      </svg>
      </div>
      <ul className={styles.legend} aria-label={BOARD_TEXTS.regions}>
        {PREFECTURE_GROUPS.map((group) => (
          <li key={group.code}>
            <span className={styles.swatch} style={{ background: REGION_COLOURS[group.code].fill }} aria-hidden="true" />
            {group.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
