/**
 * The one set of line icons (24 × 24, drawn with the text colour). Decorative by default: the
 * control carrying one has its own name. Give `label` for an icon that says something on its own.
 */
const PATHS = {
  about: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17ZM12 11v5.5M12 7.8v.2',
  back: 'M15 5 8 12l7 7',
  board: 'M6 4h12v16H6zM9 9h6M9 12.5h6M9 16h4',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3',
  chat: 'M4 5h16v11H9l-5 4V5z',
  chevron: 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  house: 'M4 11.5 12 5l8 6.5M6.5 10v9h11v-9',
  listing: 'M3 12l9-8 9 8M6 10v10h12V10M10 20v-5h4v5',
  login: 'M10 5H6v14h4M14 8l4 4-4 4M18 12H9',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  post: 'M4 11.5 12 5l8 6.5M6.5 10v9h11v-9M12 12v5M9.5 14.5h5',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13ZM15.5 15.5 21 21',
  user: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5',
} as const;

export type IconName = keyof typeof PATHS;

/** Every icon name, in the catalogue's order. */
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export interface IconProps {
  name: IconName;
  /** Width and height in px (default 24); a class setting them wins. */
  size?: number;
  className?: string;
  /** The icon's meaning when nothing next to it says it (role="img" with this name). */
  label?: string;
}

/** A line icon of the set; `aria-hidden` unless it has a `label`. */
export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3.5 : 1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
