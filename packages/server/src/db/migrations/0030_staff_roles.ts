import type { Knex } from 'knex';

/**
 * Staff roles (issue 46). `staff_role` is the role of a staff account (`is_admin` true), null for a member: the two
 * change together (commands/admin/setUserRole). Every admin until now could do everything: they keep that as `admin`,
 * and the first of them (the lowest id, the one the first start made) becomes `owner`, who alone holds billing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('staff_role', 16).nullable();
  });
  await knex('users').where('is_admin', true).update({ staff_role: 'admin' });
  const first = await knex('users').where('is_admin', true).orderBy('id').first<{ id: number } | undefined>('id');
  if (first) {
    await knex('users').where('id', first.id).update({ staff_role: 'owner' });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('staff_role');
  });
}
