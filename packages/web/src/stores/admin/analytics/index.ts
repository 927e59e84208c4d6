export { adminAnalyticsSelectors, analyticsQuery, useAdminAnalyticsStore, type AdminAnalyticsStore, type AnalyticsRange } from './store';
