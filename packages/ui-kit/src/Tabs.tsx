import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: none;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 0;
  border-bottom: 3px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

export interface TabItem {
  /** Stable id (also the value passed to onChange). */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. 'Hospital details'. */
  label: string;
  /** The selected tab when the parent owns it. */
  selectedId?: string;
  /** Initially selected tab when the component owns it. Default: the first. */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * ARIA tabs with automatic activation: Left/Right move and select (wrapping), Home/End jump to the ends.
 * Only the selected tab is in the Tab order; its panel follows. Every tab's `aria-controls` points at a
 * panel that exists (the others are `hidden`).
 */
export function Tabs({
  tabs,
  label,
  selectedId,
  defaultSelectedId,
  onChange,
  className,
}: TabsProps): ReactNode {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? ownSelected;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === current),
  );
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    const tab = tabs[index];
    if (!tab) return;
    if (selectedId === undefined) setOwnSelected(tab.id);
    onChange?.(tab.id);
    if (focus) refs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = selectedIndex === last ? 0 : selectedIndex + 1;
    else if (event.key === 'ArrowLeft') next = selectedIndex === 0 ? last : selectedIndex - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selectedIndex}
            aria-controls={panelId(index)}
            tabIndex={index === selectedIndex ? 0 : -1}
            $selected={index === selectedIndex}
            onClick={() => select(index, false)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selectedIndex}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}
