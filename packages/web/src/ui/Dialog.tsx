import { XIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n/useT';
import { quietIconButton } from './theme/quietIconButton';
import { useFocusTrap } from './useFocusTrap';

interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned on wide screens. */
  footer?: ReactNode;
  /** Narrow for confirmations, wide for forms. */
  size?: 'sm' | 'md' | 'lg';
  /** 'bottom' slides up from the bottom edge at every width (mobile menus). */
  placement?: 'center' | 'bottom';
}

/** A modal dialog: labelled by its title, focus trapped, Escape closes, page scroll locked. */
export function Dialog({ open, ...rest }: DialogProps) {
  if (!open) {
    return null;
  }
  return createPortal(<OpenDialog {...rest} />, document.body);
}

function OpenDialog({ onClose, title, description, children, footer, size = 'md', placement = 'center' }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const t = useT();
  useFocusTrap(contentRef, true);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <Overlay
      $placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) {
          onClose();
        }
      }}
    >
      <Content
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        $placement={placement}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
        </Header>
        {children && <Body>{children}</Body>}
        {footer && <Footer>{footer}</Footer>}
        <CloseButton type="button" aria-label={t('common.close')} onClick={onClose}>
          <XIcon size={18} />
        </CloseButton>
      </Content>
    </Overlay>
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

type Placement = 'center' | 'bottom';

const widths = { sm: '420px', md: '520px', lg: '680px' };

const Overlay = styled.div<{ $placement: Placement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: 12px;
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(4px);
  animation: ${fadeIn} 0.15s ease-out;

  @media (min-width: 560px) {
    align-items: ${({ $placement }) => ($placement === 'bottom' ? 'flex-end' : 'center')};
    padding: ${({ $placement }) => ($placement === 'bottom' ? '12px' : '24px')};
  }
`;

const Content = styled.div<{ $size: 'sm' | 'md' | 'lg'; $placement: Placement }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  padding: 24px 20px 20px;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${({ $placement }) => ($placement === 'bottom' ? slideUp : rise)} 0.22s cubic-bezier(0.2, 0.8, 0.2, 1);

  &:focus-visible {
    outline: none;
  }
  @media (min-width: 560px) {
    padding: 28px;
  }
`;

const Header = styled.div`
  padding-right: 36px;
`;

const Title = styled.h2`
  font-size: 19px;
  font-weight: 700;
`;

const Description = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Body = styled.div`
  margin-top: 20px;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  margin-top: 24px;

  @media (min-width: 560px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 14px;
  right: 14px;
  width: 36px;
  height: 36px;
  ${quietIconButton}
`;
