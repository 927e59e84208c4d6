import styled from 'styled-components';

/** The parts every signed-out card shares (sign-in and register, forgot and reset password, unsubscribe). */

export const AuthHeading = styled.h1`
  font-size: 26px;
  font-weight: 750;
  letter-spacing: -0.025em;
`;

export const AuthSubheading = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const AuthCardBox = styled.div`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  @media (min-width: 768px) {
    padding: 28px;
  }
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

/** Why a request was refused, above the form. */
export const AuthFailure = styled.p`
  padding: 12px 14px;
  border-left: 3px solid ${({ theme }) => theme.colors.loss};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.lossSoft};
  font-size: 14px;
`;
