import { usePwaStore, type BeforeInstallPromptEvent } from './store';

/** Whether the page runs as the installed app: its own window, no browser bar (iOS says so on navigator). */
export function runsInstalled(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Safari on iPhone or iPad, which installs only through Share → Add to Home Screen (no prompt event). iPadOS
 * reports itself as a Mac: a Mac with a touch screen is an iPad. Other iOS browsers cannot add to the home screen
 * in every version, so they are not told to.
 */
export function isIosSafari(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  const safari = /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return ios && safari;
}

/**
 * Holds Chromium's install prompt back for the settings row ("Install the app") rather than letting the browser
 * show its own banner at a moment of its choosing, and notes when the app gets installed.
 */
export function captureInstallPrompt(): void {
  if (runsInstalled()) {
    usePwaStore.getState().appInstalled();
    return;
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.getState().installPromptCaptured(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => usePwaStore.getState().appInstalled());
}
