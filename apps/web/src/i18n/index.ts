import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text of the shell: an English key of `./hi` (data tables type their labels with it). */
export type ShellText = Extract<keyof typeof Hindi, string>;

/** The shell's texts (header, menus, footer, bottom bar, error pages): `const t = useShellTexts()`. */
export const useShellTexts = defineTexts<typeof Hindi>('web', () => import('./hi'));
