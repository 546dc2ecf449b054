import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES, buildPath } from '@medibridge/contract';
import { Link, Button, Card } from '@medibridge/ui-kit';
import { packageDescription, packageName } from '../lib/truncate';
import type { PackageListItem } from '@medibridge/contract';
import { CatalogueImage } from './CatalogueImage';
import { usePackageTexts } from '../i18n';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

/** A package on a list: name cut to 150, description cut to 100 (SPEC §2), 'View Details'. */
/** The fields a card needs, common to active packages and group lists. */
export type PackageCardItem = Pick<
  PackageListItem,
  'slug' | 'name' | 'short_description' | 'main_img'
>;

/** `priority`: the card is among the first on the screen (its picture is fetched at once). */
export function PackageCard({
  item,
  priority = false,
}: {
  item: PackageCardItem;
  priority?: boolean;
}): ReactNode {
  const t = usePackageTexts();
  const name = packageName(item.name);
  return (
    <Body as="article" aria-label={name}>
      <CatalogueImage file={item.main_img} kind="package" priority={priority} />
      <h2>{name}</h2>
      {item.short_description && <p>{packageDescription(item.short_description)}</p>}
      <Button
        as={Link}
        to={buildPath(ROUTES.packageDetails, { slug: item.slug })}
        variant="secondary"
        aria-label={t('View Details of {name}', { name: name })}
      >
        {t('View Details')}
      </Button>
    </Body>
  );
}
