import { type ReactNode } from 'react';
import styled from 'styled-components';

/** How a state reads at a glance: done well, waiting on someone, on its way, gone wrong, or over. */
export type StatusTone = 'good' | 'warning' | 'info' | 'problem' | 'over';

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const [fg, bg] =
      $tone === 'good'
        ? [c.success, c.successSoft]
        : $tone === 'warning'
          ? [c.warning, c.warningSoft]
          : $tone === 'info'
            ? [c.info, c.infoSoft]
            : $tone === 'problem'
              ? [c.danger, c.dangerSoft]
              : [c.textMuted, c.surfaceMuted];
    return `color: ${fg}; background: ${bg};`;
  }}
`;

/** A state as a small coloured label; the words (already in the screen's language) are the children. */
export function StatusBadge({
  tone,
  children,
}: {
  tone: StatusTone;
  children: ReactNode;
}): ReactNode {
  return <Badge $tone={tone}>{children}</Badge>;
}
