// The app's shared components: a stage of the start (stages.ts). Re-exported for the same reason as in router.ts.
export { Button } from '../ui';
