import type { AdminUser as AdminUserDto, Page, RouteParsed, UserSummary } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { wherePremiumNotRunning, wherePremiumRunning } from '../policies/premium.js';
import { presentAdminUser } from '../presenters/user.js';
import { fetchPage, likeSql, prefixPattern, whereAnyContains } from './adminPaging.js';
import { whereInSegment } from './segment.js';

export type UserListQuery = RouteParsed<'adminListUsers'>['query'];
export type UserSearch = RouteParsed<'adminSearchUsers'>['query'];

const SEARCH_LIMIT_DEFAULT = 10;

/**
 * The user table of the back office: a case-insensitive substring search on
 * username or e-mail, a role filter ("premium" means premium right now), a
 * segment (issue 46), sorting and paging.
 *
 * @param db the database.
 * @param query the parsed list query.
 * @param now the clock, for what "premium" means.
 * @returns one page of users.
 */
export function listUsers(db: Db, query: UserListQuery, now = new Date()): Promise<Page<AdminUserDto>> {
  const builder = User.query(db);
  whereAnyContains(builder, ['username', 'email'], query.search);
  switch (query.role) {
    case 'admin':
      builder.where('isAdmin', true);
      break;
    case 'banned':
      builder.where('isBanned', true);
      break;
    case 'premium':
      wherePremiumRunning(builder, now);
      break;
    case 'free':
      wherePremiumNotRunning(builder, now);
      break;
    default:
      break;
  }
  if (query.segment) {
    whereInSegment(builder, query.segment, now);
  }
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? (sort === 'createdAt' ? 'desc' : 'asc');
  builder.orderBy(sort, order).orderBy('id', order);
  return fetchPage(builder, query, presentAdminUser);
}

/**
 * Finds users for the notification recipient picker: prefix matches on
 * username or e-mail first, then any other substring match.
 *
 * @param db the database.
 * @param query the text typed and how many to return.
 * @returns up to `limit` users.
 */
export async function searchUsers(db: Db, query: UserSearch): Promise<UserSummary[]> {
  const prefix = prefixPattern(query.q);
  const rows = await whereAnyContains(User.query(db).select('id', 'username', 'email'), ['username', 'email'], query.q)
    .orderByRaw(`case when ${likeSql('username')} or ${likeSql('email')} then 0 else 1 end`, [prefix, prefix])
    .orderBy('username')
    .limit(query.limit ?? SEARCH_LIMIT_DEFAULT);
  return rows.map((user) => ({ id: user.id, username: user.username, email: user.email }));
}

/** One member by id, for the back office to act on. */
export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return User.query(db).findById(id);
}
