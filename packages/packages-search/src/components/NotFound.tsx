import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Button, EmptyState } from '@medibridge/ui-kit';
import { Page } from './styles';
import { usePackageTexts } from '../i18n';

/**
 * The 404 for paths that reach a vendor route but are not vendor pages (the vendor routes match any first
 * segment, since React Router cannot match part of one). Same words as the shell's 404 page.
 */
export function NotFound(): ReactNode {
  const t = usePackageTexts();
  const user = useCurrentUser();
  return (
    <Page>
      <title>{t('Page not found — MediBridge')}</title>
      <EmptyState
        headingLevel="h2"
        title={<span id="not-found-title">{t('We couldn’t find that page')}</span>}
        description={t(
          'The link may be old or mistyped. These will get you where you need to go — or call us and we’ll help.',
        )}
        action={
          <>
            <Button as={Link} to={user ? ROUTES.home : ROUTES.root}>
              {t('Go to home')}
            </Button>{' '}
            <Button as={Link} to={ROUTES.treatmentPackage} variant="secondary">
              {t('Treatment packages')}
            </Button>{' '}
            <Button
              as="a"
              href={SUPPORT_PHONE_HREF}
              variant="secondary"
              aria-label={t('Call support on {phone}', { phone: SUPPORT_PHONE })}
            >
              {t('Call {phone}', { phone: SUPPORT_PHONE })}
            </Button>
          </>
        }
      />
    </Page>
  );
}
