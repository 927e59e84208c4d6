/** The catalogues the build makes (build/i18nCatalogues.ts): one module per language and group, its messages compiled. */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}

/** Each language's groups, as imports (`loaders.ja.member()`). */
declare module 'virtual:catalogue-loaders' {
  import type { Messages } from '@lingui/core';

  /** Language code, then group name (src/i18n/catalogueGroups.ts: a relative import cannot be named here). */
  const loaders: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
  export default loaders;
}
