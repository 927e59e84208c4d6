import styled from 'styled-components';

/** A warning inside a signal dialog, icon first: what the action does that cannot be taken back. */
export const DialogWarning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13.5px;

  svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.warning};
  }
`;
