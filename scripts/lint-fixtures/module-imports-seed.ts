// BAD: linted as apps/api/src/modules/enquiries/__fixture__.ts. A module reads demo data from the seed:
// lint must refuse (modules hold logic only; the seed is run by the database plugin and scripts).
import { DEMO_PATIENT } from '../../seed';

export const mobile = DEMO_PATIENT.mobile;
