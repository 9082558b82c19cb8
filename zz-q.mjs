import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
const r = await db.query(`select at, action, actor_email, target, details from audit_log where action not in ('content_saved') order by id desc limit 40`);
for (const row of r.rows.reverse()) console.log(row.at.toISOString?.() ?? row.at, row.action, row.actor_email, row.target, JSON.stringify(row.details));
