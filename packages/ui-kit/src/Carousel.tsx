import { CAROUSEL_INTERVAL_MS } from '@medibridge/contract';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import styled from 'styled-components';
import { usePrefersReducedMotion } from './useMediaQuery';
import { useUiTexts } from './i18n';

const Root = styled.section`
  position: relative;
  width: 100%;
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Track = styled.div`
  display: flex;
  transition: transform 450ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0;
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const Dot = styled.button<{ $current: boolean }>`
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &::before {
    content: '';
    width: ${({ $current }) => ($current ? '22px' : '10px')};
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
    transition: width ${({ theme }) => theme.transitions.normal};
  }
`;

const PauseButton = styled.button`
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export interface CarouselProps {
  /** Names the carousel, e.g. 'Offers'. */
  label: string;
  /** One node per slide. */
  slides: readonly ReactNode[];
  /** Auto-advance interval. Default CAROUSEL_INTERVAL_MS (2500). */
  intervalMs?: number;
  className?: string;
}

/**
 * A banner carousel that advances every 2.5 s. It stops while hovered or focused, when the person prefers
 * reduced motion, and when they press pause (WCAG 2.2.2). Dots pick a slide; swipe works on touch screens.
 * Hidden slides are inert, so their links are not reachable.
 */
export function Carousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
  className,
}: CarouselProps): ReactNode {
  const t = useUiTexts();
  const count = slides.length;
  const [rawIndex, setIndex] = useState(0);
  const index = count ? rawIndex % count : 0;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const touchX = useRef<number | null>(null);

  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? index + 1 : index - 1);
  };

  if (!count) return null;
  const showPauseButton = count > 1 && !reducedMotion;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Viewport onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Track
          aria-live={rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <Slide
              key={i}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{number} of {count}', { number: i + 1, count })}
              aria-hidden={i !== index ? true : undefined}
              inert={i !== index}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {count > 1 ? (
        <Controls>
          {showPauseButton ? (
            <PauseButton
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t('Play slides') : t('Pause slides')}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                {paused ? (
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                ) : (
                  <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
                )}
              </svg>
            </PauseButton>
          ) : null}
          {slides.map((_, i) => (
            <Dot
              key={i}
              type="button"
              $current={i === index}
              aria-label={t('Show slide {number} of {count}', { number: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </Controls>
      ) : null}
    </Root>
  );
}
