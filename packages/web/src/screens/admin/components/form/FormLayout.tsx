import styled from 'styled-components';

/** A back-office dialog's form: its fields one under another. */
export const DialogForm = styled.form`
  display: grid;
  gap: 16px;
`;

/**
 * Fields side by side where the dialog is wide enough, one under another on a phone: two by default, or as many as
 * `$columns` says.
 */
export const FieldRow = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 16px;

  @media (min-width: 560px) {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;
