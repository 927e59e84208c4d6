import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../../ui/theme/focusRing';
import type { ShownFaqEntry } from './categories';

/** Questions as disclosure buttons (aria-expanded), each answer a labelled region; several may be open. */
export function FaqAccordion({ entries }: { entries: ShownFaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  return (
    <List>
      {entries.map((entry) => (
        <FaqItem key={entry.id} entry={entry} expanded={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
      ))}
    </List>
  );
}

function FaqItem({ entry, expanded, onToggle }: { entry: ShownFaqEntry; expanded: boolean; onToggle: () => void }) {
  const baseId = useId();
  return (
    <Item>
      <Question>
        <Toggle type="button" id={`${baseId}-q`} aria-expanded={expanded} aria-controls={`${baseId}-a`} onClick={onToggle}>
          <span>{entry.question}</span>
          <Chevron $open={expanded}>
            <ChevronDownIcon size={18} />
          </Chevron>
        </Toggle>
      </Question>
      <Answer id={`${baseId}-a`} role="region" aria-labelledby={`${baseId}-q`} hidden={!expanded}>
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Answer>
    </Item>
  );
}

const List = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Item = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Question = styled.h3`
  margin: 0;
  font-size: 15px;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  padding: 16px 18px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  transition: transform 0.2s ease;
`;

const Answer = styled.div`
  padding: 0 18px 18px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14.5px;
  line-height: 1.6;

  p + p {
    margin-top: 10px;
  }
`;
