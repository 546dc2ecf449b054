import { defineTexts } from './i18n';

/**
 * The service pages' names in Hindi (contract's `hi-services`): the services menu, the footer, the home page's
 * tiles and the service pages show them with `translate`. An entry of its own (`@medibridge/ui-kit/service-names`)
 * that only those screens import: `defineTexts` loads the catalogue when this module is evaluated in Hindi, so
 * other routes do not download it (docs/decisions/0035). Call the hook where the names show: it suspends until
 * they have arrived.
 */
export const useServiceNames = defineTexts(
  'contract-services',
  () => import('@medibridge/contract/hi-services'),
);
