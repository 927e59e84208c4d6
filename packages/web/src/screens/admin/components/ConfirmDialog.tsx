import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import { Button, Dialog } from '../../../ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the spec's words. */
  description: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it resolves and stays open (the caller toasts) when it throws. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Destructive actions get the red button (the default). */
  tone?: 'destructive' | 'primary';
  children?: ReactNode;
}

/** "Are you sure?" before a destructive action; the confirm button shows progress. */
export function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onClose, tone = 'destructive', children }: ConfirmDialogProps) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const handleConfirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reported the failure; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant={tone} loading={pending} onClick={() => void handleConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
