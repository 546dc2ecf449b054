import { CITY_DROPDOWN_HEIGHT_PX, CITY_DROPDOWN_WIDTH_PX } from '@medibridge/contract';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './FieldShell';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';
import { useUiTexts } from './i18n';

const Anchor = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-right: 2.75rem;
`;

const Busy = styled.span`
  position: absolute;
  right: 14px;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  /* Width and max height come from the contract (380×200); on narrower screens the box fits the screen. */
  max-width: calc(100vw - 32px);
  @media ${({ theme }) => theme.media.mobile} {
    max-width: 100%;
  }
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
`;

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Message = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type TypeaheadProps<T> = FieldChromeProps & {
  /** The current suggestions (from the server for the typed text, or a fixed list with `filter`). */
  options: readonly T[];
  /** The text shown for an option, and put in the box when it is picked. */
  getOptionLabel: (option: T) => string;
  /** A unique key per option. Defaults to its label. */
  getOptionKey?: (option: T) => string | number;
  /** Called when the person picks an option (click, tap or Enter). */
  onSelect: (option: T) => void;
  /** The typed text, when the parent owns it (e.g. to drive a query). Omit to let the field keep it. */
  inputValue?: string;
  /** Called on every change of the typed text, including the label set by a pick. */
  onInputChange?: (text: string) => void;
  /** Initial text when the field keeps it itself. */
  defaultInputValue?: string;
  /** Options are being fetched for the current text. */
  loading?: boolean;
  /** Narrow a fixed list by the typed text on the client. Without it every option is shown. */
  filter?: (option: T, text: string) => boolean;
  /** Custom option content (the label is still used for the box and for matching). */
  renderOption?: (option: T) => ReactNode;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  onBlur?: () => void;
  /** Shown when the text matches nothing. Default 'No matches found'. */
  noOptionsText?: string;
  /** Shown while loading with no options yet. Default 'Searching…'. */
  loadingText?: string;
};

/**
 * A search box with a suggestion list (ARIA combobox with listbox popup). The list opens only while the
 * typed text is non-empty and closes when an option is picked, on Escape and on blur. Up/Down move through
 * the options (announced via aria-activedescendant), Enter picks. The list box is 380×200 px.
 */
export function Typeahead<T>({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  getOptionLabel,
  getOptionKey,
  onSelect,
  inputValue,
  onInputChange,
  defaultInputValue = '',
  loading = false,
  filter,
  renderOption,
  placeholder,
  name,
  disabled,
  onBlur,
  noOptionsText: noOptionsTextProp,
  loadingText: loadingTextProp,
}: TypeaheadProps<T>): ReactNode {
  const t = useUiTexts();
  const noOptionsText = noOptionsTextProp ?? t('No matches found');
  const loadingText = loadingTextProp ?? t('Searching…');
  const ids = useFieldIds(id);
  const listboxId = `${ids.inputId}-listbox`;
  const statusId = `${ids.inputId}-status`;
  const [ownText, setOwnText] = useState(defaultInputValue);
  const text = inputValue ?? ownText;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const hasText = text.trim() !== '';
  const visible = filter ? options.filter((option) => filter(option, text)) : options;
  const expanded = open && hasText;
  const active = expanded && activeIndex < visible.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    const el = document.getElementById(`${listboxId}-option-${active}`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const setText = (next: string) => {
    if (inputValue === undefined) setOwnText(next);
    onInputChange?.(next);
  };

  const pick = (option: T) => {
    setText(getOptionLabel(option));
    setOpen(false);
    setActiveIndex(-1);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        if (!hasText) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(visible.length ? 0 : -1);
        } else if (visible.length) {
          setActiveIndex((active + 1) % visible.length);
        }
        return;
      }
      case 'ArrowUp': {
        if (!expanded || !visible.length) return;
        event.preventDefault();
        setActiveIndex(active <= 0 ? visible.length - 1 : active - 1);
        return;
      }
      case 'Enter': {
        const option = active >= 0 ? visible[active] : undefined;
        if (option === undefined) return;
        event.preventDefault();
        pick(option);
        return;
      }
      case 'Escape': {
        if (!expanded) return;
        // Close the list only; a surrounding dialog must not close on the same key press.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
        return;
      }
      default:
        return;
    }
  };

  let announcement = '';
  if (expanded) {
    if (loading && !visible.length) announcement = loadingText;
    else if (!visible.length) announcement = noOptionsText;
    else
      announcement = `${visible.length} suggestion${visible.length === 1 ? '' : 's'} available. Use up and down arrows to choose.`;
  }

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <Anchor>
        <Input
          id={ids.inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setOpen(next.trim() !== '');
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
            onBlur?.();
          }}
          $invalid={Boolean(error)}
          {...describedBy(ids, hint, error)}
        />
        {loading && expanded ? (
          <Busy>
            <Spinner size={18} />
          </Busy>
        ) : null}
        <Popup
          hidden={!expanded}
          data-testid="typeahead-popup"
          style={{ width: CITY_DROPDOWN_WIDTH_PX, maxHeight: CITY_DROPDOWN_HEIGHT_PX }}
        >
          <List
            id={listboxId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
          >
            {expanded
              ? visible.map((option, index) => (
                  <Item
                    key={getOptionKey ? getOptionKey(option) : getOptionLabel(option)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    $active={index === active}
                    // Keep focus in the input so blur does not close the list before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                  >
                    {renderOption ? renderOption(option) : getOptionLabel(option)}
                  </Item>
                ))
              : null}
          </List>
          {expanded && !visible.length ? (
            <Message aria-hidden="true">{loading ? loadingText : noOptionsText}</Message>
          ) : null}
        </Popup>
        <VisuallyHidden id={statusId} role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Anchor>
    </FieldShell>
  );
}
