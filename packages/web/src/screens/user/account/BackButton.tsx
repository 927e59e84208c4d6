import { ArrowLeftIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';

/**
 * "← Back" to the previous page of the app; on a page opened directly (no
 * previous page in this session) it goes to `fallback` instead of leaving.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the key of the first page of the session: there is nothing in the app to go back to.
  const goBack = () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <Back type="button" onClick={goBack}>
      <ArrowLeftIcon size={16} />
      {t('common.back')}
    </Back>
  );
}

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  font-weight: 550;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;
