import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text of the package and hospital screens: an English key of `./hi` (data tables type labels with it). */
export type PackageText = Extract<keyof typeof Hindi, string>;

/** The package and hospital screens' texts (docs/decisions/0017): `const t = usePackageTexts()`. */
export const usePackageTexts = defineTexts<typeof Hindi>('packages-search', () => import('./hi'));
