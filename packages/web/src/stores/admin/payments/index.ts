export { chainActivitySelectors, useChainActivityStore, type ChainActivityStore } from './chainActivity';
export { paymentSelectors, usePaymentsStore, type PaymentSummary, type PaymentsQuery, type PaymentsStore } from './store';
export { useCompApprovalsStore, type CompApprovalsStore } from './compApprovals';
