import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('ready', Date.now() - t);
await db.exec('create table a(x int check (x>=0)); insert into a values(1)');
t = Date.now();
const c = await db.clone();
console.log('clone', Date.now() - t, (await c.query('select * from a')).rows);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const d2 = new PGlite({ loadDataDir: dump });
await d2.waitReady;
console.log('load', Date.now() - t, (await d2.query('select * from a')).rows);
try {
  await db.query('update a set x=-1');
} catch (e) {
  console.log('err', e.code, e.message);
}
console.log(Object.keys(db).slice(0, 20), typeof db.clone, typeof db.transaction);
