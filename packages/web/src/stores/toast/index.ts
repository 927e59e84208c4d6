export { toast, useToastStore, type Toast, type ToastInput, type ToastVariant } from './store';
