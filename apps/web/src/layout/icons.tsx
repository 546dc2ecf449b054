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
  package: 'M12 3l8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10',
  tooth:
    'M7 3c-3 0-4 3-3 6 1 2 1 4 1.5 7S7 21 8.5 21s1.5-5 3.5-5 2 5 3.5 5 2.5-2 3-5 .5-5 1.5-7c1-3 0-6-3-6-2 0-3 1-5 1S9 3 7 3z',
  doctor: 'M12 11a4 4 0 100-8 4 4 0 000 8zM5 21v-2a7 7 0 0114 0v2M12 15v4M10 17h4',
  nurse: 'M8 5l4-2 4 2v3H8zM12 13a4 4 0 100-8M5 21v-2a7 7 0 0114 0v2M11 5.5h2M12 4.5v2',
  physio: 'M14 4a2 2 0 11-4 0 2 2 0 014 0zM12 7v6l-4 8M12 13l4 8M7 10h10',
  icu: 'M3 18h18M4 18V9M4 13h16v5M8 13v-2h5v2M17 5v5M14.5 7.5h5',
  ambulance:
    'M2 16V7h11v9M13 10h4l4 4v2h-2M2 16h2M9 16h6M6 16a2 2 0 104 0 2 2 0 00-4 0M15 16a2 2 0 104 0 2 2 0 00-4 0M7.5 9v4M5.5 11h4',
  plane: 'M2 13l8-2 5-7h3l-3 7 5 1 1-2h2l-1 4 1 4h-2l-1-2-5 1 3 7h-3l-5-7-8-2z',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  care: 'M12 20s-7-4.5-7-10a4 4 0 017-2.5A4 4 0 0119 10c0 5.5-7 10-7 10zM9 11h6M12 8v6',
  flask: 'M9 3h6M10 3v6l-5 9a2 2 0 002 3h10a2 2 0 002-3l-5-9V3M7.5 15h9',
  hospital: 'M4 21V7h16v14M2 21h20M10 21v-4h4v4M12 9v4M10 11h4M9 3h6v4H9z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pill: 'M10.5 3.5a5 5 0 017 7l-7 7a5 5 0 01-7-7zM7 7l7 7',
  wallet: 'M3 7h16v12H3zM3 7l12-3v3M15 12h4v3h-4z',
  chevron: 'M6 9l6 6 6-6',
  check: 'M5 12l5 5 9-10',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }): ReactNode {
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
      <path d={PATHS[name]} />
    </svg>
  );
}
