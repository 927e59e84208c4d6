export { captureInstallPrompt, isIosSafari, runsInstalled } from './install';
export { startPwaSessionEffects } from './sessionEffects';
export { pwaSelectors, usePwaStore, type BeforeInstallPromptEvent } from './store';
export { UpdatePrompt } from './UpdatePrompt';
