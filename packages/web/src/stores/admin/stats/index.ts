export { statsSelectors, useStatsStore, type StatsStore } from './store';
