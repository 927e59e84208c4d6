/** The catalogues the build makes (build/i18nCatalogues.ts): one module per language, its messages compiled. */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
