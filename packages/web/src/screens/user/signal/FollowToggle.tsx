import { useEffect } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useSignalTimelineStore } from '../../../stores/signalTimeline';
import { toast } from '../../../stores/toast';
import { Switch } from '../common/Switch';

/**
 * "Notify me when it closes". Opening the detail follows the signal on the
 * server, so the switch shows what the server answers rather than assuming
 * either way; turning it off is remembered there too.
 */
export function FollowToggle({ signalId }: { signalId: number }) {
  const follow = useSignalTimelineStore((s) => s.follows[signalId]);
  const followRequested = useSignalTimelineStore((s) => s.followRequested);
  const followChanged = useSignalTimelineStore((s) => s.followChanged);

  useEffect(() => {
    void followRequested(signalId);
  }, [signalId, followRequested]);

  const handleChange = (on: boolean) => {
    followChanged(signalId, on)
      .then(() => toast({ title: on ? 'You will be notified' : 'Notifications off', description: on ? 'We will tell you when this signal closes.' : 'You will not be told when this signal closes.' }))
      .catch((error: unknown) => toast({ title: 'Could not save your choice', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }));
  };

  return (
    <Row>
      <Switch
        label="Notify me when it closes"
        description={follow?.status === 'error' ? follow.error : 'A notification with the result when this signal ends.'}
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
