import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  PACKAGE_SEARCH_MIN,
  ROUTES,
  buildPath,
  matchesSearch,
  type ActivePackage,
  type HospitalCity,
} from '@medibridge/contract';
import { useReferenceHospitalCitiesQuery } from '@medibridge/api-client';
import { Button, Typeahead, useDebouncedValue } from '@medibridge/ui-kit';
import { usePackageSearchQuery } from '../api';
import { packageName } from '../lib/truncate';
import { usePackageTexts } from '../i18n';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr) auto;
    align-items: end;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  @media ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
`;

const cityFilter = (city: HospitalCity, text: string): boolean =>
  matchesSearch(city.cityName, text);

export interface PackageSearchFormProps {
  /** Called after navigating (the modal closes itself). */
  onSearched?: () => void;
  idPrefix?: string;
}

/**
 * City + package search (SPEC §2, §5): the button acts only once both are picked from their lists, then
 * opens /search-package-results/{citys_id}/{package_id}.
 */
export function PackageSearchForm({
  onSearched,
  idPrefix = 'package-search',
}: PackageSearchFormProps): ReactNode {
  const t = usePackageTexts();
  const navigate = useNavigate();
  const cities = useReferenceHospitalCitiesQuery();
  const [city, setCity] = useState<HospitalCity | null>(null);
  const [packageText, setPackageText] = useState('');
  const [chosenPackage, setChosenPackage] = useState<ActivePackage | null>(null);
  const debounced = useDebouncedValue(packageText.trim(), 250);
  const searchable = debounced.length >= PACKAGE_SEARCH_MIN && chosenPackage === null;
  const packages = usePackageSearchQuery(debounced, { skip: !searchable });
  const ready = city !== null && chosenPackage !== null;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!city || !chosenPackage) return;
    void navigate(
      buildPath(ROUTES.searchPackageResults, {
        citys_id: city.cityRowId,
        package_id: chosenPackage.id,
      }),
    );
    onSearched?.();
  };

  const packageHint =
    packageText.trim().length > 0 && packageText.trim().length < PACKAGE_SEARCH_MIN
      ? t('Type at least 2 letters')
      : packages.isError
        ? t('We couldn’t search packages just now. Please try again.')
        : t('No package matches that name');

  return (
    <Form onSubmit={submit} aria-label={t('Search treatment packages')}>
      <Typeahead<HospitalCity>
        id={`${idPrefix}-city`}
        label={t('City')}
        placeholder={cities.isError ? t('Cities could not be loaded') : t('Your city')}
        options={cities.data ?? []}
        filter={cityFilter}
        loading={cities.isLoading}
        getOptionLabel={(c) => c.cityName}
        getOptionKey={(c) => c.cityRowId}
        onInputChange={(text) => {
          if (city && text !== city.cityName) setCity(null);
        }}
        onSelect={setCity}
        noOptionsText={t('We don’t list hospitals in that city yet')}
      />
      <Typeahead<ActivePackage>
        id={`${idPrefix}-package`}
        label={t('Treatment or package')}
        placeholder={t('e.g. Knee replacement')}
        inputValue={packageText}
        onInputChange={(text) => {
          setPackageText(text);
          if (chosenPackage && text !== packageName(chosenPackage.name)) setChosenPackage(null);
        }}
        options={searchable && debounced === packageText.trim() ? (packages.data ?? []) : []}
        loading={
          packages.isFetching ||
          (packageText.trim().length >= PACKAGE_SEARCH_MIN && debounced !== packageText.trim())
        }
        getOptionLabel={(p) => packageName(p.name)}
        getOptionKey={(p) => p.id}
        onSelect={setChosenPackage}
        noOptionsText={packageHint}
      />
      <Button type="submit" disabled={!ready}>
        {t('Search')}
      </Button>
      {!ready && (
        <Hint id={`${idPrefix}-hint`}>
          {t('Choose a city and a package from the lists to search.')}
        </Hint>
      )}
    </Form>
  );
}
