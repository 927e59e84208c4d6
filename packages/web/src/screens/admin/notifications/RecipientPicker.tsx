import type { UserSummary } from '@signals/protocol';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Field, Spinner } from '../../../ui';
import { inputStyles } from '../../../ui/Field';
import { RecipientChips } from './RecipientChips';
import { useRecipientSearch } from './useRecipientSearch';

interface RecipientPickerProps {
  value: UserSummary[];
  onChange: (users: UserSummary[]) => void;
  error?: string;
}

/**
 * Recipients found by username or e-mail (WAI-ARIA combobox with a listbox):
 * type to search the real users, arrows to move, Enter to add, Backspace on
 * an empty box removes the last one, Escape closes the list.
 */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const t = useT();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // -1: no option highlighted yet; the first ArrowDown highlights the first one.
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const { results: shown, searching } = useRecipientSearch(text);

  const options = shown.status === 'ready' ? shown.users.filter((user) => !value.some((chosen) => chosen.id === user.id)) : [];
  const expanded = open && text.trim() !== '';
  const activeIndex = Math.min(active, options.length - 1);

  const pick = (user: UserSummary) => {
    onChange([...value, user]);
    setText('');
    setActive(-1);
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) {
        const from = activeIndex === -1 ? (event.key === 'ArrowDown' ? -1 : 0) : activeIndex;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((from + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      // Enter picks a user; it never submits the form from here.
      event.preventDefault();
      // With a single match, Enter takes it without the arrow first.
      const option = options[activeIndex] ?? (options.length === 1 ? options[0] : undefined);
      if (expanded && option) {
        pick(option);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Close the list without closing the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Field label={t('adminNotifications.picker.label')} hint={t('adminNotifications.picker.hint')} error={error}>
      {(control) => (
        <>
          <RecipientChips users={value} onRemove={(user) => onChange(value.filter((other) => other.id !== user.id))} />
          <Box>
            <Input
              {...control}
              ref={inputRef}
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && activeIndex >= 0 && options[activeIndex] ? `${listId}-${options[activeIndex].id}` : undefined}
              $invalid={Boolean(error)}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('adminNotifications.picker.placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                searching();
                setActive(-1);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={handleKeyDown}
            />
            {shown.status === 'loading' && (
              <Busy>
                <Spinner size={16} />
              </Busy>
            )}
            <Popup id={listId} role="listbox" aria-label={t('adminNotifications.picker.results')} hidden={!expanded || options.length === 0}>
              {options.map((user, index) => (
                <Option
                  key={user.id}
                  id={`${listId}-${user.id}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  $active={index === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(user)}
                  onMouseEnter={() => setActive(index)}
                >
                  <strong>{user.username}</strong>
                  <small>{user.email}</small>
                </Option>
              ))}
            </Popup>
            {expanded && options.length === 0 && (shown.status === 'ready' || shown.status === 'error') && (
              <Empty role="status">{shown.status === 'error' ? shown.message : t('adminNotifications.picker.noMatch', { text: text.trim() })}</Empty>
            )}
          </Box>
        </>
      )}
    </Field>
  );
}

const Box = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  padding-right: 40px;
`;

const Busy = styled.span`
  position: absolute;
  top: 15px;
  right: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Popup = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 2;
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: 6px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  padding: 9px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  cursor: pointer;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
  }
`;

const Empty = styled.p`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 2;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;
