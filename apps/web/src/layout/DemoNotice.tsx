import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isSmsDemo } from '@medibridge/api-client';
import { DEMO_SMS_NOTICE } from '@medibridge/contract';
import { translate, useLanguage } from '@medibridge/ui-kit';
import { demoLineCss } from './bootPaint';

// One look with index.html's boot paint, which draws this line before the scripts run.
const Bar = styled.p`
  ${({ theme: t }) => demoLineCss(t)};
`;

/**
 * On a demo server (texts stay in its SMS outbox) every page says so, in one small line above the header.
 * The server decides it once per page load (a meta tag), so the line is there from the first paint: no shift.
 */
export function DemoNotice(): ReactNode {
  useLanguage();
  if (!isSmsDemo()) return null;
  return <Bar role="note">{translate(DEMO_SMS_NOTICE)}</Bar>;
}
