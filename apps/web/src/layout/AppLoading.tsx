import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@medibridge/ui-kit';
import { useShellTexts } from '../i18n';

const Centre = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Shown while the first screen's code loads. */
export function AppLoading(): ReactNode {
  const t = useShellTexts();
  return (
    <Centre>
      <Spinner size={32} label={t('Loading MediBridge…')} />
    </Centre>
  );
}
