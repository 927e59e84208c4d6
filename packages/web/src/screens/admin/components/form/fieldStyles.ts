import styled from 'styled-components';

/** The label, hint and error pieces the admin form controls share with the kit's TextField. */
export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  font-size: 12.5px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.loss};
`;

/** Ids that tie a control to its hint and error text. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}
