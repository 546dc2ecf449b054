import { defineTexts, translate, useLanguage, type Translate } from '@medibridge/ui-kit';
import { useServiceNames } from '@medibridge/ui-kit/service-names';
import type MenusHindi from './hi-menus';
import type { ShellText } from '.';

/*
 * Registered here, in a module only the lazily loaded menus and footer import: their Hindi is fetched with
 * them (at once when Hindi is on), not before the first paint (docs/decisions/0029).
 */
const useMenusHindi = defineTexts<typeof MenusHindi>('web-menus', () => import('./hi-menus'));

/**
 * The texts of the services menu, the account menu and the footer: any shell text (theirs, and the first
 * paint's they repeat, such as 'Contact Us'). Suspends while their Hindi is still on its way, like every
 * package's hook.
 */
export function useMenuTexts(): Translate<ShellText> {
  useMenusHindi();
  useServiceNames();
  const language = useLanguage();
  return (key, values) => translate(key, values, language);
}
