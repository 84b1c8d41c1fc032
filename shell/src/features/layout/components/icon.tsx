const PATHS = {
  back: 'M15 5 8 12l7 7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13ZM15.5 15.5 21 21',
  post: 'M4 11.5 12 5l8 6.5M6.5 10v9h11v-9M12 12v5M9.5 14.5h5',
  board: 'M6 4h12v16H6zM9 9h6M9 12.5h6M9 16h4',
  about: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17ZM12 11v5.5M12 7.8v.2',
  user: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5',
  login: 'M10 5H6v14h4M14 8l4 4-4 4M18 12H9',
  chevron: 'M6 9l6 6 6-6',
  house: 'M4 11.5 12 5l8 6.5M6.5 10v9h11v-9',
} as const;

export type IconName = keyof typeof PATHS;

/** Line icons of the layout chrome (decorative: the control carrying one has its own name). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
