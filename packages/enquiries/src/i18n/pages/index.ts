import { defineTexts, type Catalogue, type Translate } from '@medibridge/ui-kit';
import type airAmbulance from './air-ambulance';
import type ambulanceWithIcu from './ambulance-with-icu';
import type ambulanceWithDoctor from './ambulance-with-doctor';
import type ambulanceWithNurse from './ambulance-with-nurse';
import type ambulanceForDeadBody from './ambulance-for-deadBody';
import type doctorsAtHome from './doctors-at-home';
import type nurseAtHome from './nurse-at-home';
import type physiotherapistAtHome from './physiotherapist-at-home';
import type icuSetupAtHome from './icuSetup-at-home';
import type dentistry from './dentistry';
import type transitionCareCenter from './transition-care-center';
import type internationalPatient from './international-patient';
import type contactUs from './contact-us';
import type hospitalization from './hospitalization';

/**
 * The Hindi of each service page's content (pages/serviceContent.ts), one lazy chunk a page: a patient
 * reading /dentistry in Hindi downloads the dentistry text, not that of all fourteen pages
 * (docs/decisions/0017, docs/performance.md "First load in Hindi").
 */
export type ContentText = Extract<
  keyof (typeof airAmbulance &
    typeof ambulanceWithIcu &
    typeof ambulanceWithDoctor &
    typeof ambulanceWithNurse &
    typeof ambulanceForDeadBody &
    typeof doctorsAtHome &
    typeof nurseAtHome &
    typeof physiotherapistAtHome &
    typeof icuSetupAtHome &
    typeof dentistry &
    typeof transitionCareCenter &
    typeof internationalPatient &
    typeof contactUs &
    typeof hospitalization),
  string
>;

const PAGE_HINDI: Readonly<Record<string, () => Promise<{ default: Catalogue }>>> = {
  'air-ambulance': () => import('./air-ambulance'),
  'ambulance-with-icu': () => import('./ambulance-with-icu'),
  'ambulance-with-doctor': () => import('./ambulance-with-doctor'),
  'ambulance-with-nurse': () => import('./ambulance-with-nurse'),
  'ambulance-for-deadBody': () => import('./ambulance-for-deadBody'),
  'doctors-at-home': () => import('./doctors-at-home'),
  'nurse-at-home': () => import('./nurse-at-home'),
  'physiotherapist-at-home': () => import('./physiotherapist-at-home'),
  'icuSetup-at-home': () => import('./icuSetup-at-home'),
  dentistry: () => import('./dentistry'),
  'transition-care-center': () => import('./transition-care-center'),
  'international-patient': () => import('./international-patient'),
  'contact-us': () => import('./contact-us'),
  hospitalization: () => import('./hospitalization'),
};

export const CONTENT_PAGES: readonly string[] = Object.keys(PAGE_HINDI);

const hooks = new Map<string, () => Translate<ContentText>>();

/** The texts hook of one page's content (registered on first use). */
export function contentTexts(slug: string): () => Translate<ContentText> {
  let hook = hooks.get(slug);
  if (!hook) {
    const load = PAGE_HINDI[slug];
    if (!load) throw new Error(`No Hindi content catalogue for ${slug}`);
    hook = defineTexts(`enquiries-page-${slug}`, load) as () => Translate<ContentText>;
    hooks.set(slug, hook);
  }
  return hook;
}

/** Loads a page's content catalogue for tests and checks. */
export function loadContentHindi(slug: string): Promise<{ default: Catalogue }> {
  const load = PAGE_HINDI[slug];
  if (!load) throw new Error(`No Hindi content catalogue for ${slug}`);
  return load();
}
