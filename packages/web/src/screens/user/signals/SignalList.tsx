import type { Signal } from '@signals/protocol';
import styled from 'styled-components';
import { SignalCard, SignalCardSkeleton } from '../common/SignalCard';
import { useRowWindow } from './useRowWindow';

/** Past this many rows only those near the viewport are rendered (a long live session, many Load Mores). */
const WINDOW_AFTER = 60;

interface SignalListProps {
  signals: Signal[];
  /** A label for the list (the section's name). */
  label: string;
  /** False in the Premium section, where a Premium pill on every card would be noise. */
  showPremiumBadges?: boolean;
}

/** Signal cards in a list (each highlights itself for a moment when it arrived live). */
export function SignalList({ signals, label, showPremiumBadges = true }: SignalListProps) {
  const windowed = signals.length > WINDOW_AFTER;
  const { start, end, stride, listRef } = useRowWindow(signals.length, windowed);
  const style = windowed ? { paddingTop: start * stride, paddingBottom: Math.max(0, signals.length - end) * stride } : undefined;
  return (
    <List ref={listRef} aria-label={label} style={style} data-rows={signals.length} $skipOffscreen={!windowed}>
      {signals.slice(start, end).map((signal, offset) => (
        <li key={signal.id} aria-setsize={windowed ? signals.length : undefined} aria-posinset={windowed ? start + offset + 1 : undefined}>
          <SignalCard signal={signal} showPremiumBadge={showPremiumBadges} />
        </li>
      ))}
    </List>
  );
}

/** Placeholders while a list loads. */
export function SignalListSkeleton({ rows }: { rows: number }) {
  return (
    <List aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index}>
          <SignalCardSkeleton />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $skipOffscreen?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  /* Cards below the screen are not styled, laid out or painted until scrolled near: the page's first layout, and
     every style recalculation while the app starts, then cost the cards on screen, not all of them (bench/web,
     total blocking time). A windowed list measures its rows, so it keeps them all laid out. */
  ${({ $skipOffscreen }) =>
    $skipOffscreen &&
    `
    > li {
      content-visibility: auto;
      contain-intrinsic-size: auto 132px;
    }
  `}
`;
