import type { ReactNode } from 'react';

/** Line icons drawn for MediBridge (24×24, stroke = currentColor). Decorative: hidden from screen readers. */
const PATHS = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  gift: 'M4 10h16v4H4zM6 14h12v7H6zM12 10v11M12 10c-2-4-6-4-6-1.5S10 10 12 10zM12 10c2-4 6-4 6-1.5S14 10 12 10z',
  phone: 'M6 3h3l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v3a3 3 0 01-3 3A16 16 0 013 6a3 3 0 013-3z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pill: 'M10.5 3.5a5 5 0 017 7l-7 7a5 5 0 01-7-7zM7 7l7 7',
  wallet: 'M3 7h16v12H3zM3 7l12-3v3M15 12h4v3h-4z',
  chevron: 'M6 9l6 6 6-6',
  check: 'M5 12l5 5 9-10',
} as const;

export type IconName = keyof typeof PATHS;

/** An icon of the shell's set by name. */
export function Icon({ name, size }: { name: IconName; size?: number }): ReactNode {
  return <Glyph d={PATHS[name]} size={size} />;
}

/** A line icon from its path (the service pictograms are drawn by `./serviceIcons`, with the menu that shows them). */
export function Glyph({ d, size = 24 }: { d: string; size?: number }): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
