import { type ReactNode } from 'react';
import styled from 'styled-components';
import { CONSENT_PURPOSES, type ConsentPurpose, PRIVACY_NOTICE } from '@medibridge/contract';
import { Alert, type AlertTone, CheckLabel, translate } from '@medibridge/ui-kit';
import { usePrivacyTexts } from '../i18n/privacy';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Choice = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  small {
    font-weight: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The itemised privacy notice (docs/decisions/0060; DPDP Rules 2025 r. 3): per purpose, what is collected,
 * why, for how long and who receives it, with the patient's own switch under each: the same screen gives
 * and withdraws consent.
 */
export function NoticeItems({
  chosen,
  onToggle,
  disabled = false,
  note = null,
}: {
  chosen: Readonly<Record<ConsentPurpose, boolean>>;
  onToggle: (purpose: ConsentPurpose, granted: boolean) => void;
  disabled?: boolean;
  /** What became of the last change, shown under its own switch (where a phone's eye is). */
  note?: { purpose: ConsentPurpose; tone: AlertTone; text: string } | null;
}): ReactNode {
  const t = usePrivacyTexts();
  return (
    <List>
      {CONSENT_PURPOSES.map((purpose) => {
        const item = PRIVACY_NOTICE[purpose];
        const id = `notice-${purpose}`;
        return (
          <Item key={purpose} aria-labelledby={id}>
            <h2 id={id}>{translate(item.title)}</h2>
            <dl>
              <dt>{t('What we collect')}</dt>
              <dd>{translate(item.what)}</dd>
              <dt>{t('Why')}</dt>
              <dd>{translate(item.why)}</dd>
              <dt>{t('How long we keep it')}</dt>
              <dd>{translate(item.kept)}</dd>
              <dt>{t('Who receives it')}</dt>
              <dd>{translate(item.shared)}</dd>
            </dl>
            <CheckLabel>
              <input
                type="checkbox"
                checked={chosen[purpose]}
                disabled={disabled}
                onChange={(e) => onToggle(purpose, e.target.checked)}
              />
              <Choice>
                {t('I agree: {purpose}', { purpose: translate(item.title) })}
                <small>
                  {t('Without it: {consequence}', { consequence: translate(item.without) })}
                </small>
              </Choice>
            </CheckLabel>
            {note?.purpose === purpose ? (
              <Alert tone={note.tone} autoDismissMs={null}>
                {note.text}
              </Alert>
            ) : null}
          </Item>
        );
      })}
    </List>
  );
}
