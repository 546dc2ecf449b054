import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useCatalogueTexts } from '../i18n/catalogue';
import { ButtonRow } from './StaffFrame';

/**
 * The frame of a catalogue editor (a hospital, a package): the way back to the list; with `id` null, the
 * empty form (`create`); else the record's loading, failure (the server's words, else `failed`), the "added"
 * note after creating it, and its sections (`children`).
 */
export function CatalogueEditorFrame<T>({
  id,
  one,
  failed,
  added,
  onClose,
  create,
  children,
}: {
  id: number | null;
  one: { isLoading: boolean; isError: boolean; data?: T; error?: unknown };
  failed: string;
  /** The English "added" message when the record was just created, else null. */
  added: string | null;
  onClose: () => void;
  create: ReactNode;
  children: (record: T) => ReactNode;
}): ReactNode {
  const t = useCatalogueTexts();
  const back = (
    <ButtonRow>
      <Button variant="secondary" size="sm" onClick={onClose}>
        {t('Back to the list')}
      </Button>
    </ButtonRow>
  );
  if (id === null)
    return (
      <>
        {back}
        {create}
      </>
    );
  if (one.isLoading) return <Skeleton height={240} lines={6} />;
  if (one.isError || one.data === undefined)
    return (
      <>
        {back}
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(one.error, failed).message)}
        </Alert>
      </>
    );
  return (
    <>
      {back}
      {added ? <Alert tone="success">{translate(added)}</Alert> : null}
      {children(one.data)}
    </>
  );
}
