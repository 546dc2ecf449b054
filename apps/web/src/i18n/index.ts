import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';
import type FirstPaintHindi from './hi-shell';

/** A text of the shell: an English key of `./hi` (data tables type their labels with it). */
export type ShellText = Extract<keyof typeof Hindi, string>;

/**
 * The texts of the shell's first paint (header, bottom bar, frame, error pages, network notices):
 * `const t = useShellTexts()`. The menus and the footer use `useMenuTexts` (`./menus`), whose Hindi loads with
 * their chunks (docs/decisions/0029).
 */
export const useShellTexts = defineTexts<typeof FirstPaintHindi>('web', () => import('./hi-shell'));
