import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { type ConsentPurpose, PRIVACY_MESSAGES } from '@medibridge/contract';
import { Button, translate } from '@medibridge/ui-kit';
import { usePrivacyTexts } from '../i18n/privacy';
import { AuthCard } from './AuthCard';
import { NoticeItems } from './NoticeItems';

const Rights = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Nothing is ticked for the patient: consent is a clear act, never presumed (DPDP Act 2023 s. 6(1)). */
export const NOTHING_CHOSEN: Readonly<Record<ConsentPurpose, boolean>> = {
  care: false,
  payments: false,
  reminders: false,
  offers: false,
};

/**
 * The notice as its own step of registration, before the account form (docs/decisions/0060, deviation
 * 22): the patient ticks the purposes they agree to and goes on; what they chose travels with the
 * registration.
 */
export function PrivacyNoticeStep({
  onContinue,
}: {
  onContinue: (chosen: Record<ConsentPurpose, boolean>) => void;
}): ReactNode {
  const t = usePrivacyTexts();
  const [chosen, setChosen] = useState<Record<ConsentPurpose, boolean>>({ ...NOTHING_CHOSEN });
  return (
    <AuthCard
      title={translate(PRIVACY_MESSAGES.noticeTitle)}
      lead={translate(PRIVACY_MESSAGES.noticeIntro)}
      wide
    >
      <NoticeItems
        chosen={chosen}
        onToggle={(purpose, granted) => setChosen((c) => ({ ...c, [purpose]: granted }))}
      />
      <Rights>{translate(PRIVACY_MESSAGES.rights)}</Rights>
      {!chosen.care ? (
        <Rights>
          {t(
            'You can register without agreeing to consultations and medicines; we will ask again before your first booking or order.',
          )}
        </Rights>
      ) : null}
      <Button type="button" size="lg" fullWidth onClick={() => onContinue(chosen)}>
        {t('Continue with my choices')}
      </Button>
    </AuthCard>
  );
}
