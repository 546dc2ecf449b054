import type { GrievanceCategory, GrievanceState } from '@medibridge/contract';
import type { StatusTone } from '@medibridge/ui-kit';
import type { GrievanceText } from '../i18n/grievances';

/** The categories as the grievance screens say them (contract's GRIEVANCE_CATEGORY_LABELS, word for word). */
export const CATEGORY_LABELS: Record<GrievanceCategory, GrievanceText> = {
  privacy: 'Privacy or my data',
  consultation: 'A consultation',
  payment: 'A payment or refund',
  pharmacy: 'A pharmacy order',
  other: 'Something else',
};

export const STATE_LABELS: Record<GrievanceState, { tone: StatusTone; label: GrievanceText }> = {
  open: { tone: 'warning', label: 'Open' },
  answered: { tone: 'good', label: 'Answered' },
  closed: { tone: 'over', label: 'Closed' },
};
