// The app's shared code below its components (languages, stores, the API client, formats): a stage of the start
// (stages.ts). Re-exported for the same reason as in router.ts.
export { i18n } from '../i18n';
export { useSessionStore } from '../stores/session';
