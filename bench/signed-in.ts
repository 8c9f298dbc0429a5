import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../server/db/database";

/** What the signed-in scenarios of bench:api need: people with notifications, an admin, posts. */
export interface SignedIn {
  /** One person per connection: their access tokens, in order. */
  people: string[];
  admin: string;
  blogPostIds: string[];
}

// A page and a half of the notifications list (24 a page), a third of them read.
const notificationsEach = 36;

/**
 * `count` people written straight into the database (no sign-up), each with notifications of
 * the last weeks, a third read: what the notifications list and the mixed scenario's writers
 * use. Answers their ids.
 */
export async function addBenchPeople(db: Db, count: number): Promise<string[]> {
  const people = await sql<{ id: string }>`
    insert into users (email, phone, first_name, last_name, currency_id, is_verified)
    select 'bench' || g || '@api.bench', '99880' || lpad(g::text, 7, '0'),
      'Bench', 'Reader ' || g, (select id from currencies where code = 'UZS'), true
    from generate_series(1, ${count}::int) g
    returning id`.execute(db);
  const ids = people.rows.map((row) => row.id);
  await sql`
    insert into notifications (user_id, type, params, read_at, created_at)
    select u.id, 'message',
      jsonb_build_object('title', 'Buyurtma #' || n, 'body', 'Yetkazib berildi'),
      case when n % 3 = 0 then now() end,
      now() - n * interval '7 hours'
    from unnest(${ids}::uuid[]) as u(id) cross join generate_series(1, ${notificationsEach}::int) n`.execute(
    db,
  );
  return ids;
}

/**
 * Signs the people and the demo administrator in with the server's own token service (one
 * session each, no password hashing), and finds the published blog posts.
 */
export async function signIn(app: FastifyInstance, peopleIds: string[]): Promise<SignedIn> {
  const { db, tokens } = app.services;
  const admin = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "admin@demo.uz")
    .executeTakeFirstOrThrow();
  const posts = await db
    .selectFrom("blog_posts")
    .select("id")
    .where("status", "=", "published")
    .where("publish_at", "<=", new Date())
    .execute();
  const people: string[] = [];
  for (const id of peopleIds) people.push((await tokens.issuePair({ id, role: "user" })).access);
  return {
    people,
    admin: (await tokens.issuePair({ id: admin.id, role: "admin" })).access,
    blogPostIds: posts.map((post) => post.id),
  };
}
