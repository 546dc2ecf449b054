import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from './FieldShell';
import { useUiTexts } from './i18n';

/*
 * Stuck under the shell's header while the form scrolls (the shell sets --sticky-top on its main area; in a
 * dialog it is unset and the summary sticks to the dialog's top), so the summary stays in view beside the
 * field that took the focus.
 */
const Box = styled.div`
  position: sticky;
  top: var(--sticky-top, 0px);
  z-index: ${({ theme }) => theme.zIndices.sticky};
  /* In a form laid out as a grid, the summary takes the whole row. */
  grid-column: 1 / -1;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** Text a person sees in `node`: what is hidden from assistive technology (a required star) left out. */
function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes, visibleText).join('');
}

/** A control's name as its label (a group: its legend) shows it. */
export function controlName(control: HTMLElement): string {
  let label: Element | null | undefined;
  if (control instanceof HTMLFieldSetElement)
    label = Array.from(control.children).find((child) => child.tagName === 'LEGEND');
  else if ('labels' in control) label = (control as HTMLInputElement).labels?.[0];
  const labelledBy = control.getAttribute('aria-labelledby');
  if (!label && labelledBy) label = document.getElementById(labelledBy.split(' ')[0] ?? '');
  const text = label ? visibleText(label) : (control.getAttribute('aria-label') ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The controls of `form` marked invalid (`aria-invalid`, as every ui-kit field and group marks itself), in
 * document order: a group counts once, hidden ones not at all.
 */
export function invalidControls(form: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const control of Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'))) {
    if (control.closest('[hidden]') || found.some((group) => group.contains(control))) continue;
    found.push(control);
  }
  return found;
}

/** Where the focus goes for a control: a group's chosen (else first usable) option, else the control. */
function focusTargetOf(control: HTMLElement): HTMLElement {
  if (!(control instanceof HTMLFieldSetElement)) return control;
  const options = Array.from(
    control.querySelectorAll<HTMLInputElement>('input, select, textarea, button'),
  ).filter((option) => !option.disabled);
  return options.find((option) => option.checked) ?? options[0] ?? control;
}

/** Moves the focus to `control` and brings it to the middle of the view (at once if motion is reduced). */
export function focusControl(control: HTMLElement): void {
  const reduceMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  focusTargetOf(control).focus({ preventScroll: true });
  // jsdom has no scrolling.
  if (typeof control.scrollIntoView === 'function')
    control.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
}

export interface ErrorSummaryProps {
  /**
   * How many submits have failed so far: each time it grows, the summary is announced again and the focus
   * moves to the first field in error. 0 shows nothing.
   */
  failedSubmits: number;
}

/**
 * A refused submit's summary and focus, for any form (place it inside the `<form>`, first): names the
 * fields in error in the order they appear ('Please correct 2 fields: Age, Weight'), announced at once
 * (role=alert), and moves the focus to the first of them. It follows the form as it is corrected and goes
 * when no field is in error. The fields' own messages stay under them. Inside formik: `FormErrorSummary`.
 */
export function ErrorSummary({ failedSubmits }: ErrorSummaryProps): ReactNode {
  const t = useUiTexts();
  const ref = useRef<HTMLDivElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const [names, setNames] = useState<readonly string[]>([]);
  const handled = useRef(0);
  const pendingFocus = useRef<HTMLElement | null>(null);

  const formOf = (): Element | null => (ref.current ?? anchor.current)?.closest('form') ?? null;

  // A new refusal: name the fields, and once the summary shows, take the focus to the first of them.
  useEffect(() => {
    if (failedSubmits <= handled.current) {
      handled.current = failedSubmits;
      return;
    }
    handled.current = failedSubmits;
    const form = formOf();
    if (!form) return;
    const controls = invalidControls(form);
    pendingFocus.current = controls[0] ?? null;
    setNames(controls.map(controlName));
  }, [failedSubmits]);

  // Once the summary took its place above the fields (so the scroll ends where the field is): the focus.
  useEffect(() => {
    const first = pendingFocus.current;
    if (!first || !ref.current) return;
    pendingFocus.current = null;
    focusControl(first);
  }, [names]);

  // Afterwards, follow the form: fewer names as fields are put right, nothing once all are.
  const showing = names.length > 0;
  useEffect(() => {
    const form = formOf();
    if (!showing || !form || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => {
      const now = invalidControls(form).map(controlName);
      setNames((shown) => (now.join('\n') === shown.join('\n') ? shown : now));
    });
    observer.observe(form, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'hidden'],
    });
    return () => observer.disconnect();
  }, [showing]);

  if (names.length === 0) return <span ref={anchor} hidden />;
  const fields = names.join(', ');
  return (
    // A new key per refusal: the same words are announced again on the next refused submit.
    <Box key={failedSubmits} ref={ref} role="alert" data-error-summary="">
      <ErrorIcon />
      <span>
        {names.length === 1
          ? t('Please correct 1 field: {fields}', { fields })
          : t('Please correct {count} fields: {fields}', { count: names.length, fields })}
      </span>
    </Box>
  );
}
