import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text of the account screens: an English key of `./hi`. */
export type AuthText = Extract<keyof typeof Hindi, string>;

/** The account screens' texts (docs/decisions/0017): `const t = useAuthTexts()`. */
export const useAuthTexts = defineTexts<typeof Hindi>('auth', () => import('./hi'));
