// The router: a stage of the start (stages.ts). Re-exported, not imported for its effects: the package says it has
// none, so a bare import would be dropped and its chunk evaluated only with the app's entry.
export { BrowserRouter } from 'react-router-dom';
