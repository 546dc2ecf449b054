import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  SelectInput,
  Skeleton,
  StatusBadge,
  TextInput,
  useDebouncedValue,
} from '@medibridge/ui-kit';
import type { CatalogueFilters } from '../api';
import { useCatalogueTexts } from '../i18n/catalogue';
import { PagedList, type PagedAnswer } from './PagedList';
import { usePageOf } from './Pager';
import { ButtonRow, FilterRow, RecordList, SEARCH_DEBOUNCE_MS } from './StaffFrame';

const Rows = styled(RecordList)`
  li {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

/** What an editor of one catalogue record takes: its id (null: a new one), and the way back. */
export interface CatalogueEditorProps {
  id: number | null;
  added?: boolean;
  onClose: () => void;
  onAdded: (id: number) => void;
}

/** The words a catalogue list shows, already translated; `failed` is the English fallback (PagedList). */
export interface CatalogueListWords {
  add: string;
  search: string;
  failed: string;
  empty: string;
  list: string;
}

/**
 * An admin's catalogue list (hospitals, packages): a button to add one, a search and an offered/withdrawn
 * filter, the paged rows (name, facts, state, Edit); Edit or add opens `Editor` in place of the list.
 * `useList` is the list's RTK Query hook (a module constant, so it is called on every render alike).
 */
export function CatalogueList<T extends { id: number; active: boolean }>({
  useList,
  words,
  nameOf,
  factsOf,
  Editor,
}: {
  useList: (asked: { page: number } & CatalogueFilters) => {
    isLoading: boolean;
    isError: boolean;
    data?: PagedAnswer<T>;
    error?: unknown;
  };
  words: CatalogueListWords;
  nameOf: (item: T) => string;
  factsOf: (item: T) => string;
  Editor: ComponentType<CatalogueEditorProps>;
}): ReactNode {
  const t = useCatalogueTexts();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<CatalogueFilters['state']>('all');
  // A record's id, 'new' for the empty form, or null for the list.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [added, setAdded] = useState(false);
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const asked = { q, state };
  const [page, setPage] = usePageOf(asked);
  const list = useList({ page, ...asked });
  if (open !== null)
    return (
      <Suspense fallback={<Skeleton height={160} lines={4} />}>
        <Editor
          id={open === 'new' ? null : open}
          added={added}
          onClose={() => {
            setOpen(null);
            setAdded(false);
          }}
          onAdded={(id) => {
            setAdded(true);
            setOpen(id);
          }}
        />
      </Suspense>
    );
  return (
    <>
      <ButtonRow>
        <Button onClick={() => setOpen('new')}>{words.add}</Button>
      </ButtonRow>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label={words.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectInput
          label={t('Shown to patients')}
          value={state}
          onChange={(event) => setState(event.target.value as CatalogueFilters['state'])}
          options={[
            { value: 'all', label: t('All') },
            { value: 'offered', label: t('Offered') },
            { value: 'withdrawn', label: t('Withdrawn') },
          ]}
        />
      </FilterRow>
      <PagedList result={list} failed={words.failed} empty={words.empty} onPage={setPage}>
        {(rows) => (
          <Rows aria-label={words.list}>
            {rows.map((item) => (
              <li key={item.id}>
                <span>
                  <span className="what">{nameOf(item)}</span>
                  <br />
                  <span className="meta">
                    {`${factsOf(item)} · `}
                    <StatusBadge tone={item.active ? 'good' : 'problem'}>
                      {item.active ? t('Offered') : t('Withdrawn')}
                    </StatusBadge>
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setOpen(item.id)}
                  aria-label={t('Edit {name}', { name: nameOf(item) })}
                >
                  {t('Edit')}
                </Button>
              </li>
            ))}
          </Rows>
        )}
      </PagedList>
    </>
  );
}
