export { useResetPasswordUsersStore, userSelectors, useUsersStore, type UserRoleFilter, type UsersQuery, type UsersStore } from './store';
export { EMPTY_SEGMENT_FORM, formFromSegment, segmentFromForm, segmentParam, segmentSize, type SegmentForm, type SegmentFormErrors, type UsersSegment, type YesNo } from './segment';
