import { ChevronDownIcon, ExternalLinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { routeUrl } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useSignalLogKey } from '../../../stores/trackRecord';
import { Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { CopyField } from '../common/CopyField';
import { externalLinkProps } from '../common/external';

/**
 * What the verifier reads, for a reader who checks by other means: the public key, the raw answers of the log's
 * routes, and the limit of what the log proves. Closed at first (most readers only need the command); the key is
 * asked for once it is opened.
 */
export function LogDetails() {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Details>
      <Toggle type="button" id={`${id}-toggle`} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {t('content.performance.log.more')}
        <Chevron $open={open}>
          <ChevronDownIcon size={16} aria-hidden="true" />
        </Chevron>
      </Toggle>
      <Panel id={`${id}-panel`} role="region" aria-labelledby={`${id}-toggle`} hidden={!open}>
        {open && <PublicKey />}
        <Links>
          <li>
            <a href={routeUrl('signalLogHead')} {...externalLinkProps}>
              {t('content.performance.log.rawHead')}
              <ExternalLinkIcon size={13} aria-hidden="true" />
            </a>
          </li>
          <li>
            <a href={routeUrl('signalLogKey')} {...externalLinkProps}>
              {t('content.performance.log.rawKey')}
              <ExternalLinkIcon size={13} aria-hidden="true" />
            </a>
          </li>
        </Links>
        <Note>{t('content.performance.log.backfillNote')}</Note>
      </Panel>
    </Details>
  );
}

/** The Ed25519 key the heads are signed with, to copy into a verifier of one's own. */
function PublicKey() {
  const t = useT();
  const { value: key, status } = useSignalLogKey(true);
  if (key) {
    return (
      <CopyField
        label={t('content.performance.log.publicKey')}
        value={key.publicKey}
        texts={{ copied: t('content.performance.log.copied'), failed: t('content.performance.log.copyFailed') }}
      />
    );
  }
  if (status === 'error') {
    return <Note role="alert">{t('content.performance.log.keyError')}</Note>;
  }
  return <Skeleton $height={70} $radius="12px" />;
}

const Details = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 12px 0 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 14px;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
  ${focusRing}
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  transition: transform 0.2s ease;
`;

const Panel = styled.div`
  display: grid;
  gap: 14px;
  padding-top: 14px;

  &[hidden] {
    display: none;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  font-weight: 600;

  a {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    border-radius: ${({ theme }) => theme.radii.sm};
    ${focusRing}
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;
