import type { ReactNode } from 'react';
import type { RegisteredModalProps } from '@medibridge/ui-kit';
import { ModalTitle } from '@medibridge/ui-kit';
import { PackageSearchForm } from '../components/PackageSearchForm';
import { usePackageTexts } from '../i18n';

/** The package search modal (SPEC §2 modals): city + package, then the results; closes on search. */
export default function PackageSearchModal({ onClose }: RegisteredModalProps): ReactNode {
  const t = usePackageTexts();
  return (
    <>
      <ModalTitle>{t('Find a hospital for your treatment')}</ModalTitle>
      <PackageSearchForm idPrefix="modal-search" onSearched={onClose} />
    </>
  );
}
