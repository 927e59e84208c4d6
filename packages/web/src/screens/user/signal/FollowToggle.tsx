import { useEffect } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useSignalTimelineStore } from '../../../stores/signalTimeline';
import { toast } from '../../../stores/toast';
import { Switch } from '../../../ui';

/**
 * "Notify me when it closes". Opening the detail follows the signal on the
 * server, so the switch shows what the server answers rather than assuming
 * either way; turning it off is remembered there too.
 */
export function FollowToggle({ signalId }: { signalId: number }) {
  const t = useT();
  const follow = useSignalTimelineStore((s) => s.follows[signalId]);
  const followRequested = useSignalTimelineStore((s) => s.followRequested);
  const followChanged = useSignalTimelineStore((s) => s.followChanged);

  useEffect(() => {
    void followRequested(signalId);
  }, [signalId, followRequested]);

  const handleChange = (on: boolean) => {
    followChanged(signalId, on)
      .then(() =>
        toast({
          title: t(on ? 'signals.follow.on.title' : 'signals.follow.off.title'),
          description: t(on ? 'signals.follow.on.description' : 'signals.follow.off.description'),
        }),
      )
      .catch((error: unknown) => toast({ title: t('signals.follow.failed'), description: errorMessage(error, t('signals.follow.tryLater')), variant: 'destructive' }));
  };

  return (
    <Row>
      <Switch
        label={t('signals.follow.label')}
        description={follow?.status === 'error' ? follow.error : t('signals.follow.description')}
        checked={follow?.following === true}
        disabled={follow?.status !== 'ready'}
        onCheckedChange={handleChange}
      />
    </Row>
  );
}

const Row = styled.div`
  margin-top: 18px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
