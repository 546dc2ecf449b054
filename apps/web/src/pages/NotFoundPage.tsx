import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Button } from '@medibridge/ui-kit';
import { Actions, Badge, MessagePage } from './Page';
import { useShellTexts } from '../i18n';

/** Any path the app does not know: say so kindly and offer a way on. */
export function NotFoundPage(): ReactNode {
  const t = useShellTexts();
  const user = useCurrentUser();
  return (
    <MessagePage aria-labelledby="not-found-title">
      <title>{t('Page not found — MediBridge')}</title>
      <Badge aria-hidden="true">404</Badge>
      <h1 id="not-found-title">{t('We couldn’t find that page')}</h1>
      <p>
        {t(
          'The link may be old or mistyped. These will get you where you need to go — or call us and we’ll help.',
        )}
      </p>
      <Actions>
        <Button as={Link} to={user ? ROUTES.home : ROUTES.root}>
          {t('Go to home')}
        </Button>
        <Button as={Link} to={ROUTES.treatmentPackage} variant="secondary">
          {t('Treatment packages')}
        </Button>
        {/* Its visible words are its name (axe: label-content-name-mismatch). */}
        <Button as="a" href={SUPPORT_PHONE_HREF} variant="secondary">
          {t('Call support on {phone}', { phone: SUPPORT_PHONE })}
        </Button>
      </Actions>
    </MessagePage>
  );
}
