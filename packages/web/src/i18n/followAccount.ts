import { useSessionStore } from '../stores/session';
import { activateLanguage } from '.';

/**
 * The saved language applies wherever the member signs in: at sign-in, and
 * when it changes on another device (`user:updated`). Signed out, the app
 * stays in the language it was showing.
 */
export function startLanguageEffects(): () => void {
  const follow = (language: Parameters<typeof activateLanguage>[0] | undefined) => {
    if (language) {
      void activateLanguage(language);
    }
  };
  follow(useSessionStore.getState().user?.language);
  return useSessionStore.subscribe((state, previous) => {
    if (state.user && state.user.language !== previous.user?.language) {
      follow(state.user.language);
    }
  });
}
