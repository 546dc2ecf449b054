import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { buildPath, ROUTES } from '@medibridge/contract';
import { Button } from '@medibridge/ui-kit';
import { useProductsTexts } from '../i18n/products';
import { slugOfText } from '../search';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs};
  align-items: end;
  label {
    grid-column: 1 / -1;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    min-width: 0;
    height: ${({ theme }) => theme.controlHeight};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  input:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * The product list's search box (SPEC §2): a plain search field and its button, opening the list for the
 * typed words. (The front page's box has the suggestions; here the list itself answers.)
 */
export function SearchBox({ initialText }: { initialText: string }): ReactNode {
  const t = useProductsTexts();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const slug = slugOfText(text.trim());
    if (slug) void navigate(buildPath(ROUTES.searchProductList, { slug }));
  };
  return (
    <Form role="search" onSubmit={onSubmit}>
      <label htmlFor="product-search">{t('Search medicines')}</label>
      <input
        id="product-search"
        type="search"
        name="medicine"
        value={text}
        placeholder={t('Medicine or salt name')}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('Search')}</Button>
    </Form>
  );
}
