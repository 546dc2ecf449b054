import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  buildPath,
  ROUTES,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_CHARS,
  type ProductSuggestion,
} from '@medibridge/contract';
import { Button, Typeahead, useDebouncedValue } from '@medibridge/ui-kit';
import { useLazyProductSuggestQuery } from '../api';
import { useFrontTexts } from '../i18n/front';
import { slugOfText } from '../search';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    button {
      margin-bottom: 0;
    }
  }
`;

const Option = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  b {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * The medicine search box with its suggestions (SPEC §2, §4, §7 `our-products/{text}`): the list opens when
 * the text is non-empty; the request waits until typing pauses (SUGGEST_DEBOUNCE_MS) and a newer text
 * cancels the one in flight, so the list always belongs to what is in the box (deviation 6). Picking a
 * suggestion opens that medicine's page (a suggestion is one product); searching opens the product list.
 */
export function MedicineSearch({
  initialText = '',
  submitLabel,
  autoFocus = false,
}: {
  initialText?: string;
  /** The button's words ('Order Medicines' on the pharmacy's front page, 'Search' elsewhere). */
  submitLabel: string;
  autoFocus?: boolean;
}): ReactNode {
  const t = useFrontTexts();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [emptyHint, setEmptyHint] = useState(false);
  const wrapper = useRef<HTMLFormElement>(null);
  const wanted = text.trim();
  const debounced = useDebouncedValue(wanted, SUGGEST_DEBOUNCE_MS);
  const [suggest, result] = useLazyProductSuggestQuery();

  useEffect(() => {
    if (debounced.length < SUGGEST_MIN_CHARS) return;
    const request = suggest(debounced, true);
    // A newer text (or leaving the page) cancels this request: its answer would be for an older text.
    return () => request.abort();
  }, [debounced, suggest]);

  useEffect(() => {
    if (autoFocus) wrapper.current?.querySelector('input')?.focus();
  }, [autoFocus]);

  const current = result.originalArgs === wanted && !result.isError ? (result.data ?? []) : [];
  const tooShort = wanted.length > 0 && wanted.length < SUGGEST_MIN_CHARS;
  const loading = !tooShort && wanted !== '' && (wanted !== debounced || result.isFetching);

  const open = (slug: string): void => {
    void navigate(buildPath(ROUTES.searchProductList, { slug }));
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const slug = slugOfText(wanted);
    if (!slug) {
      setEmptyHint(true);
      wrapper.current?.querySelector('input')?.focus();
      return;
    }
    open(slug);
  };

  return (
    <Form ref={wrapper} role="search" onSubmit={onSubmit} noValidate>
      <Typeahead<ProductSuggestion>
        label={t('Search medicines')}
        hint={emptyHint && wanted === '' ? t('Type a medicine or salt name first.') : undefined}
        placeholder={t('Medicine or salt name')}
        name="medicine"
        options={current}
        getOptionLabel={(option) => option.title}
        getOptionKey={(option) => option.slug}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          if (next.trim()) setEmptyHint(false);
        }}
        loading={loading}
        loadingText={t('Searching…')}
        noOptionsText={
          tooShort
            ? t('Type at least {count} letters.', { count: SUGGEST_MIN_CHARS })
            : t('No medicine matches this name.')
        }
        renderOption={(option) => (
          <Option>
            <b>
              {option.title}
              {option.rx_required ? ` · ${t('Rx')}` : ''}
            </b>
            <small>{option.composition}</small>
          </Option>
        )}
        onSelect={(option) => void navigate(buildPath(ROUTES.productDetail, { slug: option.slug }))}
      />
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
