/**
 * Why the back office greys out some user actions; the server refuses the same
 * acts with the same reasons (policies/adminUsers on the server).
 */
export const ADMIN_USER_REFUSAL_BAN = 'Admins cannot be banned. Remove the admin role first.';
export const ADMIN_USER_REFUSAL_OWN_ADMIN = 'You cannot remove your own admin rights. Ask another admin to do it.';
