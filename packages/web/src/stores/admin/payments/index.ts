export { paymentSelectors, usePaymentsStore, type PaymentSummary, type PaymentsQuery, type PaymentsStore } from './store';
