/** Small line icons of the my-page navigation; decorative (the text next to them is the label). */
export type IconName = 'home' | 'heart' | 'chat' | 'house' | 'more' | 'user' | 'flag' | 'briefcase' | 'menu' | 'close' | 'mail';

const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  chat: 'M4 5h16v11H9l-5 4V5z',
  house: 'M3 12l9-8 9 8M6 10v10h12V10M10 20v-5h4v5',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
};

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3.5 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
