// BAD: linted as apps/web/src/__fixture__.ts. The shell imports a feature's internal page, not its public entry.
import { CartPage } from '@medibridge/pharmacy/src/pages/CartPage';

export const page = CartPage;
