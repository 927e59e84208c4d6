export { DataTable } from './DataTable';
export { Pagination } from './Pagination';
export type { Column, SortOrder, SortState } from './types';
export { useMediaQuery } from './useMediaQuery';
