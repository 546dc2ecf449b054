/** A failed call read for the screen: one home, api-client's `problemOf` (re-exported for this package's screens). */
export { problemOf, type Problem } from '@medibridge/api-client';
