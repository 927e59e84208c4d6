export { useResetPasswordUsersStore, userSelectors, useUsersStore, type UserRoleFilter, type UsersQuery, type UsersStore } from './store';
