import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '../../../ui';
import { visuallyHidden } from '../../../ui/visuallyHidden';

interface FilterSelectProps<V extends string> {
  /** The accessible name ("Filter by status"). */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A compact select for a table toolbar; the first option ("All Statuses") says what it filters. */
export function FilterSelect<V extends string>({ label, value, options, onChange }: FilterSelectProps<V>) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <CompactSelect
        id={id}
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) {
            onChange(next.value);
          }
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </CompactSelect>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  flex: 0 1 180px;
  min-width: 140px;
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const CompactSelect = styled(Select)`
  height: 42px;
  font-size: 14px;
`;
