import type { ReactNode } from 'react';
import { Card, Skeleton } from '@medibridge/ui-kit';
import { Grid } from './styles';
import { usePackageTexts } from '../i18n';

/** Card-shaped placeholders while a list loads. */
export function ListSkeleton({ count = 6, label }: { count?: number; label?: string }): ReactNode {
  const t = usePackageTexts();
  return (
    <div role="status" aria-label={label ?? t('Loading')}>
      <Grid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Card>
              <Skeleton height={120} />
              <div style={{ height: 12 }} />
              <Skeleton lines={3} />
            </Card>
          </li>
        ))}
      </Grid>
    </div>
  );
}
