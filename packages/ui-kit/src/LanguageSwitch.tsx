import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, type Language } from '@medibridge/contract';
import { changeLanguage, useLanguage } from './i18n';

const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &[aria-busy='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

export interface LanguageSwitchProps {
  className?: string;
  /** Called after the switch (a menu closes itself). */
  onChanged?(language: Language): void;
}

/**
 * Switches the whole app between English and Hindi. It shows the other language's name in its own script
 * (the way a Hindi reader finds it on an English page), so its accessible name is exactly what it shows.
 */
export function LanguageSwitch({ className, onChanged }: LanguageSwitchProps): ReactNode {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <SwitchButton
      type="button"
      className={className}
      lang={other === 'hi' ? 'hi' : 'en'}
      aria-busy={busy}
      data-language-switch={other}
      onClick={() => {
        setBusy(true);
        changeLanguage(other)
          .then(() => onChanged?.(other))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {LANGUAGE_NAMES[other]}
    </SwitchButton>
  );
}
