import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text the booking screens share: an English key of `./hi`. */
export type AppointmentText = Extract<keyof typeof Hindi, string>;

const useScreenTexts = defineTexts<typeof Hindi>('appointments', () => import('./hi'));

/**
 * The texts several booking screens share (docs/decisions/0017): `const t = useAppointmentTexts()`. A screen
 * group's own texts are in its catalogue (`hi-<group>.ts`), registered by its module (`./steps`, `./records`,
 * …, `./call`), and contract's booking messages by `./bookingMessages`, which the groups with forms use:
 * `defineTexts` starts loading a catalogue when the module registering it is evaluated, so in Hindi a route
 * downloads only the catalogues of the modules it imports.
 */
export const useAppointmentTexts = useScreenTexts;
