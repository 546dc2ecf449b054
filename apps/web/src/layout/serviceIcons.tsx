import type { ReactNode } from 'react';
import type { ServiceIcon as ServiceIconName } from '@medibridge/contract';
import { Glyph } from './icons';

/** The service pages' pictograms (contract's registry names them): only the opened services menu draws them. */
const PATHS: Readonly<Record<ServiceIconName, string>> = {
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
};

export function ServiceIcon({ name, size }: { name: ServiceIconName; size?: number }): ReactNode {
  return <Glyph d={PATHS[name]} size={size} />;
}
