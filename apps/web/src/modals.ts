import type { ModalRegistry } from '@medibridge/ui-kit';

/**
 * Modal name → component. Features export their modals and the shell registers them here, so any feature
 * opens one by name (`useModal().open('hospitalQuote')`) without importing the package that owns it.
 */
export const modalRegistry: ModalRegistry = {};
