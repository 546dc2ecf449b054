import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Button, useCallSupportLabel } from '@medibridge/ui-kit';
import { Actions, Badge, MessagePage } from './Page';
import { useShellTexts } from '../i18n';

/** A screen's code failed to download (new deploy, flaky network): only a fresh page load fixes that. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Loading chunk|Failed to fetch/i.test(
    message,
  );
}

/** An HTTP status the error carries (a thrown Response or an API error object), if any. */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** What a route error boundary shows: says what happened in plain words and offers a retry. */
export function RouteErrorPage({ error }: { error: unknown }): ReactNode {
  const t = useShellTexts();
  const callSupport = useCallSupportLabel();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const retry = (): void => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // A new navigation to the same place resets the boundary and renders the screen again.
    void navigate(`${pathname}${search}${hash}`, { replace: true });
  };
  const offline = isChunkLoadError(error);
  const status = statusOf(error);
  return (
    <MessagePage role="alert" aria-labelledby="error-title">
      <title>{t('Something went wrong — MediBridge')}</title>
      <Badge aria-hidden="true">!</Badge>
      <h1 id="error-title">
        {offline ? t('We couldn’t load this screen') : t('Something went wrong')}
      </h1>
      <p>
        {offline
          ? t('Please check your internet connection and try again.')
          : status
            ? t('This screen ran into a problem ({status}). Trying again usually helps.', {
                status,
              })
            : t('This screen ran into a problem. Trying again usually helps.')}
      </p>
      <Actions>
        <Button type="button" onClick={retry}>
          {t('Try again')}
        </Button>
        <Button as="a" href={SUPPORT_PHONE_HREF} variant="secondary">
          {callSupport}
        </Button>
      </Actions>
    </MessagePage>
  );
}
