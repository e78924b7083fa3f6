import { QueryTypes, type Sequelize } from 'sequelize';

export interface JobLeaseRepository {
  /** True when `holder` now holds the job until `until` (it was free, expired, or already its own). */
  acquire(name: string, holder: string, now: Date, until: Date): Promise<boolean>;
  release(name: string, holder: string): Promise<void>;
}

export function createJobLeaseRepository(sequelize: Sequelize): JobLeaseRepository {
  return {
    async acquire(name, holder, now, until) {
      // One statement: two copies racing for a free or expired lease cannot both win it.
      const rows = await sequelize.query(
        `INSERT INTO job_leases (name, holder, held_until) VALUES (:name, :holder, :until)
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, held_until = EXCLUDED.held_until
          WHERE job_leases.held_until <= :now OR job_leases.holder = EXCLUDED.holder
         RETURNING name`,
        { replacements: { name, holder, now, until }, type: QueryTypes.SELECT },
      );
      return rows.length === 1;
    },

    async release(name, holder) {
      await sequelize.query('DELETE FROM job_leases WHERE name = :name AND holder = :holder', {
        replacements: { name, holder },
      });
    },
  };
}
