import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { BlogPostsTable, LocalizedText } from "../../db/schema";

export type BlogPostRow = Selectable<BlogPostsTable>;

export interface BlogPostValues {
  status: "draft" | "published";
  publishAt: Date | null;
  titles: LocalizedText;
  bodies: LocalizedText;
  coverImageId: string | null;
}

/** Published, and its time has come: what visitors may read. Read by the clock now. */
function publicPosts(db: Db) {
  return db
    .selectFrom("blog_posts")
    .where("status", "=", "published")
    .where("publish_at", "<=", sql<Date>`now()`);
}

export async function listPublicPosts(db: Db, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    publicPosts(db)
      .selectAll()
      .orderBy("publish_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    publicPosts(db)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export async function findPublicPost(db: Db, id: string): Promise<BlogPostRow | undefined> {
  return publicPosts(db).selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listAllPosts(db: Db, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("blog_posts")
      .selectAll()
      .select(sql<Date>`now()`.as("now"))
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The post with the database's clock, so draft/scheduled/published is decided by one clock. */
export async function findPost(db: Db, id: string) {
  return db
    .selectFrom("blog_posts")
    .selectAll()
    .select(sql<Date>`now()`.as("now"))
    .where("id", "=", id)
    .executeTakeFirst();
}

function columns(values: BlogPostValues) {
  return {
    status: values.status,
    publish_at: values.publishAt,
    titles: JSON.stringify(values.titles),
    bodies: JSON.stringify(values.bodies),
    cover_image_id: values.coverImageId,
  };
}

export async function insertPost(db: Db, values: BlogPostValues, authorId: string) {
  const row = await db
    .insertInto("blog_posts")
    .values({ ...columns(values), author_id: authorId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no such post. */
export async function updatePost(db: Db, id: string, values: BlogPostValues): Promise<boolean> {
  const result = await db
    .updateTable("blog_posts")
    .set({ ...columns(values), updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The image exists and `userId` uploaded it. */
export async function isOwnImage(db: Db, imageId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("images")
    .select("id")
    .where("id", "=", imageId)
    .where("owner_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
