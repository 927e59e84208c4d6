export { ApiError, errorMessage, isApiError, type FieldIssue } from './ApiError';
export { callApi, type CallInput } from './callApi';
export { routeUrl } from './routeUrl';
