import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@medibridge/ui-kit';
import { applyUpdate } from '../pwa/updateState';
import { useShellTexts } from '../i18n';
import { BOTTOM_BAR_HEIGHT } from './metrics';

/* Fixed above the bottom bar, so appearing never pushes the page (no layout shift). */
const Stack = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: calc(${BOTTOM_BAR_HEIGHT + 8}px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 560px;
  margin: 0 auto;
  pointer-events: none;
  @media ${({ theme }) => theme.media.tablet} {
    bottom: ${({ theme }) => theme.space.lg};
  }
`;

const Notice = styled.div<{ $tone: 'offline' | 'update' }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme, $tone }) => ($tone === 'offline' ? theme.colors.text : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'offline' ? theme.colors.surface : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
    flex: 1;
  }
  strong {
    display: block;
  }
`;

/**
 * What `NetworkNotices` shows: "You are offline" (screens that need the network cannot load or send anything
 * until it is back) and the offer to switch to a new version once one is waiting. Its own chunk, fetched as
 * soon as the shell is up (docs/decisions/0029); the texts stay in the first paint's catalogue.
 */
export function NetworkNoticesView({
  online,
  update,
}: {
  online: boolean;
  update: boolean;
}): ReactNode {
  const t = useShellTexts();
  return (
    <Stack>
      {!online ? (
        <Notice $tone="offline" role="status">
          <p>
            <strong>{t('You are offline')}</strong>
            {t(
              'Pages you have opened stay readable. Searching, booking and sending need the internet again.',
            )}
          </p>
        </Notice>
      ) : null}
      {update ? (
        <Notice $tone="update" role="status">
          <p>{t('A new version of MediBridge is ready.')}</p>
          <Button type="button" size="sm" onClick={applyUpdate}>
            {t('Reload')}
          </Button>
        </Notice>
      ) : null}
    </Stack>
  );
}
