// Styles' and languages' libraries: a stage of the start (stages.ts). Re-exported for the same reason as in
// router.ts.
export { ThemeProvider } from 'styled-components';
export { setupI18n } from '@lingui/core';
export { I18nProvider } from '@lingui/react';
