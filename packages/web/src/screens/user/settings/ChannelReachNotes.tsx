import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pushSelectors, usePushStore } from '../../../stores/push';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';

/**
 * Under the preferences grid: which switched-on channels would not reach this member, and why (the site sends
 * no e-mail or SMS, this browser is not subscribed to pushes, the phone number is not verified), so a switch
 * that is on never looks like a promise the server cannot keep.
 */
export function ChannelReachNotes() {
  const channels = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels;
  const user = useSessionStore(sessionSelectors.user);
  const pushStatus = usePushStore(pushSelectors.status);
  const thisBrowser = usePushStore(pushSelectors.thisBrowserSubscribed);

  useEffect(() => {
    if (channels.push) {
      void usePushStore.getState().pushStatusChecked();
    }
  }, [channels.push]);

  const notes: ReactNode[] = [];
  if (!channels.push) {
    notes.push('This site sends no push notifications, so the Push column has no effect.');
  } else if (!thisBrowser && pushStatus !== 'checking') {
    notes.push(
      <>
        Push reaches the browsers where you turned on <Link to="/settings">Push notifications in Settings</Link>; this browser is
        not one of them.
      </>,
    );
  }
  if (!channels.email) {
    notes.push('E-mail is not set up on this site, so no alert is e-mailed.');
  }
  if (user?.isPremium && !channels.sms) {
    notes.push('SMS is not set up on this site, so no alert is texted.');
  } else if (user?.isPremium && user.phoneNumber && !user.phoneVerified) {
    notes.push(
      <>
        Texts go only to a verified number: <Link to="/settings/profile">verify yours in Profile Settings</Link>.
      </>,
    );
  }
  if (notes.length === 0) {
    return null;
  }
  return (
    <>
      {notes.map((note, index) => (
        <p key={index}>{note}</p>
      ))}
    </>
  );
}
