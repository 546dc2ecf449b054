import { useCallSupportLabel } from './callSupport';
import { defineTexts } from './i18n';
import type NotFoundHindi from './i18n/hi-not-found';

/**
 * The 404's Hindi, registered by this module: it is an entry of its own (`@medibridge/ui-kit/not-found`), which
 * only the 404 pages import, so in Hindi the words load with those pages, not on every route
 * (docs/decisions/0035).
 */
const useTexts = defineTexts<typeof NotFoundHindi>(
  'ui-kit-not-found',
  () => import('./i18n/hi-not-found'),
);

/** The words of the 404, in the current language. */
export interface NotFoundTexts {
  /** The document title. */
  title: string;
  heading: string;
  lead: string;
  /** The link to the home page. */
  home: string;
  /** The link to the treatment packages. */
  treatmentPackages: string;
  /** The support call button (`useCallSupportLabel`). */
  callSupport: string;
}

/**
 * The 404's words, with their Hindi here once: the shell's page for paths the app does not know and the
 * vendor routes' own (packages-search, for first segments that are no vendor) say the same, and a feature
 * cannot import the shell.
 */
export function useNotFoundTexts(): NotFoundTexts {
  const t = useTexts();
  const callSupport = useCallSupportLabel();
  return {
    title: t('Page not found — MediBridge'),
    heading: t('We couldn’t find that page'),
    lead: t(
      'The link may be old or mistyped. These will get you where you need to go — or call us and we’ll help.',
    ),
    home: t('Go to home'),
    treatmentPackages: t('Treatment packages'),
    callSupport,
  };
}
