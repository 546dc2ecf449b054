// BAD: linted as apps/api/src/__fixture__.ts. The server depends only on contract, never on the UI.
import { theme } from '@medibridge/ui-kit';

export const colours = theme;
