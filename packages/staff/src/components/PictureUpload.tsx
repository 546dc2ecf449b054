import { useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useCatalogueTexts } from '../i18n/catalogue';
import { InlineForm, Panel } from './StaffFrame';

/**
 * A catalogue picture's upload (a hospital's, a package's): the server checks the bytes and answers in words
 * (docs/decisions/0062). `state` is the upload mutation's.
 */
export function PictureUpload({
  onUpload,
  state,
}: {
  onUpload: (file: File) => void;
  state: { isLoading: boolean; isSuccess: boolean; error?: unknown };
}): ReactNode {
  const t = useCatalogueTexts();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Panel aria-label={t('Picture')}>
      <h2>{t('Picture')}</h2>
      <InlineForm
        onSubmit={(event) => {
          event.preventDefault();
          if (file) onUpload(file);
        }}
      >
        <FileInput
          label={t('A JPG or PNG, at least 320×200 pixels, at most 5 MB')}
          accept="image/jpeg,image/png"
          file={file}
          onFileChange={setFile}
        />
        <Button type="submit" variant="secondary" disabled={!file} loading={state.isLoading}>
          {t('Upload the picture')}
        </Button>
      </InlineForm>
      {state.error ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(state.error, 'The picture could not be saved.').message)}
        </Alert>
      ) : state.isSuccess ? (
        <Alert tone="success">{t('The picture is saved.')}</Alert>
      ) : null}
    </Panel>
  );
}
