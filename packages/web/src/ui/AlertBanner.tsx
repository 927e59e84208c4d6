import styled from 'styled-components';

/**
 * A problem the back office must act on, across its content: red-edged, its
 * icon first and the words wrapping beside it (money is at stake: a demo
 * wallet taking payments, a chain RPC that stopped answering). Give it
 * role="alert" where it appears while the admin is on the page.
 */
export const AlertBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.loss};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.lossSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;

  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.loss};
  }
`;
