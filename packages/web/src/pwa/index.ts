export { captureInstallPrompt, isIosSafari, runsInstalled } from './install';
export { registerServiceWorker, serviceWorkerRegistration } from './register';
export { startPwaSessionEffects } from './sessionEffects';
export { pwaSelectors, usePwaStore, type BeforeInstallPromptEvent } from './store';
export { UpdatePrompt } from './UpdatePrompt';
