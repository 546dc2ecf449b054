import type { ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Button, EmptyState, translate } from '@medibridge/ui-kit';
import { usePackageTexts } from '../i18n';

/** What went wrong with a call, in words a person understands. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return 'We couldn’t reach MediBridge. Please check your internet connection and try again.';
    }
    const message = (error.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (error.status === 404) return 'We couldn’t find what you were looking for.';
  }
  return 'Something went wrong on our side. Please try again in a moment.';
}

export interface QueryErrorProps {
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
  title?: string;
}

/** An error state with the reason, a retry and a call-us way out. */
export function QueryError({ error, onRetry, title }: QueryErrorProps): ReactNode {
  const t = usePackageTexts();
  const notFound = error !== undefined && 'status' in error && error.status === 404;
  return (
    <div role="alert">
      <EmptyState
        title={title ?? t('We couldn’t load this')}
        description={translate(errorMessage(error))}
        action={
          <>
            {!notFound && (
              <Button type="button" onClick={onRetry}>
                {t('Try again')}
              </Button>
            )}{' '}
            <Button as="a" href={SUPPORT_PHONE_HREF} variant="secondary">
              {t('Call {phone}', { phone: SUPPORT_PHONE })}
            </Button>
          </>
        }
      />
    </div>
  );
}
